import { ROUTE_PATHS, type RealtimeEvent } from '@facturador/contracts';
import {
  REALTIME_DEDUP_CACHE_MAX_ENTRIES,
  REALTIME_DEDUP_WINDOW_MS,
  REALTIME_PROFILE_UPDATE_BUCKET_MS,
} from '../constants.ts';
import { accountDisabledPath } from '../auth/login-errors.ts';
import { requestMessages, statusMessages } from '../messages.ts';

/**
 * SPEC.md §4: the same type, timestamp and user within 5 s is a duplicate; profile updates
 * count per 2 s bucket; permissions_changed is never a duplicate. The cache is pruned when it
 * grows above 50 entries.
 */
export function createRealtimeEventFilter(now: () => number = Date.now) {
  const seen = new Map<string, number>();

  const prune = () => {
    if (seen.size <= REALTIME_DEDUP_CACHE_MAX_ENTRIES) return;
    const cutoff = now() - REALTIME_DEDUP_WINDOW_MS;
    for (const [key, at] of seen) if (at <= cutoff) seen.delete(key);
    // Still too many (a burst): drop the oldest.
    for (const key of seen.keys()) {
      if (seen.size <= REALTIME_DEDUP_CACHE_MAX_ENTRIES) break;
      seen.delete(key);
    }
  };

  return {
    /** True when the event should be handled. */
    accept(event: RealtimeEvent): boolean {
      if (event.type === 'permissions_changed') return true;
      const stamp =
        event.type === 'profile_updated'
          ? `b${Math.floor(event.timestamp / REALTIME_PROFILE_UPDATE_BUCKET_MS)}`
          : String(event.timestamp);
      const key = `${event.type}|${stamp}|${event.userId}`;
      const at = seen.get(key);
      // Stryker disable next-line ConditionalExpression: now() - undefined is NaN, never under the window
      if (at !== undefined && now() - at < REALTIME_DEDUP_WINDOW_MS) return false;
      seen.delete(key);
      seen.set(key, now());
      prune();
      return true;
    },
    size: () => seen.size,
  };
}

export type RealtimeEventFilter = ReturnType<typeof createRealtimeEventFilter>;

/** What an event does to the session (SPEC.md §4), as data. */
export type RealtimeDecision =
  | { action: 'logout'; message: string; redirectTo: string }
  | { action: 'recheck-session'; ifUnauthenticated: { message: string; redirectTo: string } }
  | { action: 'refetch-profile'; reevaluateRoute: boolean }
  /**
   * Data changed, not the session: the event's keys are refreshed through the query cache, at
   * most once per LIVE_REFRESH_INTERVAL_MS each (live-refresh.ts), and nothing else happens.
   */
  | { action: 'refresh-data' }
  /** The system settings changed: every page's copy is fetched again. */
  | { action: 'reload-settings' };

export function decideRealtimeEvent(event: RealtimeEvent): RealtimeDecision {
  switch (event.type) {
    case 'force_logout':
      return { action: 'logout', message: requestMessages.forcedLogout, redirectTo: ROUTE_PATHS.login };
    case 'account_deleted':
      return {
        action: 'logout',
        message: statusMessages.accountDeleted,
        redirectTo: accountDisabledPath('account_deleted'),
      };
    case 'session_expired':
    case 'account_deactivated':
      return {
        action: 'recheck-session',
        ifUnauthenticated: { message: requestMessages.sessionExpired, redirectTo: ROUTE_PATHS.login },
      };
    case 'profile_updated':
    case 'permissions_changed':
      // SPEC.md does not say it of permissions_changed: a lost role must also leave the pages
      // it opened.
      return { action: 'refetch-profile', reevaluateRoute: true };
    case 'billing_updated':
    case 'companies_changed':
    case 'document_updated':
    case 'despatch_updated':
      return { action: 'refresh-data' };
    case 'settings_updated':
      return { action: 'reload-settings' };
  }
}
