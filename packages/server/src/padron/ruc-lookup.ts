import type { FastifyInstance } from 'fastify';
import { rucLookupMessages, rucStandingWarning, type RucTaxpayer } from '@facturador/contracts';
import { ubigeoCatalog } from '../catalogs/ubigeo-catalog.ts';
import type { Queryable } from '../db/database.ts';
import { AppError, TooManyRequestsError } from '../http/app-error.ts';

/**
 * At most this many lookups per account in a sliding window: far more than anyone typing RUCs
 * into a form, far less than reading the padrón out through the API.
 */
export const RUC_LOOKUP_LIMIT = { maxLookups: 60, windowMs: 10 * 60 * 1000 } as const;

/** Seconds until this user may look up again; 0 when they may now (as the contact form counts). */
async function lookupRetryAfter(db: Queryable, userId: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - RUC_LOOKUP_LIMIT.windowMs);
  const [row] = await db.query<{ done: string; oldest: Date | null }>(
    'SELECT count(*) AS done, min(created_at) AS oldest FROM ruc_lookups WHERE user_id = $1 AND created_at > $2',
    [userId, since],
  );
  if (!row || Number(row.done) < RUC_LOOKUP_LIMIT.maxLookups || !row.oldest) return 0;
  const freeAt = new Date(row.oldest).getTime() + RUC_LOOKUP_LIMIT.windowMs;
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
}

interface PadronRow {
  ruc: string;
  razon_social: string;
  estado: string;
  condicion: string;
  ubigeo: string | null;
  address: string;
  updated_at: Date;
}

/**
 * GET /ruc/:ruc: the taxpayer in the local padrón (never SUNAT at run time), its district
 * named from the INEI catalogue, and a warning when it may not receive facturas. Every lookup
 * counts toward the user's limit, found or not.
 */
export async function lookupRuc(app: FastifyInstance, userId: string, ruc: string): Promise<RucTaxpayer> {
  const now = app.clock.now();
  const retryAfter = await lookupRetryAfter(app.db, userId, now);
  if (retryAfter > 0) throw new TooManyRequestsError(rucLookupMessages.rateLimited, retryAfter);
  await app.db.query('DELETE FROM ruc_lookups WHERE user_id = $1 AND created_at <= $2', [
    userId,
    new Date(now.getTime() - RUC_LOOKUP_LIMIT.windowMs),
  ]);
  await app.db.query('INSERT INTO ruc_lookups (user_id, created_at) VALUES ($1, $2)', [userId, now]);

  const [row] = await app.db.query<PadronRow>(
    'SELECT ruc, razon_social, estado, condicion, ubigeo, address, updated_at FROM ruc_padron WHERE ruc = $1',
    [ruc],
  );
  if (!row) throw new AppError(404, 'NOT_FOUND', rucLookupMessages.notFound);
  return {
    ruc: row.ruc,
    businessName: row.razon_social,
    state: row.estado,
    condition: row.condicion,
    address: row.address,
    ubigeo: row.ubigeo ? ubigeoCatalog().find(row.ubigeo) : null,
    warning: rucStandingWarning(row.estado, row.condicion),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
