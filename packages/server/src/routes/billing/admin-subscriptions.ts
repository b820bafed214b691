import {
  adjustTokensRequestSchema,
  adminOrderListQuerySchema,
  adminOrderListResponseSchema,
  adminSubscriptionListQuerySchema,
  adminSubscriptionListResponseSchema,
  adminSubscriptionResponseSchema,
  billingAdminMessages as messages,
  billingMessages,
  cancelSubscriptionRequestSchema,
  changePlanRequestSchema,
  errorResponseSchema,
  extendRenewalRequestSchema,
  listMeta,
  voucherFileResponseSchema,
  type AuditAction,
} from '@facturador/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditedBy, recordAudit } from '../../audit/audit-log.ts';
import { findVoucher, listAdminOrders } from '../../billing/admin/orders.ts';
import {
  cancelSubscription,
  extendRenewal,
  findAdminSubscription,
  grantExtraTokens,
  limaStartOfDay,
  listAdminSubscriptions,
  planRemoval,
  removeTokens,
  toAdminSubscription,
  type AdminSubscriptionRow,
} from '../../billing/admin/subscriptions.ts';
import { findPlan } from '../../billing/catalogue.ts';
import { appendLedger } from '../../billing/ledger.ts';
import { findOrder } from '../../billing/orders.ts';
import { startPlanPeriod, tokenBalance } from '../../billing/subscriptions.ts';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { guardRoutes } from '../../plugins/app/authentication.ts';

const idParamsSchema = z.object({ id: z.string().trim().min(1) });
const failures = { 404: errorResponseSchema, 409: errorResponseSchema };

/**
 * Suscripciones (admin area): every customer's subscription, the vouchers awaiting approval,
 * and the changes staff make by hand — each in one transaction with its audit entry, the
 * token changes with their ledger entry, and the customer's open tabs told at once.
 */
const billingSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'admin');

  /**
   * Runs `change` on the locked subscription of the user `:id`, records it, and tells the
   * user's tabs after the commit; answers the subscription as it is afterwards.
   */
  async function changeSubscription(
    request: FastifyRequest<{ Params: { id: string } }>,
    action: AuditAction,
    change: (tx: Queryable, row: AdminSubscriptionRow) => Promise<void>,
  ) {
    const after = await app.db.transaction(async (tx) => {
      const before = await findAdminSubscription(tx, request.params.id, true);
      if (!before) throw new AppError(404, 'NOT_FOUND', messages.subscriptionNotFound);
      await change(tx, before);
      const changed = (await findAdminSubscription(tx, request.params.id))!;
      await recordAudit(tx, {
        ...auditedBy(request),
        action,
        entityId: before.user_public_id,
        before: toAdminSubscription(before),
        // Why it was changed travels with what it became.
        after: { ...toAdminSubscription(changed), reason: (request.body as { reason?: string }).reason },
        at: app.clock.now(),
      });
      return changed;
    });
    app.realtime.toUser(after.user_public_id, 'billing_updated');
    return toAdminSubscription(after);
  }

  app.get(
    '/billing/admin/subscriptions',
    {
      schema: {
        tags: ['planes'],
        summary: 'Suscripciones de todos los clientes, con filtros por estado y plan',
        querystring: adminSubscriptionListQuerySchema,
        response: { 200: adminSubscriptionListResponseSchema },
      },
    },
    async (request) => {
      const { rows, total } = await listAdminSubscriptions(app.db, request.query);
      const { page, limit } = request.query;
      return {
        success: true as const,
        data: rows,
        meta: listMeta(page, limit, total),
      };
    },
  );

  app.post(
    '/billing/admin/subscriptions/:id/extend',
    {
      schema: {
        tags: ['planes'],
        summary: 'Extender la fecha de renovación (una vencida vuelve a estar activa)',
        params: idParamsSchema,
        body: extendRenewalRequestSchema,
        response: { 200: adminSubscriptionResponseSchema, 400: errorResponseSchema, ...failures },
      },
    },
    async (request) => {
      const renewsAt = limaStartOfDay(request.body.renewsOn);
      if (!renewsAt) {
        throw new AppError(400, 'VALIDATION_ERROR', messages.renewalRequired, [
          { field: 'renewsOn', message: messages.renewalRequired },
        ]);
      }
      const data = await changeSubscription(request, 'subscription.extend', async (tx, row) => {
        if (row.state === 'cancelled') throw new AppError(409, 'CONFLICT', messages.cancelledNotExtended);
        if (renewsAt <= new Date(row.renews_at)) {
          throw new AppError(400, 'VALIDATION_ERROR', messages.renewalNotLater, [
            { field: 'renewsOn', message: messages.renewalNotLater },
          ]);
        }
        const reactivate = row.state === 'expired' && renewsAt > app.clock.now();
        await extendRenewal(tx, row.id, renewsAt, reactivate, app.clock.now());
      });
      return { success: true as const, message: messages.renewalExtended, data };
    },
  );

  app.post(
    '/billing/admin/subscriptions/:id/plan',
    {
      schema: {
        tags: ['planes'],
        summary: 'Cambiar el plan: empieza un periodo nuevo con la cuota completa del plan elegido',
        params: idParamsSchema,
        body: changePlanRequestSchema,
        response: { 200: adminSubscriptionResponseSchema, ...failures },
      },
    },
    async (request) => {
      const data = await changeSubscription(request, 'subscription.change_plan', async (tx, row) => {
        const plan = await findPlan(tx, request.body.planId);
        if (!plan) throw new AppError(404, 'NOT_FOUND', messages.planNotFound);
        if (plan.is_archived) throw new AppError(409, 'CONFLICT', messages.archivedNotAssigned);
        await startPlanPeriod(tx, row, plan, app.clock.now(), null);
      });
      return { success: true as const, message: messages.planChanged, data };
    },
  );

  app.post(
    '/billing/admin/subscriptions/:id/cancel',
    {
      schema: {
        tags: ['planes'],
        summary: 'Cancelar una suscripción',
        params: idParamsSchema,
        body: cancelSubscriptionRequestSchema,
        response: { 200: adminSubscriptionResponseSchema, ...failures },
      },
    },
    async (request) => {
      const data = await changeSubscription(request, 'subscription.cancel', async (tx, row) => {
        if (row.state === 'cancelled') throw new AppError(409, 'CONFLICT', messages.alreadyCancelled);
        await cancelSubscription(tx, row.id, app.clock.now());
      });
      return { success: true as const, message: messages.subscriptionCancelled, data };
    },
  );

  app.post(
    '/billing/admin/subscriptions/:id/tokens',
    {
      schema: {
        tags: ['planes'],
        summary: 'Otorgar (positivo) o retirar (negativo) tokens con un motivo; nunca por debajo de cero',
        params: idParamsSchema,
        body: adjustTokensRequestSchema,
        response: { 200: adminSubscriptionResponseSchema, ...failures },
      },
    },
    async (request) => {
      const { delta, reason } = request.body;
      const data = await changeSubscription(request, 'subscription.tokens', async (tx, row) => {
        const now = app.clock.now();
        if (delta > 0) {
          await grantExtraTokens(tx, row.id, delta, now);
        } else {
          const removal = planRemoval(row, -delta);
          if (!removal) throw new AppError(409, 'CONFLICT', messages.tokensBelowZero(tokenBalance(row)));
          await removeTokens(tx, row.id, removal, now);
        }
        await appendLedger(tx, {
          userId: row.user_id,
          at: now,
          delta,
          reason: 'adjustment',
          description: reason,
          balanceAfter: tokenBalance(row) + delta,
        });
      });
      return {
        success: true as const,
        message: delta > 0 ? messages.tokensGranted : messages.tokensRemoved,
        data,
      };
    },
  );

  app.get(
    '/billing/admin/orders',
    {
      schema: {
        tags: ['planes'],
        summary: 'Órdenes de todos los clientes en un estado (por defecto, las que esperan aprobación)',
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderListResponseSchema },
      },
    },
    async (request) => {
      const { orders, total } = await listAdminOrders(app.db, request.query);
      const { page, limit } = request.query;
      return {
        success: true as const,
        data: orders,
        meta: listMeta(page, limit, total),
      };
    },
  );

  app.get(
    '/billing/admin/orders/:id/voucher',
    {
      schema: {
        tags: ['planes'],
        summary: 'El voucher de una orden (imagen o PDF, en base64), solo para administradores',
        params: idParamsSchema,
        response: { 200: voucherFileResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const order = await findOrder(app.db, request.params.id);
      if (!order) throw new AppError(404, 'NOT_FOUND', billingMessages.orderNotFound);
      const voucher = await findVoucher(app.db, order.public_id);
      if (!voucher) throw new AppError(404, 'NOT_FOUND', messages.voucherNotFound);
      // A customer's document: no shared cache keeps it.
      void reply.header('cache-control', 'private, no-store');
      return {
        success: true as const,
        data: {
          fileName: voucher.file_name,
          mimeType: voucher.mime_type,
          contentBase64: Buffer.from(voucher.content).toString('base64'),
        },
      };
    },
  );
};

export default billingSubscriptionRoutes;
