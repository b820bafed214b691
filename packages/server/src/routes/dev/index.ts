import { outboxResponseSchema } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

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
    async (request) => {
      const rows = await app.db.query<{ recipient: string; subject: string; body: string; created_at: Date }>(
        `SELECT recipient, subject, body, created_at FROM mail_outbox
          WHERE $1::text IS NULL OR recipient = $1 ORDER BY id DESC LIMIT 200`,
        [request.query.to ?? null],
      );
      return {
        success: true as const,
        data: rows.map((row) => ({
          to: row.recipient,
          subject: row.subject,
          text: row.body,
          createdAt: new Date(row.created_at).toISOString(),
        })),
      };
    },
  );
};

export default devRoutes;
