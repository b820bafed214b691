import type { QueryClient } from '@tanstack/react-query';
import type { HttpClient } from '../http/http-client.ts';
import type { RealtimeEventFilter } from '../realtime/event-rules.ts';
import type { LiveRefresh } from '../realtime/live-refresh.ts';
import type { CrossTabSync } from '../sync/cross-tab.ts';
import type { TokenSync } from '../sync/token-sync.ts';
import type { TokenRefresher } from '../tokens/token-refresher.ts';
import type { TokenStore } from '../tokens/token-storage.ts';

/**
 * What the session's units share, set once by `startAuthSession` (the shell calls it at
 * boot with config.json's addresses and its QueryClient). Each unit takes the parts it needs;
 * none of them acts on an outcome (see auth-outcome.ts).
 */
export interface SessionDeps {
  client: HttpClient;
  tokens: TokenStore;
  refresher: TokenRefresher;
  queryClient: QueryClient;
  crossTab: CrossTabSync;
  tokenSync: TokenSync;
  /** SPEC.md §4: duplicate realtime events are ignored. */
  realtimeFilter: RealtimeEventFilter;
  /** Issue 39: what data events make stale, refreshed at most once per interval per key. */
  liveRefresh: LiveRefresh;
  now: () => number;
  /** The route the user is on (path and query). */
  currentPath: () => string;
  /** The profile over the realtime socket while it is connected (SPEC.md §7), else null. */
  profileOverSocket: () => Promise<unknown> | null;
}

let current: SessionDeps | null = null;

export function setSessionDeps(deps: SessionDeps | null): void {
  current = deps;
}

export function sessionDeps(): SessionDeps {
  if (!current) throw new Error('startAuthSession() debe llamarse antes de usar @facturador/auth-api');
  return current;
}
