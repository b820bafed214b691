import { z } from 'zod';
import {
  catalogueCustomerInputSchema,
  catalogueCustomerListResponseSchema,
  catalogueCustomerResponseSchema,
  catalogueImportRequestSchema,
  catalogueImportResponseSchema,
  catalogueListQuerySchema,
  catalogueMessages,
  errorResponseSchema,
  listMeta,
  messageResponseSchema,
} from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isPublicId, refusingDuplicates } from '../../catalogues/catalogue-errors.ts';
import { customerImport } from '../../catalogues/customer-import.ts';
import {
  deleteCustomer,
  insertCustomer,
  listCustomers,
  updateCustomer,
} from '../../catalogues/customer-repository.ts';
import { importRows } from '../../catalogues/import-rows.ts';
import { membershipOf } from '../../companies/company-access.ts';
import { AppError } from '../../http/app-error.ts';
import { IMPORT_BODY_LIMIT, TAG } from './catalogue-routes.ts';

const companyParams = z.object({ id: z.string() });
const customerParams = z.object({ id: z.string(), customerId: z.string() });
const notFound = () => new AppError(404, 'NOT_FOUND', catalogueMessages.customerNotFound);

/** Clientes of a company (issue 29): every member reads and writes them; outsiders get 404. */
const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const companyOf = async (userId: string, publicId: string) =>
    (await membershipOf(app.db, userId, publicId)).companyId;

  app.get(
    '/companies/:id/customers',
    {
      schema: {
        tags: [TAG],
        summary: 'Clientes de la empresa por nombre, con búsqueda (q: número o nombre) y paginación',
        params: companyParams,
        querystring: catalogueListQuerySchema,
        response: { 200: catalogueCustomerListResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const companyId = await companyOf(request.auth.user.id, request.params.id);
      const { items, total } = await listCustomers(app.db, companyId, request.query);
      return {
        success: true as const,
        data: items,
        meta: listMeta(request.query.page, request.query.limit, total),
      };
    },
  );

  app.post(
    '/companies/:id/customers',
    {
      schema: {
        tags: [TAG],
        summary: 'Registrar un cliente (único por tipo y número de documento; el RUC se valida)',
        params: companyParams,
        body: catalogueCustomerInputSchema,
        response: {
          201: catalogueCustomerResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const companyId = await companyOf(request.auth.user.id, request.params.id);
      const customer = await refusingDuplicates(
        () => insertCustomer(app.db, companyId, request.body, app.clock.now()),
        catalogueMessages.customerTaken,
      );
      reply.code(201);
      return { success: true as const, message: catalogueMessages.customerCreated, data: customer };
    },
  );

  app.put(
    '/companies/:id/customers/:customerId',
    {
      schema: {
        tags: [TAG],
        summary: 'Modificar un cliente',
        params: customerParams,
        body: catalogueCustomerInputSchema,
        response: {
          200: catalogueCustomerResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const companyId = await companyOf(request.auth.user.id, request.params.id);
      if (!isPublicId(request.params.customerId)) throw notFound();
      const customer = await refusingDuplicates(
        () => updateCustomer(app.db, companyId, request.params.customerId, request.body, app.clock.now()),
        catalogueMessages.customerTaken,
      );
      if (!customer) throw notFound();
      return { success: true as const, message: catalogueMessages.customerUpdated, data: customer };
    },
  );

  app.delete(
    '/companies/:id/customers/:customerId',
    {
      schema: {
        tags: [TAG],
        summary: 'Eliminar un cliente (los comprobantes ya emitidos conservan sus datos)',
        params: customerParams,
        response: { 200: messageResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const companyId = await companyOf(request.auth.user.id, request.params.id);
      if (!isPublicId(request.params.customerId)) throw notFound();
      if (!(await deleteCustomer(app.db, companyId, request.params.customerId))) throw notFound();
      return { success: true as const, message: catalogueMessages.customerDeleted };
    },
  );

  app.post(
    '/companies/:id/customers/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags: [TAG],
        summary:
          'Importar clientes de un CSV (separado por ; o por comas, UTF-8): columnas tipo_documento, numero_documento, nombre, direccion, email. Crea o actualiza por documento y responde fila por fila',
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
      const result = await importRows(app.db, companyId, request.body.csv, customerImport, app.clock.now());
      return {
        success: true as const,
        message: catalogueMessages.imported(result.created, result.updated, result.failed),
        data: result,
      };
    },
  );
};

export default customerRoutes;
