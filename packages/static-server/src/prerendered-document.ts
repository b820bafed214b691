import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  endpoints,
  parseRuntimeConfig,
  publicSettingsResponseSchema,
  type RuntimeConfig,
} from '@facturador/contracts';
import {
  CONFIG_PLACEHOLDER,
  LAYOUTS_INDEX,
  LIVE_ANSWER_ATTRIBUTE,
  LIVE_RENDER_ENDPOINT,
  PAGE_OUTLET,
  PAGES_INDEX,
  PRERENDER_FOLDER,
  PRERENDERED_PATH_ATTRIBUTE,
  type LiveRenderRequest,
  type PrerenderedLayouts,
  type PrerenderedPage,
  type PrerenderedPages,
} from '@facturador/federation';
import { composeSignedInDocument } from './signed-in-document.ts';

/** A remote that does not answer this fast is left out: the page then renders in the browser. */
const REMOTE_TIMEOUT_MS = 1500;

/** What composing reads of the request: its cookies (a value is only passed on, never logged). */
export interface DocumentRequest {
  cookie(name: string): string | null;
  /** False: a signed-in page is the plain shell, painted in the browser (decision 0039). */
  signedInPages?: boolean;
}

/** A composed document; `personal` when it holds one person's data (never cached by others). */
export interface ComposedDocument {
  html: string;
  personal: boolean;
}

export interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { assets?: { js?: { sync?: string[] } } }[];
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export async function fetchFrom<T>(url: URL, as: 'json' | 'text', init: RequestInit = {}): Promise<T | null> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) });
    if (!response.ok) return null;
    return (as === 'json' ? await response.json() : await response.text()) as T;
  } catch {
    return null;
  }
}

export async function readJson<T>(path: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as T;
  } catch {
    return null;
  }
}

/**
 * The deployment's config.json, read with the contract every app reads it with; null (and
 * a warning) when it is missing or wrong, and the plain page is served.
 */
export async function readDeploymentConfig(path: string): Promise<RuntimeConfig | null> {
  try {
    return parseRuntimeConfig(JSON.parse(await readFile(path, 'utf8')));
  } catch (error) {
    console.warn(`config.json (${path}) cannot be read, pages are served without prerendering:`, error);
    return null;
  }
}

export function configValue(config: RuntimeConfig, path: string): string {
  const value = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], config);
  return typeof value === 'string' ? value : '';
}

/**
 * The mount that shows `pathname`: one naming it, else the one whose `prefix/*` pattern holds it
 * most closely (`/app/admin/*` before `/app/*`), as the shell's router matches them.
 */
function mountFor(index: PrerenderedLayouts, pathname: string) {
  const exact = index.mounts.find((candidate) => candidate.paths.includes(pathname));
  if (exact) return exact;
  const prefixLength = (pattern: string) => {
    if (!pattern.endsWith('/*')) return -1;
    const prefix = pattern.slice(0, -2);
    return pathname === prefix || pathname.startsWith(`${prefix}/`) ? prefix.length : -1;
  };
  const depth = (mount: PrerenderedLayouts['mounts'][number]) =>
    Math.max(-1, ...mount.paths.map(prefixLength));
  return index.mounts.filter((candidate) => depth(candidate) >= 0).sort((a, b) => depth(b) - depth(a))[0];
}

/**
 * The shell's index.html with a remote's prerendered page already inside its layout, or null
 * when the path has none (docs/decisions/0010). Read fresh on every request, from the
 * remote's current deployment: redeploying the remote, or pointing config.json at another
 * build, changes the next document served.
 */
