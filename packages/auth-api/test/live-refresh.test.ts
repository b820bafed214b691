import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { LIVE_REFRESH_INTERVAL_MS } from '../src/constants.ts';
import { createLiveRefresh } from '../src/realtime/live-refresh.ts';

beforeEach(() => {
  jest.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  jest.useRealTimers();
});

/** A query on screen under `key`: how many times it was read, and a way to hold a read open. */
function shownQuery(queryClient: QueryClient, key: readonly unknown[]) {
  const reads = { count: 0, at: [] as number[], hold: null as null | Promise<void> };
  const observer = new QueryObserver(queryClient, {
    queryKey: key,
    queryFn: async () => {
      reads.count += 1;
      reads.at.push(Date.now());
      await reads.hold;
      return reads.count;
    },
  });
  const unsubscribe = observer.subscribe(() => {});
  return { reads, unsubscribe };
}

describe('live refresh (issue 39)', () => {
  it('refreshes the first event at once and gathers a burst into one refresh per interval', async () => {
    const queryClient = new QueryClient();
    const list = shownQuery(queryClient, ['documents', 'list']);
    const other = shownQuery(queryClient, ['companies']);
    await jest.advanceTimersByTimeAsync(0);
    expect(list.reads.count).toBe(1);
    const live = createLiveRefresh(queryClient, { now: Date.now });

    live.request(['documents']);
    await jest.advanceTimersByTimeAsync(0);
    expect(list.reads.count).toBe(2);
    // 15 more documents in the next 20 s: one read at 10 s, one at 20 s, nothing in between.
    for (let second = 1; second <= 20; second += 1) {
      await jest.advanceTimersByTimeAsync(1000);
      if (second <= 15) live.request(['documents']);
      if (second === 9) expect(list.reads.count).toBe(2);
    }
    expect(list.reads.count).toBe(4);
    await jest.advanceTimersByTimeAsync(5 * LIVE_REFRESH_INTERVAL_MS);
    expect(list.reads.count).toBe(4);
    // Another key has its own pace, and a key alone after a quiet spell is refreshed at once.
    expect(other.reads.count).toBe(1);
    live.request(['companies']);
    live.request(['documents']);
    await jest.advanceTimersByTimeAsync(0);
    expect([list.reads.count, other.reads.count]).toEqual([5, 2]);
    list.unsubscribe();
    other.unsubscribe();
  });

  it('never sends more than 6 reads of a key in any minute, however many events come', async () => {
    const queryClient = new QueryClient();
    const list = shownQuery(queryClient, ['documents', 'list']);
    await jest.advanceTimersByTimeAsync(0);
    const live = createLiveRefresh(queryClient, { now: Date.now });
    for (let tick = 0; tick < 3 * 60 * 4; tick += 1) {
      live.request(['documents']);
      await jest.advanceTimersByTimeAsync(250);
    }
    const readAt = list.reads.at.slice(1);
    const inMinuteTo = (at: number) => readAt.filter((time) => time > at - 60_000 && time <= at).length;
    const mostInAMinute = Math.max(...readAt.map(inMinuteTo));
    expect(mostInAMinute).toBe(6);
    list.unsubscribe();
  });

  it('waits for a read already on its way, which may have left before the change', async () => {
    const queryClient = new QueryClient();
    const list = shownQuery(queryClient, ['documents', 'list']);
    await jest.advanceTimersByTimeAsync(0);
    let release = () => {};
    list.reads.hold = new Promise<void>((resolve) => (release = resolve));
    void queryClient.refetchQueries({ queryKey: ['documents'] });
    await jest.advanceTimersByTimeAsync(0);
    expect(list.reads.count).toBe(2);
    const live = createLiveRefresh(queryClient, { now: Date.now });
    live.request(['documents']);
    await jest.advanceTimersByTimeAsync(3000);
    expect(list.reads.count).toBe(2);
    list.reads.hold = null;
    release();
    await jest.advanceTimersByTimeAsync(1000);
    expect(list.reads.count).toBe(3);
    list.unsubscribe();
  });

  it('forgets what is pending when the session stops', async () => {
    const queryClient = new QueryClient();
    const list = shownQuery(queryClient, ['documents', 'list']);
    await jest.advanceTimersByTimeAsync(0);
    const live = createLiveRefresh(queryClient, { now: Date.now });
    live.request(['documents']);
    live.request(['documents']);
    live.stop();
    await jest.advanceTimersByTimeAsync(2 * LIVE_REFRESH_INTERVAL_MS);
    expect(list.reads.count).toBe(2);
    list.unsubscribe();
  });
});
