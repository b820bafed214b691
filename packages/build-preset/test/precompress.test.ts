import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from '@jest/globals';
import { precompressDirectory } from '../src/precompress.ts';

let directory: string;
afterEach(() => rmSync(directory, { recursive: true, force: true }));

describe('precompressDirectory', () => {
  it('writes brotli and gzip copies that decompress to the original', async () => {
    directory = mkdtempSync(join(tmpdir(), 'precompress-'));
    const source = 'const factura = { serie: "F001", correlativo: 1 };\n'.repeat(40);
    writeFileSync(join(directory, 'chunk.js'), source);
    writeFileSync(join(directory, 'tiny.js'), 'x');
    writeFileSync(join(directory, 'logo.png'), Buffer.alloc(4096));

    expect(await precompressDirectory(directory)).toBe(1);
    expect(brotliDecompressSync(readFileSync(join(directory, 'chunk.js.br'))).toString()).toBe(source);
    expect(gunzipSync(readFileSync(join(directory, 'chunk.js.gz'))).toString()).toBe(source);
    // Too small to gain anything, or already compressed by its format.
    expect(existsSync(join(directory, 'tiny.js.br'))).toBe(false);
    expect(existsSync(join(directory, 'logo.png.br'))).toBe(false);
    // A second pass finds everything up to date.
    expect(await precompressDirectory(directory)).toBe(0);
  });
});
