// The einvoice project of the root jest config, alone and limited to the tax engine's tests, the
// ones that guard the files Stryker mutates (taxes/, rules/, words/, calendar/ and the retención/
// percepción amounts). The XML, signature and SOAP suites would slow every mutant down without
// ever killing one.
import { createRequire } from 'node:module';
import rootConfig from '../../jest.config.js';

/** The tax engine's test folders, relative to packages/einvoice. */
export const TAX_ENGINE_TESTS = [
  'test/{taxes,rules,words,catalogs,calendar,retention-perception}/**/*.test.ts',
];

/**
 * jest-environment-node by its path, found the way jest finds it (jest → @jest/core → jest-config):
 * Stryker's environment loads the configured one from the sandbox root, where pnpm hoists only
 * jest-environment-jsdom.
 */
function nodeEnvironmentPath() {
  let require = createRequire(import.meta.url);
  for (const step of ['jest/package.json', '@jest/core/package.json', 'jest-config/package.json']) {
    require = createRequire(require.resolve(step));
  }
  return require.resolve('jest-environment-node');
}

const project = rootConfig.projects.find((candidate) => candidate.displayName === 'packages/einvoice');

/** @type {import('jest').Config} */
export default {
  ...project,
  rootDir: '.',
  testEnvironment: nodeEnvironmentPath(),
  testMatch: TAX_ENGINE_TESTS.map((glob) => `<rootDir>/${glob}`),
};
