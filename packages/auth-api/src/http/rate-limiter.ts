import { CLIENT_RATE_LIMIT_MAX_REQUESTS, CLIENT_RATE_LIMIT_WINDOW_MS } from '../constants.ts';

/** SPEC.md §8: at most 10 requests per method+path in any 60 s, counted on this client. */
export function createRateLimiter(now: () => number = Date.now) {
  const sent = new Map<string, number[]>();
  return {
    tryAcquire(key: string): boolean {
      const since = now() - CLIENT_RATE_LIMIT_WINDOW_MS;
      // Stryker disable next-line ArrayDeclaration: any list of non-times filters down to []
      const recent = (sent.get(key) ?? []).filter((time) => time > since);
      if (recent.length >= CLIENT_RATE_LIMIT_MAX_REQUESTS) {
        // Only drops expired times, which the next call filters out anyway.
        // Stryker disable next-line CallExpression: no behaviour to pin (see above)
        sent.set(key, recent);
        return false;
      }
      recent.push(now());
      sent.set(key, recent);
      return true;
    },
    /**
     * How long until `key` may be sent again: 0 when it may now, else until the oldest request
     * of the window leaves it (issue 39: a refused read is tried again then, not given up).
     */
    waitFor(key: string): number {
      const since = now() - CLIENT_RATE_LIMIT_WINDOW_MS;
      const recent = (sent.get(key) ?? []).filter((time) => time > since);
      if (recent.length < CLIENT_RATE_LIMIT_MAX_REQUESTS) return 0;
      return recent[recent.length - CLIENT_RATE_LIMIT_MAX_REQUESTS]! - since;
    },
  };
}
