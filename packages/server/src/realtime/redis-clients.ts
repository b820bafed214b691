import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * A Redis client whose failed commands never become unhandled rejections. The Socket.IO Redis
 * adapter publishes and subscribes without looking at the answer; while Redis is down ioredis
 * keeps those commands queued and, after `maxRetriesPerRequest` reconnection attempts, rejects
 * them — which, unhandled, would end the API process (Node's default) just because Redis went
 * away. A caller that awaits a command still gets its rejection.
 */
class CarefulRedis extends Redis {
  override sendCommand(...args: Parameters<Redis['sendCommand']>): unknown {
    const answer = super.sendCommand(...args);
    if (answer instanceof Promise) answer.catch(() => {});
    return answer;
  }
}

/** Logs an outage once when it begins and once when it ends, not every reconnection attempt. */
function logOutages(client: Redis, role: string, log: FastifyBaseLogger): void {
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: error, redis: role }, 'Redis unavailable: real-time events stay on this instance');
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info({ redis: role }, 'Redis available again');
  });
}

/**
 * The publisher and subscriber of the Socket.IO Redis adapter. ioredis reconnects on its own
 * and resubscribes the subscriber (autoResubscribe), so events cross instances again once
 * Redis is back, without a restart.
 */
export function createRedisClients(url: string, log: FastifyBaseLogger): { pub: Redis; sub: Redis } {
  const pub = new CarefulRedis(url);
  const sub = new CarefulRedis(url);
  logOutages(pub, 'publisher', log);
  logOutages(sub, 'subscriber', log);
  return { pub, sub };
}
