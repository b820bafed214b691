import { catalogueMessages, endpoints, listMeta } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { isPublicId, refusingDuplicates } from '../../catalogues/catalogue-errors.ts';
import { productImport } from '../../catalogues/product-import.ts';
import {
  deleteProduct,
  insertProduct,
  listProducts,
  updateProduct,
} from '../../catalogues/product-repository.ts';
import { membershipOf } from '../../companies/company-access.ts';
import { AppError } from '../../http/app-error.ts';
import { importRoute } from './catalogue-routes.ts';

const notFound = () => new AppError(404, 'NOT_FOUND', catalogueMessages.productNotFound);

/** Productos y servicios of a company (issue 29): every member reads and writes them; outsiders get 404. */
const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const companyOf = async (userId: string, publicId: string) =>
    (await membershipOf(app.db, userId, publicId)).companyId;

  contractRoute(app, endpoints.listCatalogueProducts, async (request) => {
    const companyId = await companyOf(request.auth.user.id, request.params.id);
    const { items, total } = await listProducts(app.db, companyId, request.query);
    return {
      success: true as const,
      data: items,
      meta: listMeta(request.query.page, request.query.limit, total),
    };
  });

  contractRoute(app, endpoints.createCatalogueProduct, async (request, reply) => {
    const companyId = await companyOf(request.auth.user.id, request.params.id);
    const product = await refusingDuplicates(
      () => insertProduct(app.db, companyId, request.body, app.clock.now()),
      catalogueMessages.productTaken,
    );
    reply.code(201);
    return { success: true as const, message: catalogueMessages.productCreated, data: product };
  });

  contractRoute(app, endpoints.updateCatalogueProduct, async (request) => {
    const companyId = await companyOf(request.auth.user.id, request.params.id);
    if (!isPublicId(request.params.productId)) throw notFound();
    const product = await refusingDuplicates(
      () => updateProduct(app.db, companyId, request.params.productId, request.body, app.clock.now()),
      catalogueMessages.productTaken,
    );
    if (!product) throw notFound();
    return { success: true as const, message: catalogueMessages.productUpdated, data: product };
  });

  contractRoute(app, endpoints.deleteCatalogueProduct, async (request) => {
    const companyId = await companyOf(request.auth.user.id, request.params.id);
    if (!isPublicId(request.params.productId)) throw notFound();
    if (!(await deleteProduct(app.db, companyId, request.params.productId))) throw notFound();
    return { success: true as const, message: catalogueMessages.productDeleted };
  });

  importRoute(app, endpoints.importCatalogueProducts, productImport);
};

export default productRoutes;
