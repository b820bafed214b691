import { z } from 'zod';
import {
  catalogueImportRequestSchema,
  catalogueImportResponseSchema,
  catalogueMessages,
  catalogueProductInputSchema,
  catalogueProductListQuerySchema,
  catalogueProductListResponseSchema,
  catalogueProductResponseSchema,
  errorResponseSchema,
  listMeta,
  messageResponseSchema,
} from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isPublicId, refusingDuplicates } from '../../catalogues/catalogue-errors.ts';
import { importRows } from '../../catalogues/import-rows.ts';
import { productImport } from '../../catalogues/product-import.ts';
import {
  deleteProduct,
  insertProduct,
  listProducts,
  updateProduct,
} from '../../catalogues/product-repository.ts';
import { membershipOf } from '../../companies/company-access.ts';
import { AppError } from '../../http/app-error.ts';
import { IMPORT_BODY_LIMIT, TAG } from './catalogue-routes.ts';

const companyParams = z.object({ id: z.string() });
const productParams = z.object({ id: z.string(), productId: z.string() });
const notFound = () => new AppError(404, 'NOT_FOUND', catalogueMessages.productNotFound);

/** Productos y servicios of a company (issue 29): every member reads and writes them; outsiders get 404. */
const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const companyOf = async (userId: string, publicId: string) =>
    (await membershipOf(app.db, userId, publicId)).companyId;

  app.get(
    '/companies/:id/products',
    {
      schema: {
        tags: [TAG],
        summary:
          'Productos y servicios de la empresa por código, con búsqueda (q: código o descripción), filtro active y paginación',
        params: companyParams,
        querystring: catalogueProductListQuerySchema,
        response: { 200: catalogueProductListResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const companyId = await companyOf(request.auth.user.id, request.params.id);
      const { items, total } = await listProducts(app.db, companyId, request.query);
      return {
        success: true as const,
        data: items,
        meta: listMeta(request.query.page, request.query.limit, total),
      };
    },
  );

  app.post(
    '/companies/:id/products',
    {
      schema: {
        tags: [TAG],
        summary: 'Registrar un producto o servicio (código único en la empresa)',
        params: companyParams,
        body: catalogueProductInputSchema,
        response: {
          201: catalogueProductResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const companyId = await companyOf(request.auth.user.id, request.params.id);
      const product = await refusingDuplicates(
        () => insertProduct(app.db, companyId, request.body, app.clock.now()),
        catalogueMessages.productTaken,
      );
      reply.code(201);
      return { success: true as const, message: catalogueMessages.productCreated, data: product };
    },
  );

  app.put(
    '/companies/:id/products/:productId',
    {
      schema: {
        tags: [TAG],
        summary: 'Modificar un producto o servicio (también activarlo o desactivarlo)',
        params: productParams,
        body: catalogueProductInputSchema,
        response: {
          200: catalogueProductResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const companyId = await companyOf(request.auth.user.id, request.params.id);
      if (!isPublicId(request.params.productId)) throw notFound();
      const product = await refusingDuplicates(
        () => updateProduct(app.db, companyId, request.params.productId, request.body, app.clock.now()),
        catalogueMessages.productTaken,
      );
      if (!product) throw notFound();
      return { success: true as const, message: catalogueMessages.productUpdated, data: product };
    },
  );

  app.delete(
    '/companies/:id/products/:productId',
    {
      schema: {
        tags: [TAG],
        summary: 'Eliminar un producto o servicio (los comprobantes ya emitidos conservan sus datos)',
        params: productParams,
        response: { 200: messageResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const companyId = await companyOf(request.auth.user.id, request.params.id);
      if (!isPublicId(request.params.productId)) throw notFound();
      if (!(await deleteProduct(app.db, companyId, request.params.productId))) throw notFound();
      return { success: true as const, message: catalogueMessages.productDeleted };
    },
  );

  app.post(
    '/companies/:id/products/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags: [TAG],
        summary:
          'Importar productos y servicios de un CSV (separado por ; o por comas, UTF-8): columnas codigo, descripcion, unidad, precio, incluye_igv, afectacion_igv, activo. Crea o actualiza por código y responde fila por fila',
        params: companyParams,
        body: catalogueImportRequestSchema,
        response: {
          200: catalogueImportResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          413: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const companyId = await companyOf(request.auth.user.id, request.params.id);
      const result = await importRows(app.db, companyId, request.body.csv, productImport, app.clock.now());
      return {
        success: true as const,
        message: catalogueMessages.imported(result.created, result.updated, result.failed),
        data: result,
      };
    },
  );
};

export default productRoutes;
