import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { endpoints, findRoutePattern, type RuntimeConfig } from '@facturador/contracts';
import {
  CONFIG_PLACEHOLDER,
  PAGE_OUTLET,
  PAGES_INDEX,
  PRERENDER_FOLDER,
  PRERENDERED_PATH_ATTRIBUTE,
  RENDERED_SESSION_ATTRIBUTE,
  SESSION_RENDER_ENDPOINT,
  type PrerenderedLayouts,
  type PrerenderedPages,
  type RenderedSessionDocument,
  type RenderLayout,
  type SessionRender,
  type SessionRenderRequest,
  type StarterLiveOptions,
} from '@facturador/federation';
import {
  configValue,
  escapeHtml,
  fetchFrom,
  handScriptsToStarter,
  readDeploymentConfig,
  resourceHints,
  SIGNED_IN_TIMEOUT_MS,
  storedSupportContacts,
  type DocumentRequest,
  type RemoteManifest,
} from './document-parts.ts';

type Mount = PrerenderedLayouts['mounts'][number];

/**
 * The shell's own layout renderer (its build's live-render module, run in this process). A
 * new build is a new file, loaded on its first request.
 */
async function renderShellLayout(
  prerendered: string,
  renderModule: string,
  request: Parameters<RenderLayout>[0],
): Promise<string | null> {
  try {
    const module = (await import(join(prerendered, renderModule))) as { renderLayout?: RenderLayout };
    return (await module.renderLayout?.(request)) ?? null;
  } catch (error) {
    console.error('The signed-in layout could not be rendered:', error);
    return null;
  }
}

/** The person's profile if the API accepts this access token now, else null. */
async function confirmedProfile(config: RuntimeConfig, accessToken: string): Promise<unknown> {
  const url = new URL(`${config.apiBaseUrl.replace(/\/$/, '')}${endpoints.getProfile.path}`);
  const answer = await fetchFrom<unknown>(
    url,
    'json',
    { headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' } },
    SIGNED_IN_TIMEOUT_MS,
  );
  return endpoints.getProfile.answer.safeParse(answer).success ? answer : null;
}

/** What the page was rendered with, for the app to start from (JSON, `<` escaped). */
function renderedSessionScript(state: RenderedSessionDocument): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" ${RENDERED_SESSION_ATTRIBUTE}>${json}</script>`;
}

/**
 * A signed-in page as one person sees it (docs/decisions/0039): the API confirms the access
 * token of the request's cookie and answers the profile; the shell renders its layout for that
 * person (the menu of their roles) while the remote's server renders the page with their data;
 * the document carries the profile and the page's queries for the app to start from, and hands
 * the scripts to the starter, which listens to the realtime socket meanwhile. Null (the plain
 * shell, as without this) when there is no token, the API refuses it or does not answer, or
 * any part cannot be had in time. The token is passed on to the API and to the remote's render
 * request only.
 */
export async function composeSignedInDocument(
  shellRoot: string,
  configFile: string,
  pathname: string,
  index: PrerenderedLayouts,
  mount: Mount,
  request: DocumentRequest,
): Promise<string | null> {
  const accessToken = index.accessCookie ? request.cookie(index.accessCookie) : null;
  if (!accessToken || !index.renderModule || !index.starter || !index.realtimeNamespace) return null;
  const config = await readDeploymentConfig(configFile);
  const remotes: Readonly<Record<string, string>> = config?.remotes ?? {};
  const manifestUrl = remotes[mount.remote];
  if (!config || !manifestUrl) return null;
  const remoteBase = new URL('.', manifestUrl);
  const [profile, pages] = await Promise.all([
    confirmedProfile(config, accessToken),
    fetchFrom<PrerenderedPages>(
      new URL(`${PRERENDER_FOLDER}/${PAGES_INDEX}`, remoteBase),
      'json',
      {},
      SIGNED_IN_TIMEOUT_MS,
    ),
  ]);
  const sessionPages = pages?.pages.filter((candidate) => candidate.session) ?? [];
  const route = findRoutePattern(
    sessionPages.map((candidate) => candidate.path),
    pathname,
  );
  const page = route && sessionPages.find((candidate) => candidate.path === route.pattern);
  if (profile === null || !page) return null;

  const checkedAt = Date.now();
  const prerendered = join(shellRoot, PRERENDER_FOLDER);
  const renderRequest: SessionRenderRequest = {
    path: pathname,
    apiBaseUrl: config.apiBaseUrl,
    accessToken,
    profile,
    checkedAt,
  };
  const [layout, rendered, manifest, shellHtml, support, starter] = await Promise.all([
    renderShellLayout(prerendered, index.renderModule, {
      layout: mount.layout,
      path: pathname,
      profile,
      checkedAt,
    }),
    fetchFrom<SessionRender>(
      new URL(`${PRERENDER_FOLDER}/${SESSION_RENDER_ENDPOINT}`, remoteBase),
      'json',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(renderRequest),
      },
      SIGNED_IN_TIMEOUT_MS,
    ),
    fetchFrom<RemoteManifest>(new URL(manifestUrl), 'json'),
    readFile(join(shellRoot, 'index.html'), 'utf8'),
    storedSupportContacts(config),
    readFile(join(prerendered, index.starter), 'utf8'),
  ]);
  if (layout === null || rendered === null || typeof rendered.html !== 'string') {
    // The person was confirmed, so this is a fault or a late answer, not a signed-out visit.
    console.warn(
      JSON.stringify({
        level: 'warn',
        msg: 'signed-in page served plain: a part failed or was late',
        path: pathname,
      }),
    );
    return null;
  }

  const body = layout
    .replace(PAGE_OUTLET, () => rendered.html)
    .replace(CONFIG_PLACEHOLDER, (_, path: string) =>
      escapeHtml(configValue(support ? { ...config, support } : config, path)),
    );
  const title = page.title ? index.titleTemplate.replace('%s', page.title) : null;
  const state: RenderedSessionDocument = { profile, checkedAt, queries: rendered.queries };
  const html = shellHtml
    .replace(/<title>[^<]*<\/title>/, (tag) => (title ? `<title>${escapeHtml(title)}</title>` : tag))
    .replace(/(<meta name="description" content=")[^"]*/, (meta, start: string) =>
      page.description ? start + escapeHtml(page.description) : meta,
    )
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="${escapeHtml(pathname)}">${body}</div>` +
        renderedSessionScript(state),
    );
  const live: StarterLiveOptions = {
    api: config.apiBaseUrl,
    cookie: index.accessCookie ?? '',
    namespace: index.realtimeNamespace,
  };
  return handScriptsToStarter(html, starter, resourceHints('prefetch', manifestUrl, manifest), live);
}
