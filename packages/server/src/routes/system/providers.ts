import { randomUUID } from 'node:crypto';
import { endpoints, type ProviderInput, providerMessages } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { auditedBy, recordAudit } from '../../audit/audit-log.ts';
import { probeUrl } from '../../admin/probe-url.ts';
import {
  findAdminProvider,
  insertProvider,
  listAdminProviders,
  providerNameTaken,
  toAdminProvider,
  updateProvider,
  type AdminProviderRow,
} from '../../companies/provider-repository.ts';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { guardRoutes } from '../../plugins/app/authentication.ts';

async function findProvider(db: Queryable, publicId: string, forUpdate = false): Promise<AdminProviderRow> {
  const row = await findAdminProvider(db, publicId, forUpdate);
  if (!row) throw new AppError(404, 'NOT_FOUND', providerMessages.notFound);
  return row;
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

  contractRoute(app, endpoints.listAdminProviders, async () => {
    return { success: true as const, data: await listAdminProviders(app.db) };
  });

  contractRoute(app, endpoints.createProvider, async (request, reply) => {
    const input = request.body;
    const now = app.clock.now();
    const provider = await app.db.transaction(async (tx) => {
      if (await providerNameTaken(tx, input.name, null))
        throw new AppError(409, 'CONFLICT', providerMessages.nameTaken);
      const created = await insertProvider(tx, codeFor(input), input, now);
      const row = toAdminProvider(await findProvider(tx, created));
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
  });

  contractRoute(app, endpoints.updateProvider, async (request) => {
    const input = request.body;
    const provider = await app.db.transaction(async (tx) => {
      const found = await findProvider(tx, request.params.id, true);
      if (await providerNameTaken(tx, input.name, found.id))
        throw new AppError(409, 'CONFLICT', providerMessages.nameTaken);
      await updateProvider(tx, found.id, input, app.clock.now());
      const row = toAdminProvider(await findProvider(tx, request.params.id));
      await recordAudit(tx, {
        ...auditedBy(request),
        action: 'provider.update',
        entityId: row.id,
        before: toAdminProvider(found),
        after: row,
        at: app.clock.now(),
      });
      return row;
    });
    return { success: true as const, message: providerMessages.updated, data: provider };
  });

  contractRoute(app, endpoints.testProvider, async (request) => {
    const provider = await findProvider(app.db, request.params.id);
    const url = {
      test: provider.test_url,
      production: provider.production_url,
      status: provider.status_url,
    }[request.body.url];
    if (!url) throw new AppError(409, 'CONFLICT', providerMessages.urlMissing);
    const result = await probeUrl(url, { allowInternal: app.env.NODE_ENV !== 'production' });
    return { success: true as const, data: result };
  });
};

export default providerAdminRoutes;
