import { endpoints, webhookMessages } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { assertOwner, membershipOf } from '../../companies/company-access.ts';
import { AppError } from '../../http/app-error.ts';
import { deliveriesOf, findDeliveryId } from '../../webhooks/delivery-views.ts';
import { attemptDelivery } from '../../webhooks/webhook-delivery.ts';
import { findWebhook } from '../../webhooks/webhook-repository.ts';

/** A webhook's deliveries with every attempt, and Reenviar: one more attempt, now, by hand. */
const webhookDeliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const webhookRowOf = async (userId: string, companyPublicId: string, webhookId: string) => {
    const membership = await membershipOf(app.db, userId, companyPublicId);
    assertOwner(membership);
    const found = await findWebhook(app.db, membership.companyId, webhookId);
    if (!found) throw new AppError(404, 'NOT_FOUND', webhookMessages.notFound);
    return found.rowId;
  };

  contractRoute(app, endpoints.listWebhookDeliveries, async (request) => {
    const rowId = await webhookRowOf(request.auth.user.id, request.params.id, request.params.webhookId);
    return { success: true as const, data: await deliveriesOf(app.db, rowId) };
  });

  contractRoute(app, endpoints.resendWebhookDelivery, async (request) => {
    const { id, webhookId, deliveryId } = request.params;
    const rowId = await webhookRowOf(request.auth.user.id, id, webhookId);
    const deliveryRowId = await findDeliveryId(app.db, rowId, deliveryId);
    if (!deliveryRowId) throw new AppError(404, 'NOT_FOUND', webhookMessages.deliveryNotFound);
    if (!(await attemptDelivery(app, deliveryRowId, { manual: true })))
      throw new AppError(409, 'CONFLICT', webhookMessages.deliveryBusy);
    const [delivery] = await deliveriesOf(app.db, rowId, deliveryId);
    return { success: true as const, message: webhookMessages.resent, data: delivery! };
  });
};

export default webhookDeliveryRoutes;
