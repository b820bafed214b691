import {
  billingMessages,
  checkoutMessages,
  endpoints,
  formatOrderReference,
  LEDGER_CSV_FILE_NAME,
  listMeta,
  voucherMethodAvailable,
} from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { randomUUID } from 'node:crypto';
import { assessPurchase } from '../../billing/checkout-terms.ts';
import { assertStillPayable, openOrderTerms } from '../../billing/still-payable.ts';
import { readSettings } from '../../settings/system-settings.ts';
import {
  findPlan,
  listPlansOnSale,
  listTokenPacksOnSale,
  toBillingPlan,
  toBillingTokenPack,
} from '../../billing/catalogue.ts';
import { culqiGateway, activeGateway } from '../../billing/gateways/gateway-settings.ts';
import { GatewayChargeError } from '../../billing/gateways/payment-gateway.ts';
import { allLedgerEntries, listLedger } from '../../billing/ledger.ts';
import { ledgerCsv } from '../../billing/ledger-csv.ts';
import { sendCsv } from '../../csv/csv-document.ts';
import {
  awaitApproval,
  findOrder,
  insertOrder,
  listOrders,
  saveVoucher,
  setGatewayReference,
  toOrder,
  type OrderRow,
} from '../../billing/orders.ts';
import { announcePayment, settleOrder } from '../../purchases/settle-order.ts';
import { subscriptionView } from '../../billing/subscription-view.ts';
import { readVoucher } from '../../billing/voucher-file.ts';
import { AppError } from '../../http/app-error.ts';
import { guardRoutes } from '../../plugins/app/authentication.ts';

