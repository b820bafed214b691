import { billingMessages, endpoints } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { auditedBy, recordAudit } from '../../audit/audit-log.ts';
import { findOrder, rejectOrder, toOrder } from '../../billing/orders.ts';
import { userPublicId } from '../../users/user-repository.ts';
import { announcePayment, settleOrder } from '../../purchases/settle-order.ts';
import { AppError } from '../../http/app-error.ts';
import { guardRoutes } from '../../plugins/app/authentication.ts';

/** The administrators' review of vouchers (the admin area's screen is another issue). */
const billingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'admin');

  contractRoute(app, endpoints.approveOrder, async (request) => {
    const outcome = await app.db.transaction(async (tx) => {
      const order = await findOrder(tx, request.params.id, { forUpdate: true });
      if (!order) throw new AppError(404, 'NOT_FOUND', billingMessages.orderNotFound);
      if (order.method !== 'voucher' || order.state !== 'pending_approval') {
        throw new AppError(409, 'CONFLICT', billingMessages.orderNotPending);
      }
      const now = app.clock.now();
      const settled = await settleOrder(
        tx,
        order.public_id,
        {
          provider: 'voucher',
          externalId: null,
          amountCents: order.amount_cents,
          reviewerId: request.auth.user.id,
        },
        now,
      );
      if (settled.settled) {
        await recordAudit(tx, {
          ...auditedBy(request),
          action: 'order.approve',
          entityId: order.public_id,
          before: toOrder(order),
          after: toOrder(settled.order),
          at: now,
        });
      }
      return settled;
    });
    if (!outcome.settled) {
      // An order that no longer makes sense (decision 0029): the administrator reads why and
      // rejects the voucher so that the customer is refunded.
      const message = outcome.reason === 'refused' ? outcome.message : billingMessages.orderNotPending;
      throw new AppError(409, 'CONFLICT', message);
    }
    await announcePayment(app, outcome.order);
    return { success: true as const, message: billingMessages.orderApproved, data: toOrder(outcome.order) };
  });

  contractRoute(app, endpoints.rejectOrder, async (request) => {
    const order = await app.db.transaction(async (tx) => {
      const found = await findOrder(tx, request.params.id, { forUpdate: true });
      if (!found) throw new AppError(404, 'NOT_FOUND', billingMessages.orderNotFound);
      if (found.method !== 'voucher' || found.state !== 'pending_approval') {
        throw new AppError(409, 'CONFLICT', billingMessages.orderNotPending);
      }
      const now = app.clock.now();
      await rejectOrder(tx, found.id, { reason: request.body.reason, reviewedBy: request.auth.user.id }, now);
      const rejected = (await findOrder(tx, found.public_id))!;
      await recordAudit(tx, {
        ...auditedBy(request),
        action: 'order.reject',
        entityId: found.public_id,
        before: toOrder(found),
        after: toOrder(rejected),
        at: now,
      });
      return rejected;
    });
    const owner = await userPublicId(app.db, order.user_id);
    if (owner) app.realtime.toUser(owner, 'billing_updated');
    return { success: true as const, message: billingMessages.orderRejected, data: toOrder(order) };
  });
};

export default billingAdminRoutes;
