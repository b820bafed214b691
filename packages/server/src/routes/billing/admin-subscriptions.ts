import {
  type AuditAction,
  billingAdminMessages as messages,
  billingMessages,
  endpoints,
  listMeta,
} from '@facturador/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
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

  contractRoute(app, endpoints.listAdminSubscriptions, async (request) => {
    const { rows, total } = await listAdminSubscriptions(app.db, request.query);
    const { page, limit } = request.query;
    return {
      success: true as const,
      data: rows,
      meta: listMeta(page, limit, total),
    };
  });

  contractRoute(app, endpoints.extendRenewal, async (request) => {
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
  });

  contractRoute(app, endpoints.changeSubscriptionPlan, async (request) => {
    const data = await changeSubscription(request, 'subscription.change_plan', async (tx, row) => {
      const plan = await findPlan(tx, request.body.planId);
      if (!plan) throw new AppError(404, 'NOT_FOUND', messages.planNotFound);
      if (plan.is_archived) throw new AppError(409, 'CONFLICT', messages.archivedNotAssigned);
      await startPlanPeriod(tx, row, plan, app.clock.now(), null);
    });
    return { success: true as const, message: messages.planChanged, data };
  });

  contractRoute(app, endpoints.cancelSubscription, async (request) => {
    const data = await changeSubscription(request, 'subscription.cancel', async (tx, row) => {
      if (row.state === 'cancelled') throw new AppError(409, 'CONFLICT', messages.alreadyCancelled);
      await cancelSubscription(tx, row.id, app.clock.now());
    });
    return { success: true as const, message: messages.subscriptionCancelled, data };
  });

  contractRoute(app, endpoints.adjustTokens, async (request) => {
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
  });

  contractRoute(app, endpoints.listAdminOrders, async (request) => {
    const { orders, total } = await listAdminOrders(app.db, request.query);
    const { page, limit } = request.query;
    return {
      success: true as const,
      data: orders,
      meta: listMeta(page, limit, total),
    };
  });

  contractRoute(app, endpoints.getOrderVoucher, async (request, reply) => {
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
  });
};

export default billingSubscriptionRoutes;
