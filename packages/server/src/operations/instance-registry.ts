import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { ApiInstance } from '@facturador/contracts';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import packageJson from '../../package.json' with { type: 'json' };

/** Each instance renews its entry this often; an entry not renewed for INSTANCE_TTL_MS disappears. */
export const HEARTBEAT_MS = 5000;
export const INSTANCE_TTL_MS = 15_000;
const KEY_PREFIX = 'facturador:instance:';
/** A Redis that does not answer by then counts as unavailable for this request. */
const REDIS_TIMEOUT_MS = 1000;

type InstanceRecord = Omit<ApiInstance, 'self'>;

export interface InstanceRegistry {
  readonly self: InstanceRecord;
  /** The instances alive now: every one with a fresh heartbeat in Redis, or only this one without Redis. */
  list(): Promise<{ instances: ApiInstance[]; redis: 'ok' | 'unavailable' | 'not_configured' }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    instances: InstanceRegistry;
  }
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Redis: no answer within ${REDIS_TIMEOUT_MS} ms`)),
        REDIS_TIMEOUT_MS,
      );
    }),
  ]).finally(() => clearTimeout(timer));
}

async function scanKeys(redis: Redis): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `${KEY_PREFIX}*`, 'COUNT', 100);
    keys.push(...batch);
    cursor = next;
  } while (cursor !== '0');
  return keys;
}

/**
 * Each API instance registers itself in Redis (REDIS_URL) with a heartbeat, through the
 * realtime adapter's publisher connection; the Sistema page lists the live ones. Without
 * Redis an instance knows only itself.
 */
export default fp(
  async (app) => {
    const now = () => app.clock.now().toISOString();
    const self: InstanceRecord = {
      id: `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`,
      host: hostname(),
      pid: process.pid,
      version: packageJson.version,
      startedAt: now(),
      lastSeenAt: now(),
    };
    const redis = app.realtime.redisClients[0];
    const key = KEY_PREFIX + self.id;

    const beat = async () => {
      self.lastSeenAt = now();
      if (!redis) return;
      try {
        await withTimeout(redis.set(key, JSON.stringify(self), 'PX', INSTANCE_TTL_MS));
      } catch (error) {
        app.log.warn({ err: error }, 'instance heartbeat not written');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await beat();
      timer = setInterval(() => void beat(), HEARTBEAT_MS);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      // Gone at once from the list, rather than after the TTL.
      if (redis?.status === 'ready') await withTimeout(redis.del(key)).catch(() => undefined);
    });

    const alone = (): ApiInstance[] => [{ ...self, lastSeenAt: now(), self: true }];
    app.decorate('instances', {
      self,
      list: async () => {
        if (!redis) return { instances: alone(), redis: 'not_configured' as const };
        try {
          const keys = await withTimeout(scanKeys(redis));
          const values = keys.length > 0 ? await withTimeout(redis.mget(keys)) : [];
          const instances = values
            .flatMap((value) => (value ? [JSON.parse(value) as InstanceRecord] : []))
            .map((instance) => ({ ...instance, self: instance.id === self.id }));
          if (!instances.some((instance) => instance.self)) instances.push(...alone());
          instances.sort((a, b) => a.startedAt.localeCompare(b.startedAt));
          return { instances, redis: 'ok' as const };
        } catch (error) {
          app.log.warn({ err: error }, 'instance list unavailable');
          return { instances: alone(), redis: 'unavailable' as const };
        }
      },
    } satisfies InstanceRegistry);
  },
  { name: 'instances', dependencies: ['realtime', 'services'] },
);
