import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as esbuild } from 'esbuild';
import { liveRenderFile, PRERENDER_FOLDER } from '@facturador/federation';
import type { BuildInfo } from '../build-id.ts';

const RENDER_EXPORTS = ['default', 'renderWithSession', 'renderLayout'];

/**
 * Bundles an app's live-render module (AppDefinition.liveRender) into one Node module in
 * `<outDir>/prerender/`, which the app's own static server runs per request
 * (docs/decisions/0010). It carries its dependencies: a deployment is its build folder.
 */
export async function bundleLiveRender(
  appDir: string,
  modulePath: string,
  outDir: string,
  build: BuildInfo,
): Promise<string> {
  const outfile = join(outDir, PRERENDER_FOLDER, liveRenderFile(build.id));
  await esbuild({
    entryPoints: [resolve(appDir, modulePath)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    define: {
      __FACTURADOR_BUILD__: JSON.stringify(build),
      'process.env.NODE_ENV': '"production"',
    },
    // CommonJS dependencies still call require() inside an ES module.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  });
  // A bundle that cannot load would only fail on a visitor's request: load it now.
  const module = (await import(pathToFileURL(outfile).href)) as Record<string, unknown>;
  // A public page's render (default, LiveRender), a signed-in page's (RenderWithSession), or
  // the shell's layouts (RenderLayout): docs/decisions/0010 and 0039.
  if (!RENDER_EXPORTS.some((name) => typeof module[name] === 'function'))
    throw new Error(`${modulePath} must export one of ${RENDER_EXPORTS.join(', ')} as a function`);
  return outfile;
}
