import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { LIVE_REFRESH_BUSY_DELAY_MS, LIVE_REFRESH_INTERVAL_MS } from '../constants.ts';

interface KeyState {
  key: QueryKey;
  /** When this key's open queries were last sent for; -Infinity before the first time. */
  last: number;
  timer: ReturnType<typeof setTimeout> | null;
}

/**
 * Issue 39: what realtime events make stale is refreshed through the query cache, at most once
 * per `intervalMs` for each key (a throttle with both edges). The first event of a quiet spell
 * refreshes at once; every event within the interval after it is gathered into one refresh at
 * the interval's end, so a burst of 15 documents in 20 s costs the Listado three reads, not 15,
 * and never spends the client's 10 calls a minute per path (SPEC.md §8) that the person's own
 * actions need. The events carry no data to patch the cache with (type, time and user only).
 */
export function createLiveRefresh(
  queryClient: QueryClient,
  { intervalMs = LIVE_REFRESH_INTERVAL_MS, now = Date.now }: { intervalMs?: number; now?: () => number } = {},
) {
  const keys = new Map<string, KeyState>();

  const schedule = (state: KeyState, delay: number) => {
    state.timer = setTimeout(() => refresh(state), delay);
  };

  function refresh(state: KeyState): void {
    state.timer = null;
    // A read already on its way may have left before the change: refresh after it, not with it.
    if (queryClient.isFetching({ queryKey: state.key }) > 0) {
      schedule(state, LIVE_REFRESH_BUSY_DELAY_MS);
      return;
    }
    state.last = now();
    void queryClient.invalidateQueries({ queryKey: state.key }, { cancelRefetch: false });
  }

  return {
    /** `key` changed on the server: its open queries read it again, now or at the interval's end. */
    request(key: QueryKey): void {
      const id = hashKey(key);
      const state = keys.get(id) ?? { key, last: -Infinity, timer: null };
      keys.set(id, state);
      if (state.timer) return;
      const wait = state.last + intervalMs - now();
      if (wait <= 0) refresh(state);
      else schedule(state, wait);
    },
    /** Forgets what is pending (the session ended). */
    stop(): void {
      for (const state of keys.values()) if (state.timer) clearTimeout(state.timer);
      keys.clear();
    },
  };
}

export type LiveRefresh = ReturnType<typeof createLiveRefresh>;
