// `npm start`: from a fresh clone with only Node.js and npm, install, build and serve.
import { ensurePnpm, installDependencies, run } from './lib/tools.mjs';

const pnpm = ensurePnpm();
installDependencies(pnpm);
run(process.execPath, ['scripts/build-apps.mjs']);
run(process.execPath, ['scripts/serve.mjs']);
