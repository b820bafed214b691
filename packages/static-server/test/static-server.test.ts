import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Server } from 'node:http';
import { createStaticServer } from '../src/static-server.ts';

const SHELL = 'http://localhost:3000';
let root: string;
let server: Server;
let base: string;

const entry = 'console.log("remote entry");'.repeat(20);
const asset = 'export const page = "factura";'.repeat(20);

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'static-server-'));
  mkdirSync(join(root, 'static', 'js'), { recursive: true });
  mkdirSync(join(root, 'builds'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Facturador</title>');
  writeFileSync(join(root, 'remoteEntry.js'), entry);
  writeFileSync(join(root, 'mf-manifest.json'), '{"name":"mf_public"}');
  writeFileSync(join(root, 'builds', 'latest.json'), '{"id":"a"}');
  writeFileSync(join(root, 'static', 'js', 'page.0123456789.js'), asset);
  writeFileSync(join(root, 'static', 'js', 'page.0123456789.js.br'), brotliCompressSync(asset));
  writeFileSync(join(root, 'static', 'js', 'page.0123456789.js.gz'), gzipSync(asset));
  writeFileSync(join(root, 'config.json'), '{"from":"build"}');
  writeFileSync(join(root, 'deploy-config.json'), '{"from":"deployment"}');
  server = createStaticServer({
    root,
    allowedOrigins: [SHELL],
    spaFallback: true,
    configFile: join(root, 'deploy-config.json'),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
  rmSync(join(root, '..', 'secreto.txt'), { force: true });
});

// fetch() would decompress bodies; raw bytes are read through the Response's arrayBuffer
// only where the encoding does not matter.
const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers });

describe('cache policy', () => {
  it.each(['/mf-manifest.json', '/remoteEntry.js', '/builds/latest.json', '/config.json', '/'])(
    '%s is served no-cache',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it('marks hashed assets immutable for a year', async () => {
    const response = await get('/static/js/page.0123456789.js');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers 304 when the ETag still matches', async () => {
    const first = await get('/mf-manifest.json');
    const etag = first.headers.get('etag')!;
    const second = await get('/mf-manifest.json', { 'If-None-Match': etag });
    expect(second.status).toBe(304);
  });
});

describe('precompressed files', () => {
  it('sends brotli when accepted, then gzip, then the plain file', async () => {
    const br = await get('/static/js/page.0123456789.js', { 'Accept-Encoding': 'gzip, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toBe(asset);
    const gz = await get('/static/js/page.0123456789.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe(asset);
    const plain = await get('/static/js/page.0123456789.js', { 'Accept-Encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(asset);
  });

  it('honours q=0 as a refusal', async () => {
    const response = await get('/static/js/page.0123456789.js', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('CORS', () => {
  it("allows the shell's origin", async () => {
    const response = await get('/mf-manifest.json', { Origin: SHELL });
    expect(response.headers.get('access-control-allow-origin')).toBe(SHELL);
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it('says nothing to any other origin', async () => {
    const response = await get('/mf-manifest.json', { Origin: 'https://ataque.example' });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('paths', () => {
  it('serves the per-deployment config.json instead of the one in the build', async () => {
    expect(await (await get('/config.json')).json()).toEqual({ from: 'deployment' });
  });

  it('answers client routes with index.html and missing files with 404', async () => {
    const route = await get('/app/mis-empresas');
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>Facturador</title>');
    expect((await get('/static/js/missing.js')).status).toBe(404);
  });

  it('never serves a file outside the root', async () => {
    writeFileSync(join(root, '..', 'secreto.txt'), 'clave');
    const outside = await fetch(`${base}/..%2Fsecreto.txt`);
    expect(outside.status).toBe(404);
    expect(await outside.text()).not.toContain('clave');
  });

  it('refuses methods that would change something', async () => {
    const response = await fetch(`${base}/mf-manifest.json`, { method: 'POST' });
    expect(response.status).toBe(405);
  });
});