export async function composePrerenderedDocument(
  shellRoot: string,
  configFile: string,
  pathname: string,
  request: DocumentRequest = { cookie: () => null },
): Promise<ComposedDocument | null> {
  const prerendered = join(shellRoot, PRERENDER_FOLDER);
  const index = await readJson<PrerenderedLayouts>(join(prerendered, LAYOUTS_INDEX));
  const mount = index ? mountFor(index, pathname) : undefined;
  // A signed-in page is one person's, rendered with their session or not at all (decision 0039).
  if (index && mount?.signedIn) {
    if (request.signedInPages === false) return null;
    const html = await composeSignedInDocument(shellRoot, configFile, pathname, index, mount, request);
    return html === null ? null : { html, personal: true };
  }
  // A signed-in browser gets the plain page on a guest-only path: the app sends it on at once.
  if (mount?.guestOnly && index?.sessionCookie && request.cookie(index.sessionCookie) !== null) return null;
  const layoutFile = mount && index?.layouts[mount.layout];
  // Only a path a layout prerenders reads the deployment's config.
  const config = layoutFile ? await readDeploymentConfig(configFile) : null;
  const remotes: Readonly<Record<string, string>> = config?.remotes ?? {};
  const manifestUrl = mount && remotes[mount.remote];
  if (!index || !layoutFile || !config || !manifestUrl) return null;

  const remoteBase = new URL('.', manifestUrl);
  const pages = await fetchFrom<PrerenderedPages>(
    new URL(`${PRERENDER_FOLDER}/${PAGES_INDEX}`, remoteBase),
    'json',
  );
  const page = pages?.pages.find((candidate) => candidate.path === pathname);
  if (!page?.file) return null;
  const pageFile = page.file;
  // The built fragment is fetched alongside the live render, not after it fails, so a
  // failing API or remote costs no extra round trip.
  const [live, builtFragment, manifest, layout, shellHtml, support] = await Promise.all([
    renderLivePage(page, config, remoteBase),
    fetchFrom<string>(new URL(`${PRERENDER_FOLDER}/${pageFile}`, remoteBase), 'text'),
    fetchFrom<RemoteManifest>(new URL(manifestUrl), 'json'),
    readFile(join(prerendered, layoutFile), 'utf8'),
    readFile(join(shellRoot, 'index.html'), 'utf8'),
    storedSupportContacts(config),
  ]);
  const fragment = live?.html ?? builtFragment;
  if (fragment === null) return null;

  const body = layout
    .replace(PAGE_OUTLET, () => fragment)
    .replace(CONFIG_PLACEHOLDER, (_, path: string) =>
      // The support contacts the administrators saved win over config.json's (issue 16).
      escapeHtml(configValue(support ? { ...config, support } : config, path)),
    );
  const title = page.title ? index.titleTemplate.replace('%s', page.title) : null;
  // A live page without its answer is incomplete: the app starts at load to fetch it.
  const startAtLoad = page.liveData !== undefined && !live;
  const starter =
    !startAtLoad && index.starter ? await readFile(join(prerendered, index.starter), 'utf8') : null;
  const html = shellHtml
    .replace(/<title>[^<]*<\/title>/, (tag) => (title ? `<title>${escapeHtml(title)}</title>` : tag))
    .replace(/(<meta name="description" content=")[^"]*/, (meta, start: string) =>
      page.description ? start + escapeHtml(page.description) : meta,
    )
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="${escapeHtml(pathname)}">${body}</div>` +
        (live ? answerScript(page.liveData ?? '', live.answer) : ''),
    );
  const document = starter
    ? handScriptsToStarter(html, starter, resourceHints('prefetch', manifestUrl, manifest))
    : html.replace('</head>', () => `${resourceHints('preload', manifestUrl, manifest)}</head>`);
  return { html: document, personal: false };
}

/**
 * The support contacts of Configuración del sistema (GET /public/settings), or null when the
 * API does not answer in time: the page then carries config.json's, as before.
 */
export async function storedSupportContacts(config: RuntimeConfig): Promise<RuntimeConfig['support'] | null> {
  const answer = await fetchFrom<unknown>(
    new URL(`${config.apiBaseUrl.replace(/\/$/, '')}${endpoints.getPublicSettings.path}`),
    'json',
  );
  const parsed = publicSettingsResponseSchema.safeParse(answer);
  return parsed.success ? parsed.data.data.support : null;
}

/**
 * A live page rendered by the remote's server with the API's current answer to its
 * `liveData` path, or null when the API or the remote cannot give it in time.
 */
async function renderLivePage(
  page: PrerenderedPage,
  config: RuntimeConfig,
  remoteBase: URL,
): Promise<{ html: string; answer: unknown } | null> {
  if (!page.liveData) return null;
  // The API may live under a path (`https://…/api`): the page's path is appended to it.
  const apiUrl = new URL(config.apiBaseUrl.replace(/\/$/, '') + page.liveData);
  const answer = await fetchFrom<unknown>(apiUrl, 'json');
  if (answer === null) return null;
  const request: LiveRenderRequest = { path: page.path, answer };
  const html = await fetchFrom<string>(
    new URL(`${PRERENDER_FOLDER}/${LIVE_RENDER_ENDPOINT}`, remoteBase),
    'text',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
    },
  );
  return html === null ? null : { html, answer };
}

/** The answer the page was rendered with, for the live page to start from (readLiveAnswer). */
function answerScript(apiPath: string, answer: unknown): string {
  // JSON in a script element: `<` escaped so no text in it can close the element.
  const json = JSON.stringify(answer).replace(/</g, '\\u003c');
  return `<script type="application/json" ${LIVE_ANSWER_ATTRIBUTE}="${escapeHtml(apiPath)}">${json}</script>`;
}

/**
 * For a page that starts the app on intent: the shell's script tags become a call of its
 * starter with their URLs, and those scripts and the remote's files are prefetched at low
 * priority meanwhile.
 */
export function handScriptsToStarter(
  html: string,
  starter: string,
  remoteHints: string,
  options?: unknown,
): string {
  const scripts: string[] = [];
  const withoutScripts = html.replace(
    /<script defer(?:="defer")? src="([^"]+)"><\/script>/g,
    (_, src: string) => {
      scripts.push(src);
      return '';
    },
  );
  const prefetch = scripts.map((src) => `<link rel="prefetch" href="${escapeHtml(src)}">`).join('');
  const args = options === undefined ? [scripts] : [scripts, options];
  const call = `${starter}(${args.map((arg) => JSON.stringify(arg).replace(/</g, '\\u003c')).join(',')})`;
  return withoutScripts
    .replace('</head>', () => `${prefetch}${remoteHints}</head>`)
    .replace('</body>', () => `<script>${call}</script></body>`);
}

/**
 * The remote's files the shell will ask for once its script runs, requested now in parallel
 * so the page's take-over does not wait for the federation chain one file at a time:
 * preloaded when the app starts with the page, prefetched when it starts on intent.
 */
export function resourceHints(
  rel: 'preload' | 'prefetch',
  manifestUrl: string,
  manifest: RemoteManifest | null,
): string {
  const as = (type: string) => (rel === 'preload' ? ` as="${type}"` : '');
  const links = [`<link rel="${rel}"${as('fetch')} crossorigin href="${escapeHtml(manifestUrl)}">`];
  if (!manifest) return links.join('');
  const base = new URL('.', manifestUrl);
  const entry = manifest.metaData?.remoteEntry;
  const scripts = [
    ...(entry?.name ? [`${entry.path ?? ''}${entry.name}`] : []),
    ...(manifest.exposes ?? []).flatMap((expose) => expose.assets?.js?.sync ?? []),
  ];
  for (const script of scripts) {
    links.push(`<link rel="${rel}"${as('script')} href="${escapeHtml(new URL(script, base).href)}">`);
  }
  return links.join('');
}
