// `npm run start:cluster`: from a fresh clone with only Node.js and npm, install and build
// like `npm start`, then run the suite as production does (scripts/cluster/main.ts):
// nginx on one origin, two API instances, PostgreSQL and Redis.
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { ensurePnpm, installDependencies, root, run } from './lib/tools.mjs';

const pnpm = ensurePnpm();
installDependencies(pnpm);
if (!process.argv.includes('--no-build')) run(process.execPath, ['scripts/build-apps.mjs']);
// Ctrl+C reaches the cluster too (same process group): it stops what it started, then exits.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => {});
const cluster = spawnSync(
  process.execPath,
  ['--import', 'tsx', join(root, 'scripts', 'cluster', 'main.ts')],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
process.exit(cluster.status ?? 0);
