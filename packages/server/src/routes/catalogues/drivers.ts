import { catalogueMessages, endpoints, listMeta } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isPublicId, refusingDuplicates } from '../../catalogues/catalogue-errors.ts';
import { deleteDriver, insertDriver, listDrivers, updateDriver } from '../../catalogues/driver-repository.ts';
import { driverImport } from '../../catalogues/driver-import.ts';
import { membershipOf } from '../../companies/company-access.ts';
import { AppError } from '../../http/app-error.ts';
import { importRoute } from './catalogue-routes.ts';
import { contractRoute } from '../../http/contract-route.ts';

const notFound = () => new AppError(404, 'NOT_FOUND', catalogueMessages.driverNotFound);

/** Conductores of a company (issue 42): every member reads and writes them; outsiders get 404. */
const driverRoutes: FastifyPluginAsyncZod = async (app) => {
  const companyOf = async (userId: string, publicId: string) =>
    (await membershipOf(app.db, userId, publicId)).companyId;

  contractRoute(app, endpoints.listCatalogueDrivers, async (request) => {
    const companyId = await companyOf(request.auth.user.id, request.params.id);
    const { items, total } = await listDrivers(app.db, companyId, request.query);
    return {
      success: true as const,
      data: items,
      meta: listMeta(request.query.page, request.query.limit, total),
    };
  });

  contractRoute(app, endpoints.createCatalogueDriver, async (request, reply) => {
    const companyId = await companyOf(request.auth.user.id, request.params.id);
    const driver = await refusingDuplicates(
      () => insertDriver(app.db, companyId, request.body, app.clock.now()),
      catalogueMessages.driverTaken,
    );
    reply.code(201);
    return { success: true as const, message: catalogueMessages.driverCreated, data: driver };
  });

  contractRoute(app, endpoints.updateCatalogueDriver, async (request) => {
    const companyId = await companyOf(request.auth.user.id, request.params.id);
    if (!isPublicId(request.params.driverId)) throw notFound();
    const driver = await refusingDuplicates(
      () => updateDriver(app.db, companyId, request.params.driverId, request.body, app.clock.now()),
      catalogueMessages.driverTaken,
    );
    if (!driver) throw notFound();
    return { success: true as const, message: catalogueMessages.driverUpdated, data: driver };
  });

  contractRoute(app, endpoints.deleteCatalogueDriver, async (request) => {
    const companyId = await companyOf(request.auth.user.id, request.params.id);
    if (!isPublicId(request.params.driverId)) throw notFound();
    if (!(await deleteDriver(app.db, companyId, request.params.driverId))) throw notFound();
    return { success: true as const, message: catalogueMessages.driverDeleted };
  });

  importRoute(app, endpoints.importCatalogueDrivers, driverImport);
};

export default driverRoutes;
