import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import {
  LAYOUTS_INDEX,
  LIVE_RENDER_ENDPOINT,
  liveRenderFile,
  PAGES_INDEX,
  PRERENDER_FOLDER,
  SESSION_RENDER_ENDPOINT,
  type LiveRender,
  type LiveRenderRequest,
  type PrerenderedLayouts,
  type PrerenderedPages,
  type RenderWithSession,
  type SessionRenderRequest,
} from '@facturador/federation';
import { contentTypeFor } from './content-types.ts';

/** A plans answer is a few KiB; anything far larger is not a page's data. */
const MAX_BODY_BYTES = 256 * 1024;

export const LIVE_RENDER_URL_PATH = `/${PRERENDER_FOLDER}/${LIVE_RENDER_ENDPOINT}`;
export const SESSION_RENDER_URL_PATH = `/${PRERENDER_FOLDER}/${SESSION_RENDER_ENDPOINT}`;
/** Live-render bundles are run here, not handed out. */
export const isLiveRenderModule = (relative: string) =>
  relative.startsWith(`${PRERENDER_FOLDER}/`) && relative.endsWith('.mjs');

/**
 * The live-render module of the build now in `root`: pages.json names the build, and each
 * build's module has its own name, so a build deployed over the old one is loaded anew and
 * renders the next request (docs/decisions/0010).
 */
async function loadRenderModule(
  root: string,
): Promise<{ default?: LiveRender; renderWithSession?: RenderWithSession } | null> {
  const folder = join(root, PRERENDER_FOLDER);
  try {
    const { build } = JSON.parse(await readFile(join(folder, PAGES_INDEX), 'utf8')) as PrerenderedPages;
    // A POSIX path, not a file: URL: it resolves the same in Node and in jest's CommonJS.
    return (await import(join(folder, liveRenderFile(build)))) as {
      default?: LiveRender;
      renderWithSession?: RenderWithSession;
    };
  } catch {
    return null;
  }
}

/**
 * Loads the build's render modules before the first visitor needs them: a bundle is a few MiB
 * to parse, which made the first signed-in page of a fresh server miss its deadline and be
 * served plain. The remote's own module, and the shell's layout module (layouts.json).
 */
export async function warmRenderModules(root: string): Promise<void> {
  await loadRenderModule(root);
  const folder = join(root, PRERENDER_FOLDER);
  try {
    const { renderModule } = JSON.parse(
      await readFile(join(folder, LAYOUTS_INDEX), 'utf8'),
    ) as PrerenderedLayouts;
    if (renderModule) await import(join(folder, renderModule));
  } catch {
    // No layouts (a remote), or none rendered per request: nothing to warm.
  }
}

async function loadLiveRender(root: string): Promise<LiveRender | null> {
  const render = (await loadRenderModule(root))?.default;
  return typeof render === 'function' ? render : null;
}

async function readBody(request: IncomingMessage): Promise<string | null> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseRequest(body: string): LiveRenderRequest | null {
  try {
    const value = JSON.parse(body) as Partial<LiveRenderRequest>;
    return typeof value.path === 'string' && 'answer' in value
      ? { path: value.path, answer: value.answer }
      : null;
  } catch {
    return null;
  }
}

/** The fragment for a render request, or the status that refuses it. */
async function renderRequested(root: string, request: IncomingMessage): Promise<string | number> {
  const render = await loadLiveRender(root);
  if (!render) return 404;
  const body = await readBody(request);
  if (body === null) return 413;
  const renderRequest = parseRequest(body);
  if (!renderRequest) return 400;
  // null: not a live page, or an answer that is not what its API path answers.
  return (await render(renderRequest)) ?? 422;
}

function parseSessionRequest(body: string): SessionRenderRequest | null {
  try {
    const value = JSON.parse(body) as Partial<SessionRenderRequest>;
    const { path, apiBaseUrl, accessToken, profile, checkedAt } = value;
    return typeof path === 'string' &&
      typeof apiBaseUrl === 'string' &&
      typeof accessToken === 'string' &&
      typeof checkedAt === 'number' &&
      'profile' in value
      ? { path, apiBaseUrl, accessToken, profile, checkedAt }
      : null;
  } catch {
    return null;
  }
}

/**
 * `POST /prerender/render-session`: a signed-in page rendered with the person's session
 * (docs/decisions/0039), as `{ html, queries }`. Asked by the shell's server only after the API
 * has accepted the token; the module fetches the page's data with it, and nothing is stored or
 * logged. A refused or failed render is a status, and the shell serves the plain page.
 */
export async function answerSessionRender(
  root: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const render = (await loadRenderModule(root))?.renderWithSession;
  if (typeof render !== 'function') {
    response.writeHead(404).end();
    return;
  }
  const body = await readBody(request);
  const renderRequest = body === null ? null : parseSessionRequest(body);
  if (!renderRequest) {
    response.writeHead(body === null ? 413 : 400).end();
    return;
  }
  const rendered = await render(renderRequest);
  if (!rendered) {
    response.writeHead(422).end();
    return;
  }
  response.writeHead(200, {
    'Content-Type': contentTypeFor('page.json'),
    'Cache-Control': 'private, no-store',
  });
  response.end(JSON.stringify(rendered));
}

/**
 * `POST /prerender/render` `{ path, answer }`: the page at `path` rendered with the API's
 * answer, as an HTML fragment. Asked by the shell's server; it renders, it stores nothing.
 */
export async function answerLiveRender(
  root: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const result = await renderRequested(root, request);
  if (typeof result === 'number') {
    response.writeHead(result).end();
    return;
  }
  response.writeHead(200, { 'Content-Type': contentTypeFor('page.html'), 'Cache-Control': 'no-store' });
  response.end(result);
}
