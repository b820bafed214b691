// Builds the shell and the four remotes, two at a time (each build is its own process).
import { ensurePnpm, run } from './lib/tools.mjs';

const pnpm = ensurePnpm();
run(pnpm, ['-r', '--workspace-concurrency=2', '--filter', './shell', '--filter', './mf-*', 'run', 'build']);
