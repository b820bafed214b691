/**
 * The builds this page runs, as the BuildWatcher last saw them, for whoever reports them
 * (the realtime connection tells the API, which shows on the Sistema page which open tabs
 * have picked up a release).
 */
type Listener = (builds: Record<string, string>) => void;

let current: Record<string, string> = {};
const listeners = new Set<Listener>();

const same = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([app, id]) => b[app] === id);

export function setRunningBuilds(builds: Record<string, string>): void {
  if (same(builds, current)) return;
  current = { ...builds };
  for (const listener of listeners) listener(current);
}

export function runningBuilds(): Record<string, string> {
  return current;
}

/** Calls `listener` on every change; returns the unsubscribe. */
export function onRunningBuilds(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
