import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { repositoryRoot } from './fixtures.ts';

/** Builds one app again, as its own CI would, into `outDir` with a known build id. */
export function buildApp(appDir: string, outDir: string, buildId: string): void {
  execFileSync(
    process.execPath,
    [join(repositoryRoot, 'packages', 'build-preset', 'bin', 'build.mjs'), '--out-dir', outDir],
    {
      cwd: join(repositoryRoot, appDir),
      env: { ...process.env, BUILD_ID: buildId },
      stdio: 'pipe',
    },
  );
}
