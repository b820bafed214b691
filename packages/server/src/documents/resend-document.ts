import type { DocumentsContext } from './documents-context.ts';
import { documentApiMessages } from '@facturador/contracts';
import { AppError } from '../http/app-error.ts';
import { recordEvent } from './document-events.ts';
import { reserveToken } from './document-tokens.ts';
import { TIMELINE_TEXTS } from './messages.ts';

/**
 * A document with an exception (0100–1999: SUNAT did not take it, the number is not burned) is
 * sent again as it was signed, once what caused it is fixed (credentials, a provider outage).
 * Its token was given back with the exception, so it is reserved again first.
 */
export async function resendException(
  app: DocumentsContext,
  companyId: string,
  documentId: string,
): Promise<void> {
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    const [row] = await tx.query<{
      status: string;
      token_state: string;
      token_user_id: string | null;
      series: string;
      number: number;
    }>(
      'SELECT status, token_state, token_user_id, series, number FROM documents WHERE id = $1 AND company_id = $2 FOR UPDATE',
      [documentId, companyId],
    );
    if (row?.status !== 'exception')
      throw new AppError(409, 'CONFLICT', documentApiMessages.resendNotAllowed);
    let fromQuota = true;
    if (row.token_state === 'refunded' && row.token_user_id)
      fromQuota = await reserveToken(tx, row.token_user_id, `${row.series}-${row.number}`, now);
    await tx.query(
      `UPDATE documents SET status = 'signed', token_state = CASE WHEN token_state = 'refunded' THEN 'reserved' ELSE token_state END,
         token_from_quota = $2, send_attempts = 0, next_attempt_at = $3, answer_lost = false, updated_at = $3 WHERE id = $1`,
      [documentId, fromQuota, now],
    );
    await recordEvent(tx, documentId, 'signed', null, TIMELINE_TEXTS.resent, now);
  });
}
