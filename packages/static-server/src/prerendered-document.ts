import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  CONFIG_PLACEHOLDER,
  LAYOUTS_INDEX,
  PAGE_OUTLET,
  PAGES_INDEX,
  PRERENDER_FOLDER,
  PRERENDERED_PATH_ATTRIBUTE,
  type PrerenderedLayouts,
  type PrerenderedPages,
} from '@facturador/federation';

/** A remote that does not answer this fast is left out: the page then renders in the browser. */
const REMOTE_TIMEOUT_MS = 1500;

interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { assets?: { js?: { sync?: string[] } } }[];
}

export interface DeploymentConfig {
  remotes?: Record<string, string>;
  [key: string]: unknown;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

async function fetchFrom<T>(url: URL, as: 'json' | 'text'): Promise<T | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) });
    if (!response.ok) return null;
    return (as === 'json' ? await response.json() : await response.text()) as T;
  } catch {
    return null;
  }
}

async function readJson<T>(path: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as T;
  } catch {
    return null;
  }
}

function configValue(config: DeploymentConfig, path: string): string {
  const value = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], config);
  return typeof value === 'string' ? value : '';
}

/**
 * The shell's index.html with a remote's prerendered page already inside its layout, or null
 * when the path has none (docs/decisions/0010). Read fresh on every request, from the
 * remote's current deployment: redeploying the remote, or pointing config.json at another
 * build, changes the next document served.
 */
export async function composePrerenderedDocument(
  shellRoot: string,
  config: DeploymentConfig,
  pathname: string,
): Promise<string | null> {
  const prerendered = join(shellRoot, PRERENDER_FOLDER);
  const index = await readJson<PrerenderedLayouts>(join(prerendered, LAYOUTS_INDEX));
  const mount = index?.mounts.find((candidate) => candidate.paths.includes(pathname));
  const layoutFile = mount && index?.layouts[mount.layout];
  const manifestUrl = mount && config.remotes?.[mount.remote];
  if (!index || !layoutFile || !manifestUrl) return null;

  const remoteBase = new URL('.', manifestUrl);
  const pages = await fetchFrom<PrerenderedPages>(
    new URL(`${PRERENDER_FOLDER}/${PAGES_INDEX}`, remoteBase),
    'json',
  );
  const page = pages?.pages.find((candidate) => candidate.path === pathname);
  if (!page) return null;
  const [fragment, manifest, layout, shellHtml] = await Promise.all([
    fetchFrom<string>(new URL(`${PRERENDER_FOLDER}/${page.file}`, remoteBase), 'text'),
    fetchFrom<RemoteManifest>(new URL(manifestUrl), 'json'),
    readFile(join(prerendered, layoutFile), 'utf8'),
    readFile(join(shellRoot, 'index.html'), 'utf8'),
  ]);
  if (fragment === null) return null;

  const body = layout
    .replace(PAGE_OUTLET, () => fragment)
    .replace(CONFIG_PLACEHOLDER, (_, path: string) => escapeHtml(configValue(config, path)));
  const title = page.title ? index.titleTemplate.replace('%s', page.title) : null;
  return shellHtml
    .replace(/<title>[^<]*<\/title>/, (tag) => (title ? `<title>${escapeHtml(title)}</title>` : tag))
    .replace(/(<meta name="description" content=")[^"]*/, (meta, start: string) =>
      page.description ? start + escapeHtml(page.description) : meta,
    )
    .replace('</head>', () => `${preloadLinks(manifestUrl, manifest)}</head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="${escapeHtml(pathname)}">${body}</div>`,
    );
}

/**
 * The remote's files the shell will ask for once its script runs, requested now in parallel
 * so the page's take-over does not wait for the federation chain one file at a time.
 */
function preloadLinks(manifestUrl: string, manifest: RemoteManifest | null): string {
  const links = [`<link rel="preload" as="fetch" crossorigin href="${escapeHtml(manifestUrl)}">`];
  if (!manifest) return links.join('');
  const base = new URL('.', manifestUrl);
  const entry = manifest.metaData?.remoteEntry;
  const scripts = [
    ...(entry?.name ? [`${entry.path ?? ''}${entry.name}`] : []),
    ...(manifest.exposes ?? []).flatMap((expose) => expose.assets?.js?.sync ?? []),
  ];
  for (const script of scripts) {
    links.push(`<link rel="preload" as="script" href="${escapeHtml(new URL(script, base).href)}">`);
  }
  return links.join('');
}
