import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The folder holding pnpm-workspace.yaml, found by walking up from `start`.
 * Falls back to `start` so a copy of the server outside the workspace still runs.
 */
export function findRepositoryRoot(start: string = process.cwd()): string {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return start;
    dir = parent;
  }
}
