import { afterEach, describe, expect, it } from '@jest/globals';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { z } from 'zod';
import { RATE_LIMITED_READ_RETRIES } from '../src/constants.ts';
import { ApiError } from '../src/http/api-error.ts';
import { createHttpClient } from '../src/http/http-client.ts';
import { queryRetry } from '../src/http/query-retry.ts';
import type { RefreshResult } from '../src/tokens/token-refresher.ts';
import { startTestServer, type Handler } from './http-server.ts';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const documents = { method: 'GET', path: '/companies/c1/documents', answer: z.unknown() } as const;

/** The suite's client on a clock that runs with real time plus a jump the test may make. */
async function setup(handler: Handler) {
  server = await startTestServer(handler);
  const clock = { jump: 0 };
  const client = createHttpClient(server.url, {
    tokens: {
      getAccessToken: () => 'access',
      getRefreshToken: () => null,
      setTokens: () => {},
      clear: () => {},
    },
    refresh: async (): Promise<RefreshResult> => 'rejected',
    onSessionRejected: () => {},
    now: () => Date.now() + clock.jump,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { ...queryRetry } } });
  return { client, clock, queryClient, server };
}

/** Resolves with the query's state once it is no longer fetching, and the most failures it saw. */
function settled(observer: QueryObserver<unknown, Error, unknown, unknown, string[]>) {
  let failures = 0;
  return new Promise<{ status: string; failures: number }>((resolve) => {
    const unsubscribe = observer.subscribe((result) => {
      failures = Math.max(failures, result.failureCount);
      if (result.fetchStatus !== 'idle') return;
      unsubscribe();
      resolve({ status: result.status, failures });
    });
  });
}

describe('the suite’s retry rule for reads (issue 39)', () => {
  it('sends a read the client’s own limit refused again once the window allows, instead of failing', async () => {
    const { client, clock, queryClient, server } = await setup(() => ({ body: { success: true } }));
    const first = Date.now();
    for (let page = 1; page <= 10; page += 1) await client.call(documents, { query: { page } } as never);
    // The first of the ten was sent 59.5 s ago: the window frees a place within 0.5 s.
    clock.jump = first + 59_500 - Date.now();
    const observer = new QueryObserver(queryClient, {
      queryKey: ['documents', 'list'],
      queryFn: () => client.call(documents, { query: { page: 11 } } as never),
    });
    // Refused once, then sent when the window allowed.
    expect(await settled(observer)).toEqual({ status: 'success', failures: 1 });
    expect(server.calls()).toHaveLength(11);
  });

  it('tries a refused read a few times at most, and any other failure once more', () => {
    const refused = new ApiError('Demasiadas peticiones.', 429, {
      code: 'CLIENT_RATE_LIMITED',
      retryAfterMs: 1_234,
    });
    const tries = (error: Error) =>
      Array.from({ length: RATE_LIMITED_READ_RETRIES + 1 }, (_, count) => queryRetry.retry(count, error));
    expect(tries(refused)).toEqual([...Array(RATE_LIMITED_READ_RETRIES).fill(true), false]);
    expect(queryRetry.retryDelay(0, refused)).toBe(1_234);
    const failed = new ApiError('Error interno', 500);
    expect(tries(failed)).toEqual([true, ...Array(RATE_LIMITED_READ_RETRIES).fill(false)]);
    expect(queryRetry.retryDelay(0, failed)).toBe(1_000);
    expect(queryRetry.retryDelay(1, failed)).toBe(2_000);
  });

  it('stops trying once nobody shows the query any more', async () => {
    const { client, clock, queryClient, server } = await setup(() => ({ body: { success: true } }));
    const first = Date.now();
    for (let page = 1; page <= 10; page += 1) await client.call(documents, { query: { page } } as never);
    clock.jump = first + 59_500 - Date.now();
    const observer = new QueryObserver(queryClient, {
      queryKey: ['documents', 'list'],
      queryFn: () => client.call(documents, { query: { page: 11 } } as never),
    });
    const query = () => queryClient.getQueryCache().find({ queryKey: ['documents', 'list'] });
    // The page goes away while the read waits for the window.
    await new Promise<void>((resolve) => {
      const unsubscribe = observer.subscribe((result) => {
        if (result.failureCount === 0) return;
        unsubscribe();
        resolve();
      });
    });
    // The wait ends without a try: the read gives up instead of being sent for nobody.
    await new Promise<void>((resolve) => {
      const unsubscribe = queryClient.getQueryCache().subscribe(() => {
        if (query()?.state.fetchStatus !== 'idle') return;
        unsubscribe();
        resolve();
      });
    });
    expect(query()?.state.status).toBe('error');
    expect(server.calls()).toHaveLength(10);
  });
});
