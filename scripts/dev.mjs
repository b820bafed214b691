// `pnpm dev`: every app rebuilt on change (rspack watch) and served on its usual port;
// reload the browser to see a change.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { APPS } from './lib/apps.mjs';
import { startSuite } from './lib/suite.mjs';
import { ensurePnpm, root } from './lib/tools.mjs';

const pnpm = ensurePnpm();
const watchers = APPS.map((app) =>
  spawn(pnpm, ['--filter', `./${app.dir}`, 'run', 'dev'], { cwd: root, stdio: 'inherit' }),
);

// The static servers need a first build to serve.
await new Promise((resolve) => {
  const check = setInterval(() => {
    if (APPS.every((app) => existsSync(join(root, app.dir, 'dist', 'builds', 'latest.json')))) {
      clearInterval(check);
      resolve();
    }
  }, 500);
});

const suite = await startSuite({ log: (name, line) => name === 'api' && console.log(`[api] ${line}`) });
console.log(`\n  Facturador (desarrollo): ${suite.shellUrl}\n`);

async function shutdown() {
  watchers.forEach((watcher) => watcher.kill('SIGTERM'));
  await suite.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
