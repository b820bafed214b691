import { despatchApiMessages } from '@facturador/contracts';
import type { DocumentsContext } from '../documents/documents-context.ts';
import { AppError } from '../http/app-error.ts';
import { leaseEnd } from '../jobs/lease.ts';
import { dispatchDespatch } from './dispatch-despatch.ts';

/**
 * A guía SUNAT did not register (an exception, 0100–1999: its number is not burned) is sent
 * again as it was signed, once what caused it is fixed (credentials, SUNAT's outage), as a
 * document's resend does (documents/resend-document.ts). A rejected guía is never resent: SUNAT
 * burned its number, and only a new guía can carry the goods. The caller owns the send for a
 * lease, as when the guía was issued; the job takes it afterwards if that send gets no verdict.
 */
export async function resendDespatchException(
  app: DocumentsContext,
  companyId: string,
  despatchId: string,
): Promise<void> {
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    const [row] = await tx.query<{ status: string; series: string; number: number }>(
      'SELECT status, series, number FROM despatches WHERE id = $1 AND company_id = $2 FOR UPDATE',
      [despatchId, companyId],
    );
    if (row?.status === 'rejected')
      throw new AppError(409, 'CONFLICT', despatchApiMessages.resendRejected(`${row.series}-${row.number}`));
    if (row?.status !== 'exception')
      throw new AppError(409, 'CONFLICT', despatchApiMessages.resendNotAllowed);
    // SUNAT's earlier code goes with the exception: a new ticket brings its own verdict.
    await tx.query(
      `UPDATE despatches SET status = 'signed', ticket = NULL, sunat_code = NULL, sunat_description = NULL,
         last_error = NULL, send_attempts = 0, answer_lost = false, next_attempt_at = $2, updated_at = $3
       WHERE id = $1`,
      [despatchId, leaseEnd(now), now],
    );
  });
  await dispatchDespatch(app, despatchId, { first: true });
}
