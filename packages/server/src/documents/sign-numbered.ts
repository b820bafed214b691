import type { DocumentsContext } from './documents-context.ts';
import type { DocumentEnvironment, DocumentInput } from '@facturador/contracts';
import { buildSignedDocument, type Issuer, type SignedDocumentFiles } from '@facturador/einvoice';
import type { Queryable } from '../db/database.ts';
import { TIMELINE_TEXTS } from './messages.ts';
import { sendingProfileOf, signingKeyOf } from './sending-profile.ts';
import { rebuild } from './void-document.ts';

/** The signed bytes of a document, as stored and sent. */
export interface StoredSignature {
  xml: string;
  zip: Buffer;
  digest_value: string;
}

/**
 * Keeps the signed files of a numbered document and writes «Numerado … y firmado» in its history,
 * in one statement. Only the first signature is kept: a document is signed again only when its
 * issuing request died before storing it, and then the job and a download may race; the loser's
 * copy (the same document, rebuilt from the same row) is dropped and the stored one answered.
 */
export async function storeSignature(
  db: Queryable,
  documentId: string,
  signed: Pick<SignedDocumentFiles, 'xml' | 'zip' | 'digestValue'>,
  label: string,
  now: Date,
): Promise<void> {
  await db.query(
    `WITH stored AS (
       UPDATE documents SET xml = $2, zip = $3, digest_value = $4, updated_at = $5
        WHERE id = $1 AND zip IS NULL RETURNING id
     )
     INSERT INTO document_events (document_id, created_at, status, code, description)
     SELECT id, $5, 'signed', NULL, $6 FROM stored`,
    [documentId, signed.xml, Buffer.from(signed.zip), signed.digestValue, now, TIMELINE_TEXTS.signed(label)],
  );
}

interface NumberedRow {
  company_id: string;
  series: string;
  number: number;
  input: DocumentInput;
  issuer: Issuer;
  igv_percent: string;
  issue_time: string;
  environment: DocumentEnvironment;
}

/**
 * The signed files of a document whose issuing request numbered it and stopped before signing it
 * (a crash, a deploy): built and signed now from what the row kept — the same input, issuer,
 * number, rate and time the request would have signed — with the company's key, and stored.
 * Answers the stored files, whoever stored them.
 */
export async function signNumbered(app: DocumentsContext, documentId: string): Promise<StoredSignature> {
  const [row] = await app.db.query<NumberedRow & Partial<StoredSignature>>(
    `SELECT company_id, series, number, input, issuer, igv_percent::text AS igv_percent, issue_time, environment,
            xml, zip, digest_value
       FROM documents WHERE id = $1`,
    [documentId],
  );
  if (row!.zip) return row as StoredSignature;
  const profile = await sendingProfileOf(app.db, row!.company_id);
  const key = await signingKeyOf(app, app.db, row!.company_id, profile, row!.environment);
  const signed = buildSignedDocument(rebuild({ ...row!, number: Number(row!.number) }), key);
  const now = app.clock.now();
  await storeSignature(app.db, documentId, signed, `${row!.series}-${row!.number}`, now);
  const [stored] = await app.db.query<StoredSignature>(
    'SELECT xml, zip, digest_value FROM documents WHERE id = $1',
    [documentId],
  );
  return stored!;
}
