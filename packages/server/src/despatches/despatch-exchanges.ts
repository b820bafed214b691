import type { Queryable } from '../db/database.ts';
import type { Exchange } from '../documents/transport/sunat-transport.ts';

/**
 * Keeps every call of a guía to SUNAT's GRE API in sunat_exchanges (despatch_id), as documents'
 * calls are: what was asked and answered, with the token, the client and the passwords removed.
 */
export async function logDespatchExchanges(
  db: Queryable,
  despatchId: string,
  exchanges: readonly Exchange[],
  at: Date,
): Promise<void> {
  for (const exchange of exchanges)
    await db.query(
      `INSERT INTO sunat_exchanges (despatch_id, created_at, operation, endpoint, http_status, duration_ms, request,
         response, error)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        despatchId,
        at,
        exchange.operation,
        exchange.endpoint,
        exchange.httpStatus,
        exchange.durationMs,
        exchange.request,
        exchange.response,
        exchange.error,
      ],
    );
}
