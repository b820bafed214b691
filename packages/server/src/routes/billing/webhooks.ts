import {
  billingMessages,
  errorResponseSchema,
  WEBHOOK_SIGNATURE_HEADER,
  webhookAnswerSchema,
} from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordGatewayEvent } from '../../billing/gateway-events.ts';
import { gatewayFor } from '../../billing/gateways/gateway-settings.ts';
import { announcePayment, settleOrder } from '../../purchases/settle-order.ts';
import { AppError } from '../../http/app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as it arrived: what the gateway signed. */
    rawBody?: Buffer;
  }
}

/**
 * POST /billing/webhooks/:provider: a gateway confirms a charge. Public (the gateway has no
 * session and no CSRF cookie): trust comes only from the HMAC-SHA256 signature of the raw
 * body. A bad signature is 401 and changes nothing; an event id already received changes
 * nothing (replay); the order is paid once however many events confirm it.
 */
const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only in this folder: keep the raw bytes, since re-serialised JSON would not match the signature.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    request.rawBody = body as Buffer;
    try {
      done(null, JSON.parse((body as Buffer).toString('utf8')) as unknown);
    } catch {
      done(new AppError(400, 'BAD_REQUEST', billingMessages.webhookSignature), undefined);
    }
  });

  app.post(
    '/billing/webhooks/:provider',
    {
      config: { skipCsrf: true },
      schema: {
        tags: ['planes'],
        summary: 'Webhook de la pasarela de pago (firma HMAC-SHA256 del cuerpo)',
        params: z.object({ provider: z.string() }),
        body: z.unknown(),
        response: {
          200: webhookAnswerSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const gateway = await gatewayFor(app, request.params.provider);
      if (!gateway) throw new AppError(404, 'NOT_FOUND', 'Pasarela desconocida');
      const signature = request.headers[WEBHOOK_SIGNATURE_HEADER];
      const event = gateway.readWebhook(
        request.rawBody ?? Buffer.alloc(0),
        typeof signature === 'string' ? signature : undefined,
      );
      if (!event) {
        request.log.warn({ provider: gateway.provider }, 'webhook with a bad signature refused');
        throw new AppError(401, 'UNAUTHENTICATED', billingMessages.webhookSignature);
      }
      const now = app.clock.now();
      const outcome = await app.db.transaction(async (tx) => {
        // The event id is recorded in the same transaction as its effect: a replay finds it.
        const recorded = await recordGatewayEvent(
          tx,
          {
            provider: gateway.provider,
            eventId: event.id,
            type: event.type,
            orderPublicId: event.data.orderId,
          },
          now,
        );
        if (!recorded) return { processed: false, paid: null };
        if (event.type !== 'charge.succeeded') return { processed: true, paid: null };
        const settled = await settleOrder(
          tx,
          event.data.orderId,
          {
            provider: gateway.provider,
            externalId: event.data.chargeId,
            amountCents: event.data.amountCents,
          },
          now,
        );
        if (!settled.settled && settled.reason !== 'already_paid') {
          request.log.warn(
            { orderId: event.data.orderId, reason: settled.reason },
            'webhook payment not applied',
          );
        }
        return { processed: true, paid: settled.settled ? settled.order : null };
      });
      if (outcome.paid) await announcePayment(app, outcome.paid);
      return { success: true as const, processed: outcome.processed };
    },
  );
};

export default webhookRoutes;
