import fp from 'fastify-plugin';
import { SessionCache } from '../../auth/session-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Session validity and user records for authenticate() and refresh. Whatever ends a
     * session or changes a user awaits `forgetUsers` after committing (docs/decisions/0024).
     */
    sessionCache: SessionCache;
  }
}

/** This instance's cache; what other instances forget reaches it through realtime's peer messages. */
export default fp(
  async (app) => {
    const cache = new SessionCache({
      now: () => app.clock.now().getTime(),
      tellPeers: async (userIds) => {
        if (!(await app.realtime.toPeers('forgetUsers', userIds))) {
          // Their entries still go stale within SESSION_CACHE_TTL_MS.
          app.log.warn({ userIds }, 'not every instance confirmed forgetting cached sessions');
        }
      },
    });
    app.realtime.onPeerMessage('forgetUsers', (userIds) => cache.forgetUsersHere(userIds));
    app.decorate('sessionCache', cache);
  },
  { name: 'session-cache', dependencies: ['services', 'realtime'] },
);
