import { z } from 'zod';
import {
  createEstablishmentRequestSchema,
  errorResponseSchema,
  establishmentListResponseSchema,
  establishmentMessages,
  establishmentResponseSchema,
  FISCAL_ESTABLISHMENT_CODE,
  updateEstablishmentRequestSchema,
} from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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

const companyParams = z.object({ id: z.string() });
const establishmentParams = z.object({ id: z.string(), establishmentId: z.string() });

/** A company's establishments: 0000 (domicilio fiscal) always, and the others; never deleted. */
const establishmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies/:id/establishments',
    {
      schema: {
        tags: ['empresas'],
        summary: 'Establecimientos de la empresa, por código (0000 es el domicilio fiscal)',
        params: companyParams,
        response: { 200: establishmentListResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
      return {
        success: true as const,
        data: (await listEstablishments(app.db, companyId)).map(toEstablishment),
      };
    },
  );

  app.post(
    '/companies/:id/establishments',
    {
      schema: {
        tags: ['empresas'],
        summary: 'Registrar un establecimiento (código de 4 dígitos, único en la empresa)',
        params: companyParams,
        body: createEstablishmentRequestSchema,
        response: { 201: establishmentResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
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
    },
  );

  app.patch(
    '/companies/:id/establishments/:establishmentId',
    {
      schema: {
        tags: ['empresas'],
        summary: 'Editar o desactivar un establecimiento (el 0000 no se desactiva)',
        params: establishmentParams,
        body: updateEstablishmentRequestSchema,
        response: { 200: establishmentResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const membership = await membershipOf(app.db, request.auth.user.id, request.params.id);
      assertMayEdit(membership);
      const current = await findEstablishment(app.db, membership.companyId, request.params.establishmentId);
      const { name, address, ubigeo, isActive } = request.body;
      if (current.code === FISCAL_ESTABLISHMENT_CODE) {
        if (isActive === false)
          throw validationError([
            { field: 'isActive', message: establishmentMessages.fiscalCannotDeactivate },
          ]);
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
    },
  );
};

export default establishmentRoutes;
