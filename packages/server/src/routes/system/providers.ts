import { randomUUID } from 'node:crypto';
import {
  adminProviderListResponseSchema,
  adminProviderResponseSchema,
  errorResponseSchema,
  providerInputSchema,
  providerMessages,
  providerTestRequestSchema,
  providerTestResponseSchema,
  type AdminProvider,
  type ProviderInput,
} from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditedBy, recordAudit } from '../../audit/audit-log.ts';
import { probeUrl } from '../../admin/probe-url.ts';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { guardRoutes } from '../../plugins/app/authentication.ts';

interface ProviderRow {
  id: string;
  public_id: string;
  code: string;
  name: string;
  type: AdminProvider['type'];
  test_url: string | null;
  production_url: string | null;
  status_url: string | null;
  auth_type: AdminProvider['authType'];
  is_active: boolean;
  companies: string | number;
  updated_at: Date;
}

const SELECT = `SELECT p.id, p.public_id, p.code, p.name, p.type, p.test_url, p.production_url, p.status_url,
    p.auth_type, p.is_active, p.updated_at,
    (SELECT count(*) FROM companies c WHERE c.provider_id = p.id) AS companies
  FROM providers p`;

const toProvider = (row: ProviderRow): AdminProvider => ({
  id: row.public_id,
  code: row.code,
  name: row.name,
  type: row.type,
  testUrl: row.test_url,
  productionUrl: row.production_url,
  statusUrl: row.status_url,
  authType: row.auth_type,
  isActive: row.is_active,
  companies: Number(row.companies),
  updatedAt: new Date(row.updated_at).toISOString(),
});

const paramsSchema = z.object({ id: z.uuid({ error: providerMessages.notFound }) });

async function findProvider(db: Queryable, publicId: string, forUpdate = false): Promise<ProviderRow> {
  const [row] = await db.query<ProviderRow>(
    `${SELECT} WHERE p.public_id = $1${forUpdate ? ' FOR UPDATE OF p' : ''}`,
    [publicId],
  );
  if (!row) throw new AppError(404, 'NOT_FOUND', providerMessages.notFound);
  return row;
}

async function nameTaken(db: Queryable, name: string, exceptId: string | null): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM providers WHERE lower(name) = lower($1) AND ($2::bigint IS NULL OR id <> $2)',
    [name, exceptId],
  );
  return rows.length > 0;
}

/** A code for a new provider, from its name: NUBEFACT, MI_OSE… (unique, never shown to users). */
const codeFor = (input: ProviderInput) =>
  `${input.name
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .toUpperCase()
    .slice(0, 30)}_${randomUUID().slice(0, 8).toUpperCase()}`;

/** Proveedores (issue 16): the OSE / PSE / SUNAT records companies choose among, and their connection test. */
const providerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'admin');

  app.get(
    '/admin/providers',
    {
      schema: {
        tags: ['administración'],
        summary: 'Todos los proveedores (activos e inactivos) con cuántas empresas los usan',
        response: { 200: adminProviderListResponseSchema },
      },
    },
    async () => {
      const rows = await app.db.query<ProviderRow>(
        `${SELECT} ORDER BY CASE p.type WHEN 'SUNAT' THEN 0 WHEN 'OSE' THEN 1 ELSE 2 END, p.name`,
      );
      return { success: true as const, data: rows.map(toProvider) };
    },
  );

  app.post(
    '/admin/providers',
    {
      schema: {
        tags: ['administración'],
        summary: 'Crear un proveedor',
        body: providerInputSchema,
        response: { 201: adminProviderResponseSchema, 400: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const now = app.clock.now();
      const provider = await app.db.transaction(async (tx) => {
        if (await nameTaken(tx, input.name, null))
          throw new AppError(409, 'CONFLICT', providerMessages.nameTaken);
        const [created] = await tx.query<{ public_id: string }>(
          `INSERT INTO providers (code, name, type, test_url, production_url, status_url, auth_type, is_active,
                                  created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING public_id`,
          [
            codeFor(input),
            input.name,
            input.type,
            input.testUrl,
            input.productionUrl,
            input.statusUrl,
            input.authType,
            input.isActive,
            now,
          ],
        );
        const row = toProvider(await findProvider(tx, created!.public_id));
        await recordAudit(tx, {
          ...auditedBy(request),
          action: 'provider.create',
          entityId: row.id,
          before: null,
          after: row,
          at: app.clock.now(),
        });
        return row;
      });
      return reply
        .code(201)
        .send({ success: true as const, message: providerMessages.created, data: provider });
    },
  );

  app.put(
    '/admin/providers/:id',
    {
      schema: {
        tags: ['administración'],
        summary: 'Cambiar un proveedor (desactivarlo lo quita de la elección de las empresas)',
        params: paramsSchema,
        body: providerInputSchema,
        response: {
          200: adminProviderResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const input = request.body;
      const provider = await app.db.transaction(async (tx) => {
        const found = await findProvider(tx, request.params.id, true);
        if (await nameTaken(tx, input.name, found.id))
          throw new AppError(409, 'CONFLICT', providerMessages.nameTaken);
        await tx.query(
          `UPDATE providers SET name = $2, type = $3, test_url = $4, production_url = $5, status_url = $6,
                  auth_type = $7, is_active = $8, updated_at = $9 WHERE id = $1`,
          [
            found.id,
            input.name,
            input.type,
            input.testUrl,
            input.productionUrl,
            input.statusUrl,
            input.authType,
            input.isActive,
            app.clock.now(),
          ],
        );
        const row = toProvider(await findProvider(tx, request.params.id));
        await recordAudit(tx, {
          ...auditedBy(request),
          action: 'provider.update',
          entityId: row.id,
          before: toProvider(found),
          after: row,
          at: app.clock.now(),
        });
        return row;
      });
      return { success: true as const, message: providerMessages.updated, data: provider };
    },
  );

  app.post(
    '/admin/providers/:id/test',
    {
      schema: {
        tags: ['administración'],
        summary: 'Probar conexión: llama a la dirección elegida con un tiempo de espera corto',
        params: paramsSchema,
        body: providerTestRequestSchema,
        response: { 200: providerTestResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const provider = await findProvider(app.db, request.params.id);
      const url = {
        test: provider.test_url,
        production: provider.production_url,
        status: provider.status_url,
      }[request.body.url];
      if (!url) throw new AppError(409, 'CONFLICT', providerMessages.urlMissing);
      const result = await probeUrl(url, { allowInternal: app.env.NODE_ENV !== 'production' });
      return { success: true as const, data: result };
    },
  );
};

export default providerAdminRoutes;
