import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './build-remote.ts';
import type { DeployedSuite } from './fixtures.ts';

/** Builds mf-public again with a new id, ready to serve or to copy over the live files. */
export function buildNewPublicRemote(suite: DeployedSuite, label: string): { id: string; dir: string } {
  const id = `e2e-${label}-${Date.now().toString(36)}`;
  const dir = join(suite.workDir, `mf-public-${id}`);
  buildApp('mf-public', dir, id);
  return { id, dir };
}

/** Redeploys in place: new files over the old ones, as a deployment would copy them. */
export function deployOver(suite: DeployedSuite, app: string, dir: string): void {
  cpSync(dir, suite.deployDirs[app]!, { recursive: true });
}
