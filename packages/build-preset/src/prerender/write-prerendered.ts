import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BuildInfo } from '../build-id.ts';
import { precompressDirectory } from '../precompress.ts';

/** What an app's prerender module (AppDefinition.prerender) default-exports. */
export type Prerender = () => Promise<PrerenderedFiles>;
/** File name under the build's `prerender/` folder → its content. */
export type PrerenderedFiles = Record<string, string>;

/**
 * Runs an app's prerender module after its production build and writes what it returns to
 * `<outDir>/prerender/`, precompressed like the rest of the build (docs/decisions/0010).
 */
export async function writePrerendered(
  appDir: string,
  modulePath: string,
  outDir: string,
  build: BuildInfo,
): Promise<string[]> {
  // The app's modules read the build stamp the bundler would have defined.
  (globalThis as { __FACTURADOR_BUILD__?: BuildInfo }).__FACTURADOR_BUILD__ = build;
  const module = (await import(pathToFileURL(resolve(appDir, modulePath)).href)) as { default: Prerender };
  const files = await module.default();
  const folder = join(outDir, 'prerender');
  for (const [name, content] of Object.entries(files)) {
    const path = join(folder, name);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, content);
  }
  await precompressDirectory(folder);
  return Object.keys(files);
}
