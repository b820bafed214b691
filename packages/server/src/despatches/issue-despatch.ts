import { createHash } from 'node:crypto';
import {
  despatchApiMessages,
  documentApiMessages,
  documentEnvironmentOf,
  limaTime,
  type DespatchInput,
} from '@facturador/contracts';
import { buildSignedDespatch, computeDespatch, fileBaseName, validateDespatch } from '@facturador/einvoice';
import type { DocumentsContext } from '../documents/documents-context.ts';
import { takeSeriesNumber } from '../documents/series-number.ts';
import { issuerOf } from '../documents/issuer-of.ts';
import { sendingProfileOf, signingKeyOf } from '../documents/sending-profile.ts';
import type { Queryable } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { validationError, type FieldError } from '../http/error-answer.ts';
import { leaseEnd } from '../jobs/lease.ts';
import { storeDespatchSignature } from './sign-numbered-despatch.ts';

const UNIQUE_VIOLATION = '23505';

export interface IssueDespatchRequest {
  companyId: string;
  userId: string;
  input: DespatchInput;
  idempotencyKey?: string;
}

/** The same request in meaning: what an Idempotency-Key is compared by. */
const requestHash = (input: DespatchInput) =>
  createHash('sha256').update(JSON.stringify(input)).digest('base64url');

async function findByKey(db: Queryable, companyId: string, key: string) {
  const [row] = await db.query<{ id: string; idempotency_hash: string }>(
    'SELECT id, idempotency_hash FROM despatches WHERE company_id = $1 AND idempotency_key = $2',
    [companyId, key],
  );
  return row ?? null;
}

function replayOf(row: { id: string; idempotency_hash: string }, hash: string) {
  if (row.idempotency_hash !== hash)
    throw new AppError(409, 'CONFLICT', despatchApiMessages.idempotencyReused);
  return { despatchId: row.id, replay: true };
}

async function assertGreCredentials(db: Queryable, companyId: string): Promise<void> {
  const [row] = await db.query<{ ready: boolean }>(
    `SELECT gre_client_id_sealed IS NOT NULL AND gre_client_secret_sealed IS NOT NULL AS ready
       FROM company_credentials WHERE company_id = $1`,
    [companyId],
  );
  if (!row?.ready) throw new AppError(409, 'CONFLICT', despatchApiMessages.greMissing);
}

/**
 * Numbers a guía in one short transaction, then signs it, as a document is (decision 58): SUNAT's
 * rules first (what it would refuse is answered 422 without a number), then the series row locked
 * only while its correlative is taken and moved on and the row stored `signed` without its files
 * (with the issuer and the time it is signed with). A failure there rolls the number back with
 * everything else; once committed the number is the guía's for good, whatever SUNAT says.
 * Building, signing and zipping follow the commit, outside the lock; a request that dies in
 * between leaves a numbered guía without its files, which the dispatch job signs and sends after
 * the lease (sign-numbered-despatch.ts). The first send is the caller's (`dispatchDespatch`).
 */
export async function issueDespatch(
  app: DocumentsContext,
  request: IssueDespatchRequest,
): Promise<{ despatchId: string; replay: boolean }> {
  const { companyId, input, idempotencyKey } = request;
  const hash = requestHash(input);
  if (idempotencyKey) {
    const existing = await findByKey(app.db, companyId, idempotencyKey);
    if (existing) return replayOf(existing, hash);
  }
  const company = await sendingProfileOf(app.db, companyId);
  if (!company.is_active) throw new AppError(409, 'CONFLICT', documentApiMessages.companyInactive);
  const errors = validateDespatch(input, { issuerRuc: company.ruc }).filter(
    (issue) => issue.severity === 'error',
  );
  // What SUNAT would refuse: 422 VALIDATION_ERROR before a number is taken, as for documents.
  if (errors.length > 0) {
    const fields = errors.map(({ field, code, message }) => ({ field, code, message }));
    const refusal = validationError(fields as unknown as [FieldError, ...FieldError[]]);
    throw new AppError(422, refusal.code, refusal.message, refusal.details);
  }
  const environment = documentEnvironmentOf(company.environment);
  const key = await signingKeyOf(app, app.db, companyId, company, environment);
  // Production sends with the company's own GRE client: without it no number is taken.
  if (environment === 'production') await assertGreCredentials(app.db, companyId);
  const now = app.clock.now();
  try {
    const numbered = await app.db.transaction(async (tx) => {
      const series = await takeSeriesNumber(tx, companyId, input, now);
      const { number } = series;
      const issuer = issuerOf(company, series);
      const issueTime = input.issueTime ?? limaTime(now);
      // Stored numbered and not yet signed (no XML, zip or hash): signed once this commits.
      const [inserted] = await tx.query<{ id: string }>(
        `INSERT INTO despatches (company_id, created_by, environment, despatch_type, series, number, issue_date,
           recipient_name, input, status, file_name, issuer, issue_time, idempotency_key, idempotency_hash,
           next_attempt_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'signed', $10, $11, $12, $13, $14, $15, $16, $16)
         RETURNING id`,
        [
          companyId,
          request.userId,
          environment,
          input.documentType,
          input.series,
          number,
          input.issueDate,
          input.recipient.name,
          JSON.stringify(input),
          fileBaseName(issuer.ruc, input.documentType, input.series, number),
          JSON.stringify(issuer),
          issueTime,
          idempotencyKey ?? null,
          idempotencyKey ? hash : null,
          // The caller that numbered it owns its signature and first send for a lease; the job
          // takes it after (and signs it first if this request died before it could).
          leaseEnd(now),
          now,
        ],
      );
      return { despatchId: inserted!.id, issuer, number, issueTime };
    });
    // Outside the series' lock: the next guía of this series is numbered while this one signs.
    const { despatchId, ...context } = numbered;
    const signed = buildSignedDespatch(computeDespatch(input, context), key);
    await storeDespatchSignature(app.db, despatchId, signed, now);
    return { despatchId, replay: false };
  } catch (error) {
    // Two requests with one key at once: the second rolled back (its number with it).
    if ((error as { code?: string }).code === UNIQUE_VIOLATION && idempotencyKey) {
      const existing = await findByKey(app.db, companyId, idempotencyKey);
      if (existing) return replayOf(existing, hash);
    }
    throw error;
  }
}
