// Mutation testing of the auth-api rules and of the einvoice tax engine (`pnpm test:mutation`,
// run by scripts/mutation.mjs). Outside `npm test`: it takes minutes and needs Node ≥ 22.
import { TAX_ENGINE_TESTS } from './packages/einvoice/jest.mutation.config.js';

/** The `--mutate` patterns given on the command line (scripts/mutation.mjs passes them on), if any. */
function requestedMutate() {
  const index = process.argv.findIndex((arg) => arg === '--mutate' || arg.startsWith('--mutate='));
  if (index < 0) return null;
  const value = process.argv[index].startsWith('--mutate=')
    ? process.argv[index].slice(9)
    : process.argv[index + 1];
  return value ? value.split(',') : null;
}

/**
 * Stryker runs one jest config and swaps its environment, not that of `projects`. A run of the
 * tax engine alone uses einvoice's own config (node, about six times faster per mutant than
 * jsdom with the DOM setup); the full run adds the tax engine's tests to auth-api's config: same
 * swc transform, and jsdom suits the engine, which is written to run in the browser too.
 */
const taxEngineOnly = requestedMutate()?.every((pattern) =>
  pattern.replace(/^!/, '').startsWith('packages/einvoice/'),
);

const jest = taxEngineOnly
  ? {
      projectType: 'custom',
      configFile: 'packages/einvoice/jest.mutation.config.js',
      enableFindRelatedTests: true,
    }
  : {
      projectType: 'custom',
      configFile: 'packages/auth-api/jest.mutation.config.js',
      config: {
        roots: ['<rootDir>', '<rootDir>/../einvoice'],
        testMatch: [
          '<rootDir>/**/*.test.ts',
          '<rootDir>/**/*.test.tsx',
          ...TAX_ENGINE_TESTS.map((glob) => `<rootDir>/../einvoice/${glob}`),
        ],
      },
      enableFindRelatedTests: true,
    };

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  // Named by its file: Stryker looks for plugins beside its own package, where pnpm has none.
  plugins: [import.meta.resolve('@stryker-mutator/jest-runner')],
  testRunner: 'jest',
  coverageAnalysis: 'perTest',
  jest,
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
    // The tax engine: every amount, rule and word SUNAT checks (index files only re-export).
    'packages/einvoice/src/taxes/**/*.ts',
    'packages/einvoice/src/rules/**/*.ts',
    'packages/einvoice/src/words/**/*.ts',
    // The dated rate table and calendar, and the retención/percepción amounts (not their UBL).
    'packages/einvoice/src/calendar/**/*.ts',
    'packages/einvoice/src/retention-perception/compute.ts',
    'packages/einvoice/src/retention-perception/reversion.ts',
    '!packages/einvoice/src/**/index.ts',
  ],
  // The sandbox needs the root jest setup and the packages whose tests run; other packages are
  // reached through the node_modules links Stryker makes. einvoice reads contracts' sources.
  ignorePatterns: [
    '/*',
    '!/package.json',
    '!/tsconfig.base.json',
    '!/jest.config.js',
    '!/jest.setup-dom.ts',
    '!/packages',
    '/packages/*',
    '!/packages/auth-api',
    '!/packages/einvoice',
    '!/packages/contracts',
  ],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  concurrency: 2,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 95, low: 90, break: 95 },
};
