import { loadRemote } from '@module-federation/enhanced/runtime';
import { ROUTES_EXPOSE, type RemoteName, type RemoteRoutesModule } from '@facturador/federation';
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
