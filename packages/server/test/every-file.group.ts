import { readdirSync } from 'node:fs';
import { describe } from '@jest/globals';

/**
 * npm test's API passes run this instead of the files one by one (JEST_GROUP_FILES=1,
 * jest.config.js): every test file of this folder in one jest module registry, each inside a
 * `describe` named after it, so that its hooks stay its own. Jest gives every file a fresh
 * registry, in which the server is imported again (about 2 s) and starts cold (1.3 s more)
 * for each of some ninety files. Shared across files now is what one
 * process shares: the modules' own state, which in src/ is only caches of what never changes
 * (docs/decisions/0034-api-tests-in-one-registry.md). One file alone still runs by itself:
 * `pnpm jest packages/server/test/auth.test.ts`.
 */
const every = readdirSync(__dirname)
  .filter((name) => name.endsWith('.test.ts'))
  .sort();
/**
 * API_TEST_FILES (comma-separated names without `.test.ts`): only those files. npm test sets it
 * for the embedded database's pass when PostgreSQL runs the whole suite (scripts/test.mjs); a
 * name that matches no file stops the run, so a renamed file is never silently left out.
 */
const only = process.env.API_TEST_FILES?.split(',').map((name) => `${name.trim()}.test.ts`);
const unknown = only?.filter((name) => !every.includes(name)) ?? [];
if (unknown.length > 0) throw new Error(`API_TEST_FILES names no such file: ${unknown.join(', ')}`);
const files = only ? every.filter((name) => only.includes(name)) : every;
// A require, not import(): jest collects the tests synchronously, before any promise settles.
for (const name of files)
  describe(name, () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require(`./${name}`);
  });
