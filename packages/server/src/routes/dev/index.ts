import { outboxResponseSchema } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOutbox } from '../../mail/outbox.ts';

/** Mail kept instead of sent (no SMTP_URL); registered only outside production. */
const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Correos no enviados (solo en desarrollo), del más reciente al más antiguo',
        querystring: z.object({ to: z.string().trim().toLowerCase().optional() }),
        response: { 200: outboxResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listOutbox(app.db, request.query.to ?? null),
    }),
  );
};

export default devRoutes;
