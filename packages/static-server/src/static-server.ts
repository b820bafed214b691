import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, normalize, resolve, sep } from 'node:path';
import { cacheControlFor, NO_CACHE } from './cache-policy.ts';
import { contentTypeFor } from './content-types.ts';
import { acceptedEncodings, precompressedPath } from './encoding.ts';
import {
  answerLiveRender,
  answerSessionRender,
  isLiveRenderModule,
  LIVE_RENDER_URL_PATH,
  SESSION_RENDER_URL_PATH,
  warmRenderModules,
} from './live-render.ts';
import type { ComposedDocument } from './document-parts.ts';
import { composePrerenderedDocument } from './prerendered-document.ts';

export interface StaticServerOptions {
  /** The build folder to serve. */
  root: string;
  /** Origins allowed to read these files from a script (the shell's origin, for a remote). */
  allowedOrigins?: string[];
  /** Answer unknown paths without an extension with index.html (the shell's client routes). */
  spaFallback?: boolean;
  /** Serve `/config.json` from this file instead of the build folder (per-deployment config). */
  configFile?: string;
  /** Render signed-in pages per request with the person's session (decision 0039); default true. */
  signedInPages?: boolean;
}

interface FoundFile {
  path: string;
  relative: string;
  size: number;
  mtimeMs: number;
}

async function findFile(root: string, relative: string): Promise<FoundFile | null> {
  const path = join(root, relative);
  // Never leave the root, whatever the URL says.
  if (path !== root && !path.startsWith(root + sep)) return null;
  try {
    const info = await stat(path);
    if (!info.isFile()) return null;
    return { path, relative, size: info.size, mtimeMs: info.mtimeMs };
  } catch {
    return null;
  }
}

function applyCors(request: IncomingMessage, response: ServerResponse, allowed: string[]): void {
  response.setHeader('Vary', 'Origin, Accept-Encoding');
  const origin = request.headers.origin;
  if (origin && allowed.includes(origin)) {
    response.setHeader('Access-Control-Allow-Origin', origin);
    response.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
  }
}

function etagOf(file: FoundFile, encoding: string): string {
  return `W/"${file.size.toString(36)}-${Math.floor(file.mtimeMs).toString(36)}-${encoding}"`;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The value of cookie `name` in a Cookie header, or null (passed on, never logged). */
function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** One person's page: no shared cache may keep it, nor give it to another (decision 0039). */
export const PERSONAL = 'private, no-store';

/**
 * A document composed per request: compressed on the fly, never cached (it follows
 * deployments), and kept by no one when it is a person's own page.
 */
async function sendComposed(
  request: IncomingMessage,
  response: ServerResponse,
  { html, personal }: ComposedDocument,
): Promise<void> {
  const encoding = acceptedEncodings(request.headers['accept-encoding'])[0] ?? 'identity';
  const body =
    encoding === 'br'
      ? await brotli(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? await gzipAsync(html)
        : Buffer.from(html);
  response.setHeader('Cache-Control', personal ? PERSONAL : NO_CACHE);
  // A guest-only page is composed only for a browser without a session (its cookie), a
  // signed-in page only for the person whose cookie the request carries.
  response.setHeader('Vary', 'Origin, Accept-Encoding, Cookie');
  response.setHeader('Content-Type', contentTypeFor('index.html'));
  if (encoding !== 'identity') response.setHeader('Content-Encoding', encoding);
  response.setHeader('Content-Length', body.length);
  response.writeHead(200);
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * Serves one app's build like production: precompressed files, cache headers that let a
 * remote be redeployed by replacing files, and CORS for the shell's origin only.
 */
export function createStaticServer(options: StaticServerOptions): Server {
  const root = resolve(options.root);
  const allowedOrigins = options.allowedOrigins ?? [];
  void warmRenderModules(root);

  return createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    response.setHeader('X-Content-Type-Options', 'nosniff');
    applyCors(request, response, allowedOrigins);
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'POST' && url.pathname === LIVE_RENDER_URL_PATH) {
      await answerLiveRender(root, request, response);
      return;
    }
    if (request.method === 'POST' && url.pathname === SESSION_RENDER_URL_PATH) {
      await answerSessionRender(root, request, response);
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }

    let relative: string;
    try {
      relative = normalize(decodeURIComponent(url.pathname)).replace(/^[/\\]+/, '');
    } catch {
      response.writeHead(400).end();
      return;
    }

    if (relative === 'config.json' && options.configFile) {
      const body = await readFile(options.configFile);
      response.writeHead(200, {
        'Content-Type': contentTypeFor('config.json'),
        'Cache-Control': NO_CACHE,
      });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }

    const looksLikeRoute = !/\.[a-z0-9]+$/i.test(relative);
    if (options.spaFallback && looksLikeRoute) {
      const configFile = options.configFile ?? join(root, 'config.json');
      const document = await composePrerenderedDocument(root, configFile, url.pathname, {
        cookie: (name) => cookieValue(request.headers.cookie, name),
        signedInPages: options.signedInPages ?? true,
      });
      if (document) {
        await sendComposed(request, response, document);
        return;
      }
    }

    let file = isLiveRenderModule(relative)
      ? null
      : await findFile(root, relative === '' ? 'index.html' : relative);
    if (!file && options.spaFallback && looksLikeRoute) file = await findFile(root, 'index.html');
    if (!file) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('No encontrado');
      return;
    }

    let servedPath = file.path;
    let encoding = 'identity';
    let size = file.size;
    for (const candidate of acceptedEncodings(request.headers['accept-encoding'])) {
      const compressed = await findFile(root, precompressedPath(file.relative, candidate));
      if (compressed) {
        servedPath = compressed.path;
        encoding = candidate;
        size = compressed.size;
        break;
      }
    }

    const etag = etagOf(file, encoding);
    response.setHeader('Cache-Control', cacheControlFor(file.relative));
    response.setHeader('ETag', etag);
    response.setHeader('Content-Type', contentTypeFor(file.path));
    if (encoding !== 'identity') response.setHeader('Content-Encoding', encoding);
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304).end();
      return;
    }
    response.setHeader('Content-Length', size);
    response.writeHead(200);
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(servedPath).pipe(response);
  }
}
