import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack, type Stats } from '@rspack/core';
import type { AppDefinition } from './app-definition.ts';
import { createBuildInfo } from './build-id.ts';
import { bundleLiveRender } from './prerender/bundle-live-render.ts';
import { writePrerendered } from './prerender/write-prerendered.ts';
import { createRspackConfig } from './rspack-config.ts';
import { buildContractProblems } from './shell-contract.ts';

/**
 * `facturador-build [--watch] [--out-dir <dir>]`, run from an app's folder: builds the app
 * described by its `app.config.ts`.
 */
const args = process.argv.slice(2);
const watch = args.includes('--watch');
const outDirIndex = args.indexOf('--out-dir');
const outDir = outDirIndex >= 0 ? args[outDirIndex + 1] : process.env.OUT_DIR;
const appDir = process.cwd();

const definitionModule = (await import(pathToFileURL(resolve(appDir, 'app.config.ts')).href)) as {
  default: AppDefinition;
};
const app = definitionModule.default;
const contractProblems = buildContractProblems(app, appDir);
if (contractProblems.length > 0) {
  console.error(`[${app.name}] breaks the shell's contract:\n  ${contractProblems.join('\n  ')}`);
  process.exit(1);
}
const build = createBuildInfo(app.name);
const config = createRspackConfig(app, {
  appDir,
  mode: watch ? 'development' : 'production',
  build,
  ...(outDir ? { outDir } : {}),
});
const compiler = rspack(config);

function report(error: Error | null, stats: Stats | undefined): boolean {
  if (error) {
    console.error(error);
    return false;
  }
  if (!stats) return false;
  const info = stats.toJson({ all: false, errors: true, warnings: true, timings: true });
  for (const warning of info.warnings ?? []) console.warn(warning.message);
  for (const failure of info.errors ?? []) console.error(failure.message);
  if (stats.hasErrors()) return false;
  console.log(`[${app.name}] built in ${info.time ?? 0} ms → ${config.output?.path ?? ''}`);
  return true;
}

if (watch) {
  compiler.watch({ aggregateTimeout: 200 }, (error, stats) => {
    report(error, stats);
  });
} else {
  compiler.run((error, stats) => {
    const ok = report(error, stats);
    compiler.close(() => {
      if (!ok) process.exit(1);
      void prerender().then(
        () => process.exit(0),
        (failure: unknown) => {
          console.error(failure);
          process.exit(1);
        },
      );
    });
  });
}

/** Production builds of apps that prerender write their HTML next to the bundles. */
async function prerender(): Promise<void> {
  const outputPath = config.output?.path ?? '';
  if (app.prerender) {
    const started = Date.now();
    const files = await writePrerendered(appDir, app.prerender, outputPath, build);
    console.log(`[${app.name}] prerendered ${files.length} files in ${Date.now() - started} ms`);
  }
  if (app.liveRender) {
    const started = Date.now();
    await bundleLiveRender(appDir, app.liveRender, outputPath, build);
    console.log(`[${app.name}] bundled its live render in ${Date.now() - started} ms`);
  }
}
