import {
  ADMIN_GATEWAYS,
  type AdminGateway,
  type AdminGatewayState,
  endpoints,
  GATEWAY_DEFINITIONS,
  gatewayValueIssues,
  paymentGatewayMessages,
} from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { auditedBy, recordAudit } from '../../audit/audit-log.ts';
import { fieldContext, gatewayState, readGateway, writeGateway } from '../../admin/gateway-store.ts';
import { AppError } from '../../http/app-error.ts';
import { guardRoutes } from '../../plugins/app/authentication.ts';

const m = paymentGatewayMessages;

/** The audit keeps whether each secret is set, never any of its characters. */
const forAudit = (state: AdminGatewayState) => ({
  mode: state.mode,
  enabled: state.enabled,
  fields: state.fields.map(({ name, value, isSet }) => ({ name, value, isSet })),
});

/** Pasarelas de Pago (issue 16): owner only. Secrets are write-only: sealed, answered masked. */
const paymentGatewayRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'owner');

  /** The sandbox only exists outside production. */
  const gateways = (): AdminGateway[] =>
    ADMIN_GATEWAYS.filter((gateway) => gateway !== 'sandbox' || app.env.NODE_ENV !== 'production');

  contractRoute(app, endpoints.listPaymentGateways, async () => {
    const data = await Promise.all(
      gateways().map(async (gateway) => gatewayState(app, gateway, await readGateway(app.db, gateway))),
    );
    return { success: true as const, data };
  });

  contractRoute(app, endpoints.savePaymentGateway, async (request) => {
    const { gateway } = request.params;
    if (!gateways().includes(gateway)) throw new AppError(404, 'NOT_FOUND', m.sandboxProduction);
    const definition = GATEWAY_DEFINITIONS[gateway];
    const { mode, enabled, values, clear } = request.body;
    const known = new Map(definition.fields.map((field) => [field.name, field]));
    const unknown = [...Object.keys(values), ...clear].filter((name) => !known.has(name));
    if (unknown.length > 0)
      throw new AppError(
        400,
        'VALIDATION_ERROR',
        m.notFound,
        unknown.map((name) => ({ field: `values.${name}`, message: m.notFound })),
      );
    if (enabled && !definition.hasAdapter) throw new AppError(409, 'CONFLICT', m.noAdapter);

    const state = await app.db.transaction(async (tx) => {
      const stored = await readGateway(tx, gateway, true);
      const before = gatewayState(app, gateway, stored);
      const publicValues = { ...stored?.publicValues };
      const sealedSecrets = { ...stored?.sealedSecrets };
      const effective: Record<string, string> = { ...publicValues };
      for (const [name, sealed] of Object.entries(sealedSecrets))
        effective[name] = app.secrets.open(sealed, fieldContext(gateway, name)).toString('utf8');

      for (const name of clear) {
        if (!known.get(name)?.optional) continue;
        delete publicValues[name];
        delete sealedSecrets[name];
        delete effective[name];
      }
      for (const [name, value] of Object.entries(values)) {
        // An empty secret keeps the stored one (write-only fields are never sent back to edit).
        if (value === '') continue;
        effective[name] = value;
        if (known.get(name)!.secret)
          sealedSecrets[name] = app.secrets.seal(value, fieldContext(gateway, name));
        else publicValues[name] = value;
      }
      // Kept values are checked too: switching mode with the other mode's keys is refused.
      const issues = gatewayValueIssues(gateway, mode, effective);
      if (issues.length > 0) throw new AppError(400, 'VALIDATION_ERROR', issues[0]!.message, issues);
      if (enabled) {
        const missing = definition.fields.filter((field) => !field.optional && !effective[field.name]);
        if (missing.length > 0)
          throw new AppError(
            400,
            'VALIDATION_ERROR',
            m.missingForEnable(missing.map((field) => field.label).join(', ')),
            missing.map((field) => ({ field: `values.${field.name}`, message: m.required })),
          );
      }
      const now = app.clock.now();
      await writeGateway(tx, gateway, { mode, enabled, publicValues, sealedSecrets }, now);
      const after = gatewayState(app, gateway, {
        mode,
        enabled,
        publicValues,
        sealedSecrets,
        updatedAt: now,
      });
      await recordAudit(tx, {
        ...auditedBy(request),
        action: 'gateway.update',
        entityId: gateway,
        before: forAudit(before),
        after: forAudit(after),
        at: app.clock.now(),
      });
      return after;
    });
    return { success: true as const, message: m.saved, data: state };
  });
};

export default paymentGatewayRoutes;
