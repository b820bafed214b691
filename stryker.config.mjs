// Mutation testing of the auth-api rules (`pnpm test:mutation`, run by scripts/mutation.mjs).
// Outside `npm test`: it takes minutes and needs Node ≥ 22.

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  // Named by its file: Stryker looks for plugins beside its own package, where pnpm has none.
  plugins: [import.meta.resolve('@stryker-mutator/jest-runner')],
  testRunner: 'jest',
  coverageAnalysis: 'perTest',
  jest: {
    projectType: 'custom',
    configFile: 'packages/auth-api/jest.mutation.config.js',
    enableFindRelatedTests: true,
  },
  mutate: [
    'packages/auth-api/src/session/account-status.ts',
    'packages/auth-api/src/session/route-access.ts',
    'packages/auth-api/src/realtime/event-rules.ts',
    'packages/auth-api/src/tokens/token-refresher.ts',
    'packages/auth-api/src/tokens/token-storage.ts',
    'packages/auth-api/src/roles/roles.ts',
    'packages/auth-api/src/roles/menu.ts',
    'packages/auth-api/src/http/rate-limiter.ts',
    'packages/auth-api/src/auth/login-errors.ts',
  ],
  // The sandbox needs the root jest setup and the auth-api package only; other packages
  // are reached through the node_modules links Stryker makes.
  ignorePatterns: [
    '/*',
    '!/package.json',
    '!/tsconfig.base.json',
    '!/jest.config.js',
    '!/jest.setup-dom.ts',
    '!/packages',
    '/packages/*',
    '!/packages/auth-api',
  ],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  concurrency: 2,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 95, low: 90, break: 95 },
};
