import { describe, expect, it } from '@jest/globals';
import { createRateLimiter } from '../src/http/rate-limiter.ts';

describe('client rate limit (SPEC.md §8, §9)', () => {
  it('lets 10 requests per key through in any 60 s, counting each key apart', () => {
    const clock = { now: 0 };
    const limiter = createRateLimiter(() => clock.now);
    const tries = (key: string, count: number) =>
      Array.from({ length: count }, () => limiter.tryAcquire(key));
    expect(tries('GET /users', 10)).toEqual(Array(10).fill(true));
    expect(limiter.tryAcquire('GET /users')).toBe(false);
    expect(limiter.tryAcquire('POST /users')).toBe(true);
    clock.now = 59_999;
    expect(limiter.tryAcquire('GET /users')).toBe(false);
    // The first ten leave the window together.
    clock.now = 60_000;
    expect(tries('GET /users', 10)).toEqual(Array(10).fill(true));
    expect(limiter.tryAcquire('GET /users')).toBe(false);
  });

  it('does not count refused requests', () => {
    const clock = { now: 0 };
    const limiter = createRateLimiter(() => clock.now);
    for (let i = 0; i < 10; i += 1) limiter.tryAcquire('GET /plans');
    clock.now = 30_000;
    expect(limiter.tryAcquire('GET /plans')).toBe(false);
    clock.now = 60_000;
    expect(limiter.tryAcquire('GET /plans')).toBe(true);
  });

  it('says how long until a refused key may go again: until the oldest request of the window leaves it', () => {
    const clock = { now: 0 };
    const limiter = createRateLimiter(() => clock.now);
    expect(limiter.waitFor('GET /documents')).toBe(0);
    for (let i = 0; i < 10; i += 1) {
      limiter.tryAcquire('GET /documents');
      clock.now += 1_000;
    }
    // Sent at 0 s … 9 s; now 10 s: the one sent at 0 s leaves the window at 60 s.
    expect(limiter.waitFor('GET /documents')).toBe(50_000);
    expect(limiter.waitFor('GET /totals')).toBe(0);
    clock.now = 60_000;
    expect(limiter.waitFor('GET /documents')).toBe(0);
    expect(limiter.tryAcquire('GET /documents')).toBe(true);
    expect(limiter.waitFor('GET /documents')).toBe(1_000);
  });
});
