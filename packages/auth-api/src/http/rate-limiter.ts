import { CLIENT_RATE_LIMIT_MAX_REQUESTS, CLIENT_RATE_LIMIT_WINDOW_MS } from '../constants.ts';

/** SPEC.md §8: at most 10 requests per method+path in any 60 s, counted on this client. */
export function createRateLimiter(now: () => number = Date.now) {
  const sent = new Map<string, number[]>();
  return {
    tryAcquire(key: string): boolean {
      const since = now() - CLIENT_RATE_LIMIT_WINDOW_MS;
      const recent = (sent.get(key) ?? []).filter((time) => time > since);
      if (recent.length >= CLIENT_RATE_LIMIT_MAX_REQUESTS) {
        sent.set(key, recent);
        return false;
      }
      recent.push(now());
      sent.set(key, recent);
      return true;
    },
  };
}
