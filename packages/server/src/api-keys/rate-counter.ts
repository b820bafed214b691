import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** One fixed window of a limit: how many requests it has counted and when it ends. */
export interface WindowCount {
  count: number;
  resetsAt: number;
}

/** Counts requests per bucket in fixed windows aligned on the clock (every instance agrees on them). */
export interface RateCounter {
  hit(bucket: string, now: Date, windowMs: number): Promise<WindowCount>;
}

const windowOf = (now: Date, windowMs: number) => {
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return { start, resetsAt: start + windowMs };
};

/** One instance's counts: what an embedded database (one instance by definition) needs. */
export function memoryRateCounter(): RateCounter {
  const counts = new Map<string, WindowCount>();
  return {
    async hit(bucket, now, windowMs) {
      const { resetsAt } = windowOf(now, windowMs);
      // Past windows are dropped as the clock moves on, so the map holds live buckets only.
      for (const [name, window] of counts) if (window.resetsAt <= now.getTime()) counts.delete(name);
      const current = counts.get(bucket);
      const next = { count: (current?.resetsAt === resetsAt ? current.count : 0) + 1, resetsAt };
      counts.set(bucket, next);
      return next;
    },
  };
}

/**
 * Counts in Redis, shared by every instance: INCR on the window's own key, which expires with
 * the window. While Redis cannot answer, this instance counts in memory (a limit a little
 * looser for those seconds, rather than an API that refuses every key).
 */
export function redisRateCounter(redis: Redis, log: FastifyBaseLogger): RateCounter {
  const fallback = memoryRateCounter();
  let down = false;
  return {
    async hit(bucket, now, windowMs) {
      const { start, resetsAt } = windowOf(now, windowMs);
      const key = `facturador:rate:${bucket}:${start}`;
      // A command sent while Redis is away would wait in ioredis's queue for its return.
      if (redis.status !== 'ready') return fallback.hit(bucket, now, windowMs);
      try {
        const answers = await redis
          .multi()
          .incr(key)
          .pexpire(key, windowMs + 1000)
          .exec();
        const count = Number(answers?.[0]?.[1]);
        if (!Number.isInteger(count)) throw new Error('Redis answered no count');
        if (down) log.info('Redis available again: API key limits counted there');
        down = false;
        return { count, resetsAt };
      } catch (error) {
        if (!down) log.warn({ err: error }, 'Redis unavailable: API key limits counted on this instance');
        down = true;
        return fallback.hit(bucket, now, windowMs);
      }
    },
  };
}
