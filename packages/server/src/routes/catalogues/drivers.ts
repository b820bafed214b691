import { z } from 'zod';
import {
  catalogueListQuerySchema,
  catalogueMessages,
  catalogueDriverInputSchema,
  catalogueDriverListResponseSchema,
  catalogueDriverResponseSchema,
  errorResponseSchema,
  listMeta,
  messageResponseSchema,
} from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isPublicId, refusingDuplicates } from '../../catalogues/catalogue-errors.ts';
import { deleteDriver, insertDriver, listDrivers, updateDriver } from '../../catalogues/driver-repository.ts';
import { membershipOf } from '../../companies/company-access.ts';
import { AppError } from '../../http/app-error.ts';
import { TRANSPORT_TAG } from './catalogue-routes.ts';

const companyParams = z.object({ id: z.string() });
const driverParams = z.object({ id: z.string(), driverId: z.string() });
const notFound = () => new AppError(404, 'NOT_FOUND', catalogueMessages.driverNotFound);

/** Conductores of a company (issue 42): every member reads and writes them; outsiders get 404. */
const driverRoutes: FastifyPluginAsyncZod = async (app) => {
  const companyOf = async (userId: string, publicId: string) =>
    (await membershipOf(app.db, userId, publicId)).companyId;

  app.get(
    '/companies/:id/drivers',
    {
      schema: {
        tags: [TRANSPORT_TAG],
        summary:
          'Conductores de la empresa por apellidos, con búsqueda (q: documento, licencia o nombre) y paginación',
        params: companyParams,
        querystring: catalogueListQuerySchema,
        response: { 200: catalogueDriverListResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const companyId = await companyOf(request.auth.user.id, request.params.id);
      const { items, total } = await listDrivers(app.db, companyId, request.query);
      return {
        success: true as const,
        data: items,
        meta: listMeta(request.query.page, request.query.limit, total),
      };
    },
  );

  app.post(
    '/companies/:id/drivers',
    {
      schema: {
        tags: [TRANSPORT_TAG],
        summary: 'Registrar un conductor (único por tipo y número de documento en la empresa)',
        params: companyParams,
        body: catalogueDriverInputSchema,
        response: {
          201: catalogueDriverResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const companyId = await companyOf(request.auth.user.id, request.params.id);
      const driver = await refusingDuplicates(
        () => insertDriver(app.db, companyId, request.body, app.clock.now()),
        catalogueMessages.driverTaken,
      );
      reply.code(201);
      return { success: true as const, message: catalogueMessages.driverCreated, data: driver };
    },
  );

  app.put(
    '/companies/:id/drivers/:driverId',
    {
      schema: {
        tags: [TRANSPORT_TAG],
        summary: 'Modificar un conductor',
        params: driverParams,
        body: catalogueDriverInputSchema,
        response: {
          200: catalogueDriverResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const companyId = await companyOf(request.auth.user.id, request.params.id);
      if (!isPublicId(request.params.driverId)) throw notFound();
      const driver = await refusingDuplicates(
        () => updateDriver(app.db, companyId, request.params.driverId, request.body, app.clock.now()),
        catalogueMessages.driverTaken,
      );
      if (!driver) throw notFound();
      return { success: true as const, message: catalogueMessages.driverUpdated, data: driver };
    },
  );

  app.delete(
    '/companies/:id/drivers/:driverId',
    {
      schema: {
        tags: [TRANSPORT_TAG],
        summary: 'Eliminar un conductor (las guías ya emitidas conservan sus datos)',
        params: driverParams,
        response: { 200: messageResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const companyId = await companyOf(request.auth.user.id, request.params.id);
      if (!isPublicId(request.params.driverId)) throw notFound();
      if (!(await deleteDriver(app.db, companyId, request.params.driverId))) throw notFound();
      return { success: true as const, message: catalogueMessages.driverDeleted };
    },
  );
};

export default driverRoutes;
