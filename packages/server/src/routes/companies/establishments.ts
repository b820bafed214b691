import { endpoints, establishmentMessages, FISCAL_ESTABLISHMENT_CODE } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { assertMayEdit, membershipOf } from '../../companies/company-access.ts';
import { assertKnownUbigeo } from '../../companies/company-rules.ts';
import { tellCompanyMembers } from '../../companies/company-events.ts';
import {
  addEstablishment,
  findEstablishment,
  isEstablishmentActive,
  listEstablishments,
  toEstablishment,
  updateEstablishment,
} from '../../companies/establishments.ts';
import { validationError } from '../../http/error-answer.ts';
import { assertCanAddEstablishment, lockCompany } from '../../billing/plan-limits.ts';

/** A company's establishments: 0000 (domicilio fiscal) always, and the others; never deleted. */
const establishmentRoutes: FastifyPluginAsyncZod = async (app) => {
  contractRoute(app, endpoints.listEstablishments, async (request) => {
    const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
    return {
      success: true as const,
      data: (await listEstablishments(app.db, companyId)).map(toEstablishment),
    };
  });

  contractRoute(app, endpoints.createEstablishment, async (request, reply) => {
    const membership = await membershipOf(app.db, request.auth.user.id, request.params.id);
    assertMayEdit(membership);
    assertKnownUbigeo(request.body.ubigeo);
    const now = app.clock.now();
    const row = await app.db.transaction(async (tx) => {
      await assertCanAddEstablishment(tx, membership.companyId, now);
      return addEstablishment(tx, membership.companyId, request.body, now);
    });
    return reply
      .code(201)
      .send({ success: true, message: establishmentMessages.created, data: toEstablishment(row) });
  });

  contractRoute(app, endpoints.updateEstablishment, async (request) => {
    const membership = await membershipOf(app.db, request.auth.user.id, request.params.id);
    assertMayEdit(membership);
    const current = await findEstablishment(app.db, membership.companyId, request.params.establishmentId);
    const { name, address, ubigeo, isActive } = request.body;
    if (current.code === FISCAL_ESTABLISHMENT_CODE) {
      if (isActive === false)
        throw validationError([{ field: 'isActive', message: establishmentMessages.fiscalCannotDeactivate }]);
      if (address !== undefined || ubigeo !== undefined)
        throw validationError([
          {
            field: address !== undefined ? 'address' : 'ubigeo',
            message: establishmentMessages.fiscalAddressFromCompany,
          },
        ]);
    }
    assertKnownUbigeo(ubigeo);
    const now = app.clock.now();
    const row = await app.db.transaction(async (tx) => {
      // Reactivating counts against the plan like adding (issue 28): checked under the
      // company's lock, against the row as it is once the lock is held.
      if (isActive === true) {
        await lockCompany(tx, membership.companyId);
        if (!(await isEstablishmentActive(tx, current.id)))
          await assertCanAddEstablishment(tx, membership.companyId, now);
      }
      return updateEstablishment(tx, current.id, { name, address, ubigeo, isActive }, now);
    });
    // A deactivated establishment takes its series out of «Pasar a producción»'s count.
    await tellCompanyMembers(app, membership.companyId);
    return { success: true as const, message: establishmentMessages.updated, data: toEstablishment(row) };
  });
};

export default establishmentRoutes;
