import { z } from 'zod';
import {
  catalogueListQuerySchema,
  catalogueMessages,
  catalogueVehicleInputSchema,
  catalogueVehicleListResponseSchema,
  catalogueVehicleResponseSchema,
  errorResponseSchema,
  listMeta,
  messageResponseSchema,
} from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isPublicId, refusingDuplicates } from '../../catalogues/catalogue-errors.ts';
import {
  deleteVehicle,
  insertVehicle,
  listVehicles,
  updateVehicle,
} from '../../catalogues/vehicle-repository.ts';
import { membershipOf } from '../../companies/company-access.ts';
import { AppError } from '../../http/app-error.ts';
import { TRANSPORT_TAG } from './catalogue-routes.ts';

const companyParams = z.object({ id: z.string() });
const vehicleParams = z.object({ id: z.string(), vehicleId: z.string() });
const notFound = () => new AppError(404, 'NOT_FOUND', catalogueMessages.vehicleNotFound);

/** Vehículos of a company (issue 42): every member reads and writes them; outsiders get 404. */
const vehicleRoutes: FastifyPluginAsyncZod = async (app) => {
  const companyOf = async (userId: string, publicId: string) =>
    (await membershipOf(app.db, userId, publicId)).companyId;

  app.get(
    '/companies/:id/vehicles',
    {
      schema: {
        tags: [TRANSPORT_TAG],
        summary: 'Vehículos de la empresa por placa, con búsqueda (q: placa o marca) y paginación',
        params: companyParams,
        querystring: catalogueListQuerySchema,
        response: { 200: catalogueVehicleListResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const companyId = await companyOf(request.auth.user.id, request.params.id);
      const { items, total } = await listVehicles(app.db, companyId, request.query);
      return {
        success: true as const,
        data: items,
        meta: listMeta(request.query.page, request.query.limit, total),
      };
    },
  );

  app.post(
    '/companies/:id/vehicles',
    {
      schema: {
        tags: [TRANSPORT_TAG],
        summary: 'Registrar un vehículo (único por placa en la empresa)',
        params: companyParams,
        body: catalogueVehicleInputSchema,
        response: {
          201: catalogueVehicleResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const companyId = await companyOf(request.auth.user.id, request.params.id);
      const vehicle = await refusingDuplicates(
        () => insertVehicle(app.db, companyId, request.body, app.clock.now()),
        catalogueMessages.vehicleTaken,
      );
      reply.code(201);
      return { success: true as const, message: catalogueMessages.vehicleCreated, data: vehicle };
    },
  );

  app.put(
    '/companies/:id/vehicles/:vehicleId',
    {
      schema: {
        tags: [TRANSPORT_TAG],
        summary: 'Modificar un vehículo',
        params: vehicleParams,
        body: catalogueVehicleInputSchema,
        response: {
          200: catalogueVehicleResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const companyId = await companyOf(request.auth.user.id, request.params.id);
      if (!isPublicId(request.params.vehicleId)) throw notFound();
      const vehicle = await refusingDuplicates(
        () => updateVehicle(app.db, companyId, request.params.vehicleId, request.body, app.clock.now()),
        catalogueMessages.vehicleTaken,
      );
      if (!vehicle) throw notFound();
      return { success: true as const, message: catalogueMessages.vehicleUpdated, data: vehicle };
    },
  );

  app.delete(
    '/companies/:id/vehicles/:vehicleId',
    {
      schema: {
        tags: [TRANSPORT_TAG],
        summary: 'Eliminar un vehículo (las guías ya emitidas conservan sus datos)',
        params: vehicleParams,
        response: { 200: messageResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const companyId = await companyOf(request.auth.user.id, request.params.id);
      if (!isPublicId(request.params.vehicleId)) throw notFound();
      if (!(await deleteVehicle(app.db, companyId, request.params.vehicleId))) throw notFound();
      return { success: true as const, message: catalogueMessages.vehicleDeleted };
    },
  );
};

export default vehicleRoutes;
