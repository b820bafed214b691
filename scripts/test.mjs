// `npm test`: from a fresh clone, install what is missing, then run every test:
// lint and types, jest (every package, the API on a real database), and Playwright
// against the built suite and the real server.
import { ensureChromium, ensurePnpm, installDependencies, run } from './lib/tools.mjs';

const pnpm = ensurePnpm();
installDependencies(pnpm);
const chromium = ensureChromium();

const step = (title) => console.log(`\n▸ ${title}`);

step('Lint');
run(pnpm, ['lint']);
step('Types');
run(pnpm, ['typecheck']);
step('OpenAPI document (Redocly recommended rules)');
run(pnpm, ['lint:api']);
// The API suite runs on the embedded database always, and again on the PostgreSQL server
// named by TEST_DATABASE_URL when there is one.
const { TEST_DATABASE_URL, ...embeddedEnv } = process.env;
step('Unit and API tests (jest, embedded database)');
run(pnpm, ['exec', 'jest', '--ci'], { env: embeddedEnv });
if (TEST_DATABASE_URL) {
  step('API tests on PostgreSQL (TEST_DATABASE_URL)');
  run(pnpm, ['exec', 'jest', '--ci', '--selectProjects', 'packages/server'], { env: process.env });
}
step('Build every app');
run(process.execPath, ['scripts/build-apps.mjs']);
step('End-to-end tests (Playwright, Chromium)');
run(pnpm, ['exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
console.log('\n✔ Every test passed');
