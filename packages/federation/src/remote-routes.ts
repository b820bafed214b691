import type { ComponentType } from 'react';

/** The container names of the four remotes; also the keys of `remotes` in config.json. */
export const REMOTE_NAMES = ['mf_public', 'mf_auth', 'mf_customer', 'mf_admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The module every remote exposes as `./routes`. */
export const ROUTES_EXPOSE = 'routes';

/** One page of a remote: an absolute path pattern (react-router syntax) and its component. */
export interface RemoteRoute {
  path: string;
  Component: ComponentType;
  /**
   * Starts loading the page's code without rendering it: the shell calls it for the page it
   * is about to show, so the code arrives while the session is still being checked.
   */
  preload?: () => Promise<unknown>;
  /** Spanish document title and meta description; the shell applies them (SPEC.md §2). */
  title?: string;
  description?: string;
  /**
   * The public API path (GET, no session) whose answer the page shows. The page is then
   * rendered per request with that answer (docs/decisions/0010), not only at build time.
   */
  liveData?: string;
}

export interface RemoteRoutesModule {
  routes: RemoteRoute[];
}

/** Build identity injected by the shared build (see @facturador/build-preset). */
export interface BuildStamp {
  app: string;
  id: string;
  timestamp: number;
}
