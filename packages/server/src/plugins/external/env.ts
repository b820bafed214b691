import fp from 'fastify-plugin';
import type { Env } from '../../config/env.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The parsed environment (src/config/env.ts). */
    env: Env;
  }
}

export default fp<{ env: Env }>(
  async (app, { env }) => {
    app.decorate('env', env);
  },
  { name: 'env' },
);
