import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// One jest run for every package. Sources are TypeScript ESM; @swc/jest turns them into
// CommonJS for jest, so test code avoids import.meta (see docs/decisions).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const base = {
  // .mjs too: the static server's tests load live-render bundles written as ES modules.
  transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': swc },
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  // Every spy (console, prototypes, globals) is put back after each test, even one that failed.
  restoreMocks: true,
};

// npm test sets JEST_GROUP_FILES=1: the API test files then run in one module registry
// (packages/server/test/every-file.group.ts says why).
const apiTests = {
  // API tests get 30 s each (test/support/jest-timeout.ts says why).
  setupFilesAfterEnv: ['<rootDir>/test/support/jest-timeout.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  ...(process.env.JEST_GROUP_FILES === '1' ? { testMatch: ['<rootDir>/test/every-file.group.ts'] } : {}),
};

const nodeProject = (dir) => ({
  ...base,
  ...(dir === 'packages/server' ? apiTests : {}),
  displayName: dir,
  rootDir: `<rootDir>/${dir}`,
  testEnvironment: 'node',
});
// The jsdom projects get @emotion/cache without :has() rules (the wrapper says why); the wrapper
// reaches the real browser build under another name.
const fromTheme = createRequire(new URL('./packages/theme/package.json', import.meta.url));
const emotionCacheBuild = join(
  dirname(createRequire(fromTheme.resolve('@emotion/react')).resolve('@emotion/cache')),
  'emotion-cache.browser.cjs.js',
);
// npm test sets JEST_GROUP_FILES=1: each jsdom project's files then run in one module registry
// and one window (packages/test-support/src/jsdom-group/every-file.group.ts says why).
const jsdomGroup = new URL('./packages/test-support/src/jsdom-group', import.meta.url).pathname;
const browserTests = () =>
  process.env.JEST_GROUP_FILES === '1'
    ? { roots: ['<rootDir>', jsdomGroup], testMatch: [`${jsdomGroup}/every-file.group.ts`] }
    : {};
const browserProject = (dir) => ({
  ...base,
  ...browserTests(),
  displayName: dir,
  rootDir: `<rootDir>/${dir}`,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: [new URL('./jest.setup-dom.ts', import.meta.url).pathname],
  moduleNameMapper: {
    '^@emotion/cache$': new URL('./packages/test-support/src/emotion-cache-for-jsdom.ts', import.meta.url)
      .pathname,
    '^emotion-cache-original$': emotionCacheBuild,
  },
  globals: {
    __FACTURADOR_BUILD__: { app: dir.replace('-', '_'), id: 'test-build', timestamp: 0 },
    __JEST_PROJECT_ROOT__: new URL(`./${dir}`, import.meta.url).pathname,
  },
});

/** @type {import('jest').Config} */
export default {
  projects: [
    ...[
      'packages/static-server',
      'packages/build-preset',
      'packages/contracts',
      'packages/federation',
      'packages/deployment',
      'packages/einvoice',
      'packages/sunat-simulator',
      'packages/server',
    ].map(nodeProject),
    ...[
      'packages/auth-api',
      'packages/forms',
      'packages/account-forms',
      'shell',
      'mf-public',
      'mf-auth',
      'mf-customer',
      'mf-admin',
    ].map(browserProject),
  ],
};
