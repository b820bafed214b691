import type { DocumentsContext } from './documents-context.ts';
import { documentApiMessages, type DocumentEnvironment } from '@facturador/contracts';
import { leaseEnd, nextAttemptAt, SEND_BACK_OFF } from '../jobs/lease.ts';
import { AppError } from '../http/app-error.ts';
import type { SignedDocumentFiles } from '@facturador/einvoice';
import type { Queryable } from '../db/database.ts';
import { TIMELINE_TEXTS } from './messages.ts';
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
 * What a claim answers of the document (all but its zip), as `claimDocument` and the issue that
 * claims its own first send (`storeSignatureClaimingFirstSend`) read it: `d` the document, `c`
 * its company.
 */
export const CLAIMED_COLUMNS = `d.id, d.company_id, d.document_type, d.series, d.number, d.file_name, d.answer_lost,
  d.send_attempts, d.token_state, d.token_user_id, d.token_from_quota, d.status,
  d.input #>> '{customer,email}' AS buyer_email, c.ruc, d.environment`;

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
      RETURNING ${CLAIMED_COLUMNS}, d.zip`,
    [documentId, leaseEnd(now), now],
  );
  if (!row || row.zip) return row ?? null;
  try {
    return { ...row, zip: (await signNumbered(app, documentId)).zip };
  } catch (error) {
    // Not signed this time (its key gone, a defect): tried again with the sends' back-off, and the
    // job's other documents go on meanwhile. Its page says why it waits and what fixes it (a
    // certificate to upload, the designation to confirm), or a defect was logged.
    app.log.error({ err: error, documentId }, 'numbered document not signed');
    const reason = error instanceof AppError ? error.message : documentApiMessages.notSignedDefect;
    await app.db.query(
      'UPDATE documents SET last_error = $2, next_attempt_at = $3, updated_at = $4 WHERE id = $1 AND zip IS NULL',
      [
        documentId,
        documentApiMessages.notSigned(reason),
        nextAttemptAt(now, SEND_BACK_OFF, row.send_attempts),
        now,
      ],
    );
    return null;
  }
}

/**
 * `storeSignature` for the issuing request that sends at once: the same statement also claims the
 * first send, as `claimDocument` would in a statement of its own right after it
 * — on the embedded database a statement costs more than its work. Answers the claimed document
 * with the zip just signed, or null when another signature got there first (the job, after the
 * lease): then that one's claim is the one that sends.
 */
export async function storeSignatureClaimingFirstSend(
  db: Queryable,
  documentId: string,
  signed: Pick<SignedDocumentFiles, 'xml' | 'zip' | 'digestValue'>,
  label: string,
  now: Date,
): Promise<ClaimedDocument | null> {
  const zip = Buffer.from(signed.zip);
  const [claimed] = await db.query<Omit<ClaimedDocument, 'zip'>>(
    `WITH stored AS (
       UPDATE documents d SET xml = $2, zip = $3, digest_value = $4, updated_at = $5,
              send_attempts = d.send_attempts + 1, next_attempt_at = $7
         FROM companies c
        WHERE d.id = $1 AND c.id = d.company_id AND d.zip IS NULL AND d.send_attempts = 0
        RETURNING ${CLAIMED_COLUMNS}
     ), recorded AS (
       INSERT INTO document_events (document_id, created_at, status, code, description)
       SELECT id, $5, 'signed', NULL, $6 FROM stored
     )
     SELECT * FROM stored`,
    [documentId, signed.xml, zip, signed.digestValue, now, TIMELINE_TEXTS.signed(label), leaseEnd(now)],
  );
  return claimed ? { ...claimed, zip } : null;
}
