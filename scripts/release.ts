// `pnpm release <app>`: builds one app into a new release of the deployment, refuses it when
// its shared versions cannot run with the live suite or its tests fail, else makes it live.
import { join } from 'node:path';
import { releaseApp, ReleaseRefused } from '../packages/deployment/src/index.ts';
import { appFromArguments, deployDir, repositoryRoot, runVisible } from './lib/deployment-cli.ts';

const app = appFromArguments('release');
const started = Date.now();

try {
  const entry = await releaseApp({
    deployDir: deployDir(),
    app: app.name,
    log: (line) => console.log(line),
    steps: {
      build: (outDir, id) =>
        runVisible(
          process.execPath,
          [join(repositoryRoot, 'packages/build-preset/bin/build.mjs'), '--out-dir', outDir],
          {
            cwd: join(repositoryRoot, app.dir),
            env: { ...process.env, BUILD_ID: id },
          },
        ),
      // The app's jest project: its own tests and its contract test with the shell.
      test: () =>
        runVisible(
          join(repositoryRoot, 'node_modules/.bin/jest'),
          ['--selectProjects', app.dir, '--forceExit'],
          { cwd: repositoryRoot },
        ),
    },
  });
  console.log(
    `\n${app.dir}: versión ${entry.id} publicada en ${Math.round((Date.now() - started) / 1000)} s` +
      (entry.previous ? ` (antes: ${entry.previous}; pnpm rollback ${app.dir} vuelve a ella)` : ''),
  );
} catch (error) {
  console.error(`\n${error instanceof ReleaseRefused ? error.message : String(error)}`);
  process.exit(1);
}
