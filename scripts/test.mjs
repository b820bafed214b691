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
step('Unit and API tests (jest)');
run(pnpm, ['exec', 'jest', '--ci']);
step('Build every app');
run(process.execPath, ['scripts/build-apps.mjs']);
step('End-to-end tests (Playwright, Chromium)');
run(pnpm, ['exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
console.log('\n✔ Every test passed');
