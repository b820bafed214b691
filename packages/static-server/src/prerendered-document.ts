import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RuntimeConfig } from '@facturador/contracts';
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
import {
  configValue,
  escapeHtml,
  fetchFrom,
  handScriptsToStarter,
  readDeploymentConfig,
  readJson,
  resourceHints,
  storedSupportContacts,
  type ComposedDocument,
  type DocumentRequest,
  type RemoteManifest,
} from './document-parts.ts';
import { composeSignedInDocument } from './signed-in-document.ts';

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
