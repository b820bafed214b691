import type { DocumentsContext } from './documents-context.ts';
import type { DocumentEnvironment } from '@facturador/contracts';
import { leaseEnd } from '../jobs/lease.ts';
import { signNumbered } from './sign-numbered.ts';

/** A signed document taken for one send attempt, with what sending and settling it need. */
export interface ClaimedDocument {
  id: string;
  company_id: string;
  document_type: string;
  series: string;
  number: number;
  file_name: string;
  zip: Buffer;
  answer_lost: boolean;
  send_attempts: number;
  token_state: string;
  token_user_id: string | null;
  token_from_quota: boolean;
  status: string;
  /** Whether the buyer gave an e-mail: most do not, and then nothing is mailed on acceptance. */
  buyer_email: string | null;
  ruc: string;
  /** Where it was issued: every attempt goes there, whatever the company is now (issue 40). */
  environment: DocumentEnvironment;
}

/**
 * Takes the document for one send attempt. `first` is the issuing request, which owns the
 * document's first send; the job takes only documents whose next attempt is due. Either way
 * one attempt at a time: the lease moves next_attempt_at past now. A document numbered by a
 * request that died before signing it is signed here first, under the same lease.
 */
export async function claimDocument(
  app: DocumentsContext,
  documentId: string,
  first: boolean,
): Promise<ClaimedDocument | null> {
  const now = app.clock.now();
  const [row] = await app.db.query<ClaimedDocument>(
    `UPDATE documents d SET send_attempts = d.send_attempts + 1, next_attempt_at = $2, updated_at = $3
       FROM companies c
      WHERE d.id = $1 AND c.id = d.company_id AND d.status IN ('signed', 'sent')
        AND ${first ? 'd.send_attempts = 0' : 'd.next_attempt_at <= $3'}
      RETURNING d.id, d.company_id, d.document_type, d.series, d.number, d.file_name, d.zip, d.answer_lost,
                d.send_attempts, d.token_state, d.token_user_id, d.token_from_quota, d.status,
                d.input #>> '{customer,email}' AS buyer_email, c.ruc, d.environment`,
    [documentId, leaseEnd(now), now],
  );
  if (!row || row.zip) return row ?? null;
  try {
    return { ...row, zip: (await signNumbered(app, documentId)).zip };
  } catch (error) {
    // Not signed this time (its key gone, a defect): tried again after the lease, and the job's
    // other documents go on meanwhile.
    app.log.error({ err: error, documentId }, 'numbered document not signed');
    return null;
  }
}
