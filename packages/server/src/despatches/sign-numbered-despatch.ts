import type { DespatchInput, DocumentEnvironment } from '@facturador/contracts';
import {
  buildSignedDespatch,
  computeDespatch,
  type Issuer,
  type SignedDocumentFiles,
} from '@facturador/einvoice';
import type { Queryable } from '../db/database.ts';
import type { DocumentsContext } from '../documents/documents-context.ts';
import { sendingProfileOf, signingKeyOf } from '../documents/sending-profile.ts';

/** The signed bytes of a guía, as stored and sent. */
export interface StoredDespatchSignature {
  xml: string;
  zip: Buffer;
  digest_value: string;
}

/**
 * Keeps the signed files of a numbered guía. Only the first signature is kept: a guía is signed
 * again only when its issuing request died before storing it, and then the job and a download may
 * race; the loser's copy (the same guía, rebuilt from the same row) is dropped.
 */
export async function storeDespatchSignature(
  db: Queryable,
  despatchId: string,
  signed: Pick<SignedDocumentFiles, 'xml' | 'zip' | 'digestValue'>,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE despatches SET xml = $2, zip = $3, digest_value = $4, updated_at = $5
      WHERE id = $1 AND zip IS NULL`,
    [despatchId, signed.xml, Buffer.from(signed.zip), signed.digestValue, now],
  );
}

interface NumberedDespatch {
  company_id: string;
  number: number;
  input: DespatchInput | string;
  issuer: Issuer | string;
  issue_time: string;
  environment: DocumentEnvironment;
}

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * The signed files of a guía whose issuing request numbered it and stopped before signing it (a
 * crash, a deploy): built and signed now from what the row kept — the same input, issuer, number
 * and time the request would have signed — with the company's key for the guía's environment,
 * and stored. Answers the stored files, whoever stored them.
 */
export async function signNumberedDespatch(
  app: DocumentsContext,
  despatchId: string,
): Promise<StoredDespatchSignature> {
  const [row] = await app.db.query<NumberedDespatch & Partial<StoredDespatchSignature>>(
    `SELECT company_id, number, input, issuer, issue_time, environment, xml, zip, digest_value
       FROM despatches WHERE id = $1`,
    [despatchId],
  );
  if (row!.zip) return row as StoredDespatchSignature;
  const profile = await sendingProfileOf(app.db, row!.company_id);
  const key = await signingKeyOf(app, app.db, row!.company_id, profile, row!.environment);
  const computed = computeDespatch(parsed(row!.input), {
    issuer: parsed(row!.issuer),
    number: Number(row!.number),
    issueTime: row!.issue_time,
  });
  await storeDespatchSignature(app.db, despatchId, buildSignedDespatch(computed, key), app.clock.now());
  const [stored] = await app.db.query<StoredDespatchSignature>(
    'SELECT xml, zip, digest_value FROM despatches WHERE id = $1',
    [despatchId],
  );
  return stored!;
}
