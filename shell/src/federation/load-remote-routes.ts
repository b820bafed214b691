import { loadRemote } from '@module-federation/enhanced/runtime';
import { matchRoutes } from 'react-router-dom';
import {
  mountForPath,
  ROUTES_EXPOSE,
  type RemoteName,
  type RemoteRoute,
  type RemoteRoutesModule,
} from '@facturador/federation';
import { isUnavailableRemote, RemoteUnavailableError } from './unavailable-remote.ts';

const pending = new Map<RemoteName, Promise<RemoteRoutesModule>>();

async function load(remote: RemoteName): Promise<RemoteRoutesModule> {
  const module = await loadRemote<RemoteRoutesModule>(`${remote}/${ROUTES_EXPOSE}`);
  if (!module || isUnavailableRemote(module)) {
    throw new RemoteUnavailableError(remote, module ? module.reason : 'sin módulo');
  }
  return module;
}

/** One promise per remote, so React's `use` sees the same promise on every render. */
export function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRoutesModule> {
  let promise = pending.get(remote);
  if (!promise) {
    // A failed promise stays until "Reintentar" forgets it: React re-renders after a
    // rejection, and a fresh promise each time would retry in a loop.
    promise = load(remote);
    pending.set(remote, promise);
  }
  return promise;
}

export function forgetRemoteRoutes(remote: RemoteName): void {
  pending.delete(remote);
}

/**
 * Starts loading, at boot, the routes of the remote that shows `path` and then the code of its
 * page, beside the session's first check rather than after it: they arrive while the profile
 * request is out (issue 17). A signed-out visitor of a signed-in page is sent to /login
 * instead, so that remote is not fetched for nothing.
 */
export function startLoadingRemoteFor(path: string, hasSession: boolean): void {
  const remote = remoteToLoadAtBoot(path, hasSession);
  if (!remote) return;
  loadRemoteRoutes(remote)
    .then(({ routes }) => preloadPage(routes, path))
    // The page renders a failure (error boundary) when it asks for the same promise.
    .catch(() => undefined);
}

/** The remote `startLoadingRemoteFor` loads: the one showing `path`, when it will be shown. */
export function remoteToLoadAtBoot(path: string, hasSession: boolean): RemoteName | undefined {
  const mount = mountForPath(path);
  return mount && (mount.layout !== 'dashboard' || hasSession) ? mount.remote : undefined;
}

/** Starts loading the code of the page `path` shows (the most specific route, as rendered). */
export function preloadPage(routes: RemoteRoute[], path: string): Promise<unknown> | undefined {
  return matchRoutes(routes, path)?.at(-1)?.route.preload?.();
}
