import type { Queryable } from '../db/database.ts';
import type { Exchange } from './transport/sunat-transport.ts';

/**
 * Keeps every SOAP call of a document (a retención or percepción too) or summary (sunat_exchanges):
 * what was asked and answered.
 */
export async function logExchanges(
  db: Queryable,
  owner: { documentId?: string; summaryId?: string; otherDocumentId?: string },
  exchanges: readonly Exchange[],
  at: Date,
): Promise<void> {
  for (const exchange of exchanges) {
    await db.query(
      `INSERT INTO sunat_exchanges (document_id, summary_id, created_at, operation, endpoint, http_status,
         duration_ms, request, response, error, other_document_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        owner.documentId ?? null,
        owner.summaryId ?? null,
        at,
        exchange.operation,
        exchange.endpoint,
        exchange.httpStatus,
        exchange.durationMs,
        exchange.request,
        exchange.response,
        exchange.error,
        owner.otherDocumentId ?? null,
      ],
    );
  }
}
