import { catalogueMessages, endpoints, listMeta } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { isPublicId, refusingDuplicates } from '../../catalogues/catalogue-errors.ts';
import { customerImport } from '../../catalogues/customer-import.ts';
import {
  deleteCustomer,
  insertCustomer,
  listCustomers,
  updateCustomer,
} from '../../catalogues/customer-repository.ts';
import { membershipOf } from '../../companies/company-access.ts';
import { AppError } from '../../http/app-error.ts';
import { importRoute } from './catalogue-routes.ts';

const notFound = () => new AppError(404, 'NOT_FOUND', catalogueMessages.customerNotFound);

/** Clientes of a company (issue 29): every member reads and writes them; outsiders get 404. */
const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const companyOf = async (userId: string, publicId: string) =>
    (await membershipOf(app.db, userId, publicId)).companyId;

  contractRoute(app, endpoints.listCatalogueCustomers, async (request) => {
    const companyId = await companyOf(request.auth.user.id, request.params.id);
    const { items, total } = await listCustomers(app.db, companyId, request.query);
    return {
      success: true as const,
      data: items,
      meta: listMeta(request.query.page, request.query.limit, total),
    };
  });

  contractRoute(app, endpoints.createCatalogueCustomer, async (request, reply) => {
    const companyId = await companyOf(request.auth.user.id, request.params.id);
    const customer = await refusingDuplicates(
      () => insertCustomer(app.db, companyId, request.body, app.clock.now()),
      catalogueMessages.customerTaken,
    );
    reply.code(201);
    return { success: true as const, message: catalogueMessages.customerCreated, data: customer };
  });

  contractRoute(app, endpoints.updateCatalogueCustomer, async (request) => {
    const companyId = await companyOf(request.auth.user.id, request.params.id);
    if (!isPublicId(request.params.customerId)) throw notFound();
    const customer = await refusingDuplicates(
      () => updateCustomer(app.db, companyId, request.params.customerId, request.body, app.clock.now()),
      catalogueMessages.customerTaken,
    );
    if (!customer) throw notFound();
    return { success: true as const, message: catalogueMessages.customerUpdated, data: customer };
  });

  contractRoute(app, endpoints.deleteCatalogueCustomer, async (request) => {
    const companyId = await companyOf(request.auth.user.id, request.params.id);
    if (!isPublicId(request.params.customerId)) throw notFound();
    if (!(await deleteCustomer(app.db, companyId, request.params.customerId))) throw notFound();
    return { success: true as const, message: catalogueMessages.customerDeleted };
  });

  importRoute(app, endpoints.importCatalogueCustomers, customerImport);
};

export default customerRoutes;
