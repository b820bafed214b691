import { billingMessages, endpoints } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { sandboxGateway } from '../../billing/gateways/gateway-settings.ts';
import { findOrderByReference, toOrder } from '../../billing/orders.ts';
import { assertStillPayable } from '../../billing/still-payable.ts';
import { AppError } from '../../http/app-error.ts';
import { guardRoutes } from '../../plugins/app/authentication.ts';

/**
 * The sandbox gateway's simulated checkout (never in production): the payer approves or
 * declines, and the sandbox posts its signed webhook as a real gateway would.
 */
const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'signedIn');

  contractRoute(app, endpoints.completeSandboxCheckout, async (request) => {
    const order = await findOrderByReference(app.db, request.params.reference);
    if (!order || order.user_id !== request.auth.user.id || order.gateway_provider !== 'sandbox') {
      throw new AppError(404, 'NOT_FOUND', billingMessages.orderNotFound);
    }
    if (order.state !== 'pending_payment' && order.state !== 'cancelled')
      throw new AppError(409, 'CONFLICT', billingMessages.orderNotPayable);
    // Refused before the simulated gateway takes the money, as the real ones are.
    await assertStillPayable(app.db, order, app.clock.now());
    const gateway = await sandboxGateway(app);
    if (!gateway) throw new AppError(409, 'CONFLICT', billingMessages.gatewayDisabled);
    const status = await gateway.complete(
      {
        publicId: order.public_id,
        amountCents: order.amount_cents,
        itemName: order.item_name,
        reference: order.gateway_reference!,
      },
      request.body.outcome,
    );
    if (status !== 200) throw new Error(`sandbox webhook answered ${status}`);
    const current = (await findOrderByReference(app.db, request.params.reference))!;
    return {
      success: true as const,
      message: current.state === 'paid' ? billingMessages.orderPaid : billingMessages.chargeFailed,
      data: toOrder(current),
    };
  });
};

export default sandboxRoutes;