/** Mis Planes y Tokens: the signed-in customer's subscription, orders, payments and ledger. */
const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'signedIn');

  const ownOrder = async (userId: string, id: string): Promise<OrderRow> => {
    const order = await findOrder(app.db, id, { userId });
    // Another user's order is as unknown as a missing one.
    if (!order) throw new AppError(404, 'NOT_FOUND', billingMessages.orderNotFound);
    return order;
  };

  contractRoute(app, endpoints.getSubscription, async (request) => {
    const view = await subscriptionView(app.db, request.auth.user.id, app.clock.now());
    if (!view) throw new AppError(404, 'NOT_FOUND', billingMessages.planNotFound);
    return { success: true as const, data: view };
  });

  contractRoute(app, endpoints.listBillingPlans, async () => ({
    success: true as const,
    data: (await listPlansOnSale(app.db)).map(toBillingPlan),
  }));

  contractRoute(app, endpoints.listTokenPacks, async () => ({
    success: true as const,
    data: (await listTokenPacksOnSale(app.db)).map(toBillingTokenPack),
  }));

  contractRoute(app, endpoints.listOrders, async (request) => {
    const { page, limit, state } = request.query;
    const { orders, total } = await listOrders(app.db, request.auth.user.id, { page, limit, state });
    return {
      success: true as const,
      data: orders,
      meta: listMeta(page, limit, total),
    };
  });

  contractRoute(app, endpoints.getOrder, async (request) => {
    const order = await ownOrder(request.auth.user.id, request.params.id);
    return {
      success: true as const,
      data: { ...toOrder(order), checkout: await openOrderTerms(app.db, order, app.clock.now()) },
    };
  });

  contractRoute(app, endpoints.createOrder, async (request) => {
    const { kind, itemId, method, receipt } = request.body;
    const userId = request.auth.user.id;
    const now = app.clock.now();
    if (kind === 'plan') {
      const plan = await findPlan(app.db, itemId);
      // The free trial is on show (a visible default plan) but never sold: say so, not 404.
      if (plan?.is_active && !plan.is_archived && (plan.is_default || Number(plan.price_cents) === 0)) {
        throw new AppError(409, 'CONFLICT', billingMessages.freePlanNotSold);
      }
    }
    const assessment = await assessPurchase(app.db, userId, { kind, itemId }, now);
    if (!assessment.ok) {
      if (assessment.refusal.reason === 'off_sale') {
        const message = kind === 'plan' ? billingMessages.planNotFound : billingMessages.packNotFound;
        throw new AppError(404, 'NOT_FOUND', message);
      }
      throw new AppError(409, 'CONFLICT', assessment.refusal.message);
    }
    if (method === 'voucher') await assertVoucherOffered();
    const { plan, pack } = assessment;
    const item = plan
      ? { code: plan.code, name: `Plan ${plan.name}`, tokens: null, amountCents: Number(plan.price_cents) }
      : {
          code: pack!.code,
          name: pack!.name,
          tokens: pack!.tokens,
          amountCents: Number(pack!.price_cents),
        };
    const { order, created } = await insertOrder(
      app.db,
      {
        userId,
        kind,
        itemId,
        method,
        itemCode: item.code,
        itemName: item.name,
        tokens: item.tokens,
        amountCents: item.amountCents,
        receipt,
      },
      now,
    );
    return {
      success: true as const,
      message: created ? billingMessages.orderCreated : checkoutMessages.orderAlreadyOpen,
      data: { ...toOrder(order), checkout: await openOrderTerms(app.db, order, now) },
    };
  });

  /** "Transferencia o Yape" only when Configuración names an account or a Yape number. */
  const assertVoucherOffered = async () => {
    const { settings } = await readSettings(app.db, app.env);
    if (!voucherMethodAvailable(settings.paymentInstructions)) {
      throw new AppError(409, 'CONFLICT', checkoutMessages.voucherUnavailable);
    }
  };

  /** A gateway order still waiting for its payment, or 404/409. */
  const payableByGateway = async (userId: string, id: string) => {
    const order = await ownOrder(userId, id);
    if (order.method !== 'gateway') throw new AppError(409, 'CONFLICT', billingMessages.orderNotGateway);
    if (order.state === 'cancelled') throw new AppError(409, 'CONFLICT', checkoutMessages.orderSuperseded);
    if (order.state !== 'pending_payment')
      throw new AppError(409, 'CONFLICT', billingMessages.orderNotPayable);
    await assertStillPayable(app.db, order, app.clock.now());
    return order;
  };

  contractRoute(app, endpoints.startOrderPayment, async (request) => {
    const order = await payableByGateway(request.auth.user.id, request.params.id);
    const gateway = await activeGateway(app);
    if (!gateway) throw new AppError(409, 'CONFLICT', billingMessages.gatewayDisabled);
    const reference = order.gateway_reference ?? `ord_${randomUUID().replaceAll('-', '')}`;
    await setGatewayReference(app.db, order.id, reference, gateway.provider);
    const start = gateway.start(
      {
        publicId: order.public_id,
        amountCents: order.amount_cents,
        itemName: `${order.item_name} (${formatOrderReference(order.reference_number)})`,
        reference,
      },
      { email: request.auth.user.email },
    );
    return { success: true as const, data: start };
  });

  contractRoute(app, endpoints.chargeOrder, async (request) => {
    const order = await payableByGateway(request.auth.user.id, request.params.id);
    const culqi = await culqiGateway(app);
    if (!culqi) throw new AppError(409, 'CONFLICT', billingMessages.gatewayDisabled);
    const payable = {
      publicId: order.public_id,
      amountCents: order.amount_cents,
      itemName: `${order.item_name} (${formatOrderReference(order.reference_number)})`,
      reference: order.gateway_reference ?? order.public_id,
    };
    let charge: { chargeId: string; amountCents: number };
    try {
      charge = await culqi.charge(payable, { email: request.auth.user.email }, request.body.sourceId);
    } catch (error) {
      if (!(error instanceof GatewayChargeError)) throw error;
      request.log.warn({ err: error, orderId: order.public_id }, 'culqi charge refused');
      throw new AppError(409, 'CONFLICT', error.userMessage ?? billingMessages.chargeFailed);
    }
    const outcome = await app.db.transaction((tx) =>
      settleOrder(
        tx,
        order.public_id,
        { provider: 'culqi', externalId: charge.chargeId, amountCents: charge.amountCents },
        app.clock.now(),
      ),
    );
    if (outcome.settled) await announcePayment(app, outcome.order);
    const current = (await findOrder(app.db, order.public_id))!;
    return { success: true as const, message: billingMessages.orderPaid, data: toOrder(current) };
  });

  contractRoute(
    app,
    endpoints.uploadOrderVoucher,
    {
      // 5 MB of file is about 6.7 MB of base64: the body may be larger than the default 1 MB.
      bodyLimit: 8 * 1024 * 1024,
    },
    async (request) => {
      const order = await ownOrder(request.auth.user.id, request.params.id);
      if (order.method !== 'voucher') throw new AppError(409, 'CONFLICT', billingMessages.orderNotVoucher);
      // A rejected voucher can be replaced by a new one; a paid order cannot.
      if (!['pending_payment', 'pending_approval', 'rejected'].includes(order.state)) {
        throw new AppError(
          409,
          'CONFLICT',
          order.state === 'cancelled' ? checkoutMessages.orderSuperseded : billingMessages.orderNotPayable,
        );
      }
      await assertStillPayable(app.db, order, app.clock.now());
      const { content, mime } = readVoucher(request.body.fileBase64);
      const now = app.clock.now();
      await app.db.transaction(async (tx) => {
        await saveVoucher(tx, order.id, { fileName: request.body.fileName, mime, content }, now);
        if (!(await awaitApproval(tx, order.id)))
          throw new AppError(409, 'CONFLICT', checkoutMessages.orderSuperseded);
      });
      const current = (await findOrder(app.db, order.public_id))!;
      return { success: true as const, message: billingMessages.voucherUploaded, data: toOrder(current) };
    },
  );

  contractRoute(app, endpoints.listLedger, async (request) => {
    const { page, limit } = request.query;
    const { entries, total } = await listLedger(app.db, request.auth.user.id, page, limit);
    return {
      success: true as const,
      data: entries,
      meta: listMeta(page, limit, total),
    };
  });

  contractRoute(app, endpoints.exportLedgerCsv, async (request, reply) => {
    const csv = ledgerCsv(await allLedgerEntries(app.db, request.auth.user.id));
    return sendCsv(reply, LEDGER_CSV_FILE_NAME, csv);
  });
};

export default billingRoutes;
