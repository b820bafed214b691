import { billingAdminMessages as messages, endpoints } from '@facturador/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { auditedBy, recordAudit } from '../../audit/audit-log.ts';
import {
  deletePlan,
  findAdminPlan,
  findAdminTokenPack,
  insertPlan,
  insertTokenPack,
  listAdminPlans,
  listAdminTokenPacks,
  planInUse,
  setPlanArchived,
  updatePlan,
  updateTokenPack,
} from '../../billing/admin/plans.ts';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { guardRoutes } from '../../plugins/app/authentication.ts';

/**
 * Planes (admin area): the plans and token packs the site sells. GET /plans reads the same
 * rows on every request, and the public pages are rendered per request from it
 * (docs/decisions/0010, 0018), so a change here is on /precios at the next load.
 */
const billingCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'admin');

  const lockedPlan = async (tx: Queryable, id: string) => {
    const plan = await findAdminPlan(tx, id, true);
    if (!plan) throw new AppError(404, 'NOT_FOUND', messages.planNotFound);
    return plan;
  };

  contractRoute(app, endpoints.listAdminPlans, async () => ({
    success: true as const,
    data: await listAdminPlans(app.db),
  }));

  contractRoute(app, endpoints.createPlan, async (request) => {
    const plan = await app.db.transaction(async (tx) => {
      const id = await insertPlan(tx, request.body);
      const created = (await findAdminPlan(tx, id))!;
      await recordAudit(tx, {
        ...auditedBy(request),
        action: 'plan.create',
        at: app.clock.now(),
        entityId: id,
        before: null,
        after: created,
      });
      return created;
    });
    return { success: true as const, message: messages.planCreated, data: plan };
  });

  contractRoute(app, endpoints.updatePlan, async (request) => {
    const plan = await app.db.transaction(async (tx) => {
      const before = await lockedPlan(tx, request.params.id);
      if (before.isDefault && !request.body.isDefault) {
        throw new AppError(409, 'CONFLICT', messages.defaultRequired);
      }
      if (before.archived && request.body.isDefault) {
        throw new AppError(409, 'CONFLICT', messages.archivedNotDefault);
      }
      await updatePlan(tx, before.id, request.body);
      const after = (await findAdminPlan(tx, before.id))!;
      await recordAudit(tx, {
        ...auditedBy(request),
        action: 'plan.update',
        at: app.clock.now(),
        entityId: before.id,
        before,
        after,
      });
      return after;
    });
    return { success: true as const, message: messages.planUpdated, data: plan };
  });

  const setArchived = (archived: boolean) =>
    async function (request: FastifyRequest<{ Params: { id: string } }>) {
      const plan = await app.db.transaction(async (tx) => {
        const before = await lockedPlan(tx, request.params.id);
        if (archived && before.isDefault) throw new AppError(409, 'CONFLICT', messages.defaultNotArchived);
        await setPlanArchived(tx, before.id, archived);
        const after = (await findAdminPlan(tx, before.id))!;
        await recordAudit(tx, {
          ...auditedBy(request),
          action: archived ? 'plan.archive' : 'plan.restore',
          at: app.clock.now(),
          entityId: before.id,
          before,
          after,
        });
        return after;
      });
      return {
        success: true as const,
        message: archived ? messages.planArchived : messages.planRestored,
        data: plan,
      };
    };

  contractRoute(app, endpoints.archivePlan, setArchived(true));

  contractRoute(app, endpoints.restorePlan, setArchived(false));

  contractRoute(app, endpoints.deletePlan, async (request) => {
    await app.db.transaction(async (tx) => {
      const before = await lockedPlan(tx, request.params.id);
      if (before.isDefault) throw new AppError(409, 'CONFLICT', messages.defaultRequired);
      if (await planInUse(tx, before.id)) throw new AppError(409, 'CONFLICT', messages.planHasSubscribers);
      await deletePlan(tx, before.id);
      await recordAudit(tx, {
        ...auditedBy(request),
        action: 'plan.delete',
        at: app.clock.now(),
        entityId: before.id,
        before,
        after: null,
      });
    });
    return { success: true as const, message: messages.planDeleted };
  });

  contractRoute(app, endpoints.listAdminTokenPacks, async () => ({
    success: true as const,
    data: await listAdminTokenPacks(app.db),
  }));

  contractRoute(app, endpoints.createTokenPack, async (request) => {
    const pack = await app.db.transaction(async (tx) => {
      const id = await insertTokenPack(tx, request.body);
      const created = (await findAdminTokenPack(tx, id))!;
      await recordAudit(tx, {
        ...auditedBy(request),
        action: 'token_pack.create',
        at: app.clock.now(),
        entityId: id,
        before: null,
        after: created,
      });
      return created;
    });
    return { success: true as const, message: messages.packCreated, data: pack };
  });

  contractRoute(app, endpoints.updateTokenPack, async (request) => {
    const pack = await app.db.transaction(async (tx) => {
      const before = await findAdminTokenPack(tx, request.params.id);
      if (!before) throw new AppError(404, 'NOT_FOUND', messages.packNotFound);
      await updateTokenPack(tx, before.id, request.body);
      const after = (await findAdminTokenPack(tx, before.id))!;
      await recordAudit(tx, {
        ...auditedBy(request),
        action: 'token_pack.update',
        at: app.clock.now(),
        entityId: before.id,
        before,
        after,
      });
      return after;
    });
    return { success: true as const, message: messages.packUpdated, data: pack };
  });
};

export default billingCatalogueRoutes;
