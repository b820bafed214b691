import { healthResponseSchema, type HealthResponse } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import packageJson from '../../../package.json' with { type: 'json' };
import type { Database } from '../../db/database.ts';

/** A database that does not answer within this time counts as unavailable. */
const DATABASE_TIMEOUT_MS = 2000;

export async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${DATABASE_TIMEOUT_MS} ms`)),
      DATABASE_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([db.query('SELECT 1'), timeout]);
    return true;
  } finally {
    clearTimeout(timer);
  }
}

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Estado del servidor y de la base de datos',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (request, reply) => {
      let databaseOk = false;
      try {
        databaseOk = await databaseAnswers(app.db);
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unavailable');
      }
      // A stopping instance is not ready: a readiness probe takes it out of the balancing.
      const draining = app.drain.draining;
      const answer: HealthResponse = {
        success: true,
        data: {
          status: draining ? 'draining' : databaseOk ? 'ok' : 'degraded',
          database: databaseOk ? 'ok' : 'unavailable',
          version: packageJson.version,
          uptimeSeconds: Math.round(process.uptime()),
        },
      };
      return reply.code(databaseOk && !draining ? 200 : 503).send(answer);
    },
  );
};

export default healthRoutes;
