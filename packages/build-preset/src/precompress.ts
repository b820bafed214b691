import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;
/** Below this size the compressed file is not worth a second request path. */
const MIN_BYTES = 256;

async function* files(directory: string): AsyncGenerator<string> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Writes `file.br` and `file.gz` next to every compressible file of a build, so the
 * static server sends compressed bytes without compressing on each request.
 */
export async function precompressDirectory(directory: string): Promise<number> {
  let count = 0;
  for await (const path of files(directory)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const source = await stat(path);
    if (source.size < MIN_BYTES) continue;
    const upToDate = await stat(`${path}.br`).then(
      (compressed: { mtimeMs: number }) => compressed.mtimeMs >= source.mtimeMs,
      () => false,
    );
    if (upToDate) continue;
    const content = await readFile(path);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
    count += 1;
  }
  return count;
}
