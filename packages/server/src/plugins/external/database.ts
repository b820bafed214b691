import fp from 'fastify-plugin';
import type { Database } from '../../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/**
 * Exposes the database as `app.db`. Whoever created it closes it (main.ts or a test):
 * the same database outlives the app in tests and during graceful shutdown.
 */
export default fp<{ db: Database }>(
  async (app, { db }) => {
    app.decorate('db', db);
  },
  { name: 'database' },
);
