import { readFile } from 'node:fs/promises';
import {
  endpoints,
  parseRuntimeConfig,
  publicSettingsResponseSchema,
  type RuntimeConfig,
} from '@facturador/contracts';

/*
 * What both compositions share — the prerendered page (prerendered-document.ts) and the signed-in
 * one (signed-in-document.ts): reading the request, config.json and the remotes, escaping, and
 * the script and hint tags. The two compose on top of it, so neither imports the other's parts.
 */

/** A remote that does not answer this fast is left out: the page then renders in the browser. */
const REMOTE_TIMEOUT_MS = 1500;

/**
 * How long a signed-in page waits for the API and the remote's render (docs/decisions/0039).
 * Longer than a static part's: the page's data is what the browser would wait for anyway, and
 * a busy API answering in 2 s made a person without JavaScript get the plain shell instead.
 */
export const SIGNED_IN_TIMEOUT_MS = 6000;

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

export async function fetchFrom<T>(
  url: URL,
  as: 'json' | 'text',
  init: RequestInit = {},
  timeoutMs = REMOTE_TIMEOUT_MS,
): Promise<T | null> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
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
