import { catalogueMessages, endpoints, listMeta } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { isPublicId, refusingDuplicates } from '../../catalogues/catalogue-errors.ts';
import {
  deleteVehicle,
  insertVehicle,
  listVehicles,
  updateVehicle,
} from '../../catalogues/vehicle-repository.ts';
import { vehicleImport } from '../../catalogues/vehicle-import.ts';
import { membershipOf } from '../../companies/company-access.ts';
import { AppError } from '../../http/app-error.ts';
import { importRoute } from './catalogue-routes.ts';

const notFound = () => new AppError(404, 'NOT_FOUND', catalogueMessages.vehicleNotFound);

/** Vehículos of a company (issue 42): every member reads and writes them; outsiders get 404. */
const vehicleRoutes: FastifyPluginAsyncZod = async (app) => {
  const companyOf = async (userId: string, publicId: string) =>
    (await membershipOf(app.db, userId, publicId)).companyId;

  contractRoute(app, endpoints.listCatalogueVehicles, async (request) => {
    const companyId = await companyOf(request.auth.user.id, request.params.id);
    const { items, total } = await listVehicles(app.db, companyId, request.query);
    return {
      success: true as const,
      data: items,
      meta: listMeta(request.query.page, request.query.limit, total),
    };
  });

  contractRoute(app, endpoints.createCatalogueVehicle, async (request, reply) => {
    const companyId = await companyOf(request.auth.user.id, request.params.id);
    const vehicle = await refusingDuplicates(
      () => insertVehicle(app.db, companyId, request.body, app.clock.now()),
      catalogueMessages.vehicleTaken,
    );
    reply.code(201);
    return { success: true as const, message: catalogueMessages.vehicleCreated, data: vehicle };
  });

  contractRoute(app, endpoints.updateCatalogueVehicle, async (request) => {
    const companyId = await companyOf(request.auth.user.id, request.params.id);
    if (!isPublicId(request.params.vehicleId)) throw notFound();
    const vehicle = await refusingDuplicates(
      () => updateVehicle(app.db, companyId, request.params.vehicleId, request.body, app.clock.now()),
      catalogueMessages.vehicleTaken,
    );
    if (!vehicle) throw notFound();
    return { success: true as const, message: catalogueMessages.vehicleUpdated, data: vehicle };
  });

  contractRoute(app, endpoints.deleteCatalogueVehicle, async (request) => {
    const companyId = await companyOf(request.auth.user.id, request.params.id);
    if (!isPublicId(request.params.vehicleId)) throw notFound();
    if (!(await deleteVehicle(app.db, companyId, request.params.vehicleId))) throw notFound();
    return { success: true as const, message: catalogueMessages.vehicleDeleted };
  });

  importRoute(app, endpoints.importCatalogueVehicles, vehicleImport);
};

export default vehicleRoutes;
