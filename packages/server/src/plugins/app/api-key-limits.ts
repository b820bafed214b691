import fp from 'fastify-plugin';
import { memoryRateCounter, redisRateCounter, type RateCounter } from '../../api-keys/rate-counter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests per API key and minute on /v1: in Redis when REDIS_URL is set, else in memory. */
    apiKeyCounter: RateCounter;
  }
}

/** Redis is the real-time adapter's publisher (a connection that never subscribes). */
export default fp(
  async (app) => {
    const [publisher] = app.realtime.redisClients;
    app.decorate('apiKeyCounter', publisher ? redisRateCounter(publisher, app.log) : memoryRateCounter());
  },
  { name: 'api-key-limits', dependencies: ['realtime'] },
);
