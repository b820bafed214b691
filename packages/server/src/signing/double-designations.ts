import type { FastifyBaseLogger } from 'fastify';
import { limaDate } from '@facturador/contracts';
import type { Env } from '../config/env.ts';
import type { Queryable } from '../db/database.ts';

/** One row of SUNAT's list of the PSEs each issuer designated, as the double takes it. */
export interface DoubleDesignation {
  ruc: string;
  pse: string;
  from: string;
}

/**
 * The SUNAT double plays SUNAT in development and the tests, and it has no Operaciones en Línea
 * where a company designates its PSE: what a company confirms it did there, the server tells the
 * double through its control endpoint (loopback only, never in production: SUNAT_SIMULATOR_URL
 * is refused there). A double that cannot be reached is only logged: it may be starting, and it
 * takes an issuer it knows nothing of at its word anyway.
 */
export async function tellDoubleOfDesignations(
  env: Pick<Env, 'SUNAT_SIMULATOR_URL'>,
  log: FastifyBaseLogger,
  entries: readonly DoubleDesignation[],
): Promise<void> {
  if (!env.SUNAT_SIMULATOR_URL || entries.length === 0) return;
  try {
    const answer = await fetch(new URL('/__control', env.SUNAT_SIMULATOR_URL), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'addPseDesignations', entries }),
      signal: AbortSignal.timeout(3_000),
    });
    if (!answer.ok) log.warn({ status: answer.status }, 'the SUNAT double refused the PSE designations');
  } catch (error) {
    log.warn({ err: error }, 'the SUNAT double did not take the PSE designations');
  }
}

/** Every designation the companies confirmed, of `pse` (the platform's RUC). */
export async function confirmedDesignations(db: Queryable, pse: string): Promise<DoubleDesignation[]> {
  const rows = await db.query<{ ruc: string; confirmed_at: Date }>(
    `SELECT ruc, pse_designation_confirmed_at AS confirmed_at FROM companies
      WHERE signing_mode = 'pse' AND pse_designation_confirmed_at IS NOT NULL AND ruc <> $1`,
    [pse],
  );
  return rows.map((row) => ({ ruc: row.ruc, pse, from: limaDate(new Date(row.confirmed_at)) }));
}
