import { createHash } from 'node:crypto';
import type { DocumentsContext } from './documents-context.ts';
import {
  documentApiMessages,
  documentEnvironmentOf,
  limaTime,
  type DocumentInput,
} from '@facturador/contracts';
import { buildSignedDocument, computeDocument, fileBaseName } from '@facturador/einvoice';
import type { Queryable } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { leaseEnd } from '../jobs/lease.ts';
import { checkAdvanceDeductions } from './advance-deductions.ts';
import { storeSignatureClaimingFirstSend, type ClaimedDocument } from './claim-document.ts';
import { sendDeadlineOf } from './deadlines.ts';
import { reserveCompanyToken } from './document-tokens.ts';
import { issuerOf } from './issuer-of.ts';
import { preflightDocument, sunatRulesRefusal } from './preflight-document.ts';
import { signingKeyOf, type SendingProfile } from './sending-profile.ts';
import { takeSeriesNumber } from './series-number.ts';
import { storeSignature } from './sign-numbered.ts';
import { addStep, type StepTimes } from './step-times.ts';

const UNIQUE_VIOLATION = '23505';

export interface IssueRequest {
  companyId: string;
  userId: string;
  input: DocumentInput;
  idempotencyKey?: string;
  /**
   * False for the platform's own comprobantes of what it sells (issue 28): they are not a
   * customer's documents, so no plan pays a token for them.
   */
  spendsToken?: boolean;
  /**
   * The caller sends it at once (issue-and-send.ts): the statement that stores the signature also
   * claims that first send, and the result carries the claimed document.
   */
  claimFirstSend?: boolean;
}

export interface IssueResult {
  documentId: string;
  replay: boolean;
  /** The company's sending profile as the issue read it, for the first send that follows at once. */
  profile?: SendingProfile;
  /** With `claimFirstSend`: the document claimed for its first send, or null when it was not this caller's. */
  claimed?: ClaimedDocument | null;
}

/** The same request, byte for byte in meaning: what an Idempotency-Key is compared by. */
const requestHash = (input: DocumentInput) =>
  createHash('sha256').update(JSON.stringify(input)).digest('base64url');

async function findByKey(db: Queryable, companyId: string, key: string) {
  const [row] = await db.query<{ id: string; idempotency_hash: string }>(
    'SELECT id, idempotency_hash FROM documents WHERE company_id = $1 AND idempotency_key = $2',
    [companyId, key],
  );
  return row ?? null;
}

function replayOf(row: { id: string; idempotency_hash: string }, hash: string): IssueResult {
  if (row.idempotency_hash !== hash)
    throw new AppError(409, 'CONFLICT', documentApiMessages.idempotencyReused);
  return { documentId: row.id, replay: true };
}

/**
 * Numbers a document with its token in one short transaction, then signs it: the series row is
 * locked only while the number is taken, the token reserved and the row stored, so concurrent
 * issues on one series get consecutive numbers and a failure there rolls back the number and the
 * token together (never a number skipped silently). Building, signing and zipping follow the
 * commit, outside the lock; a request that dies in between leaves a numbered row without its
 * files, which the dispatch job signs and sends after the lease (sign-numbered.ts), so the number
 * is neither lost nor given twice. The first send is the caller's (`dispatchDocument`).
 */
export async function issueDocument(
  app: DocumentsContext,
  request: IssueRequest,
  steps?: StepTimes,
): Promise<IssueResult> {
  const { companyId, input, idempotencyKey } = request;
  const hash = requestHash(input);
  if (idempotencyKey) {
    const existing = await findByKey(app.db, companyId, idempotencyKey);
    if (existing) return replayOf(existing, hash);
  }
  const now = app.clock.now();
  const { company, reference, igvPercent, issues } = await preflightDocument(app, companyId, input);
  const [firstIssue, ...otherIssues] = issues;
  if (firstIssue) throw sunatRulesRefusal([firstIssue, ...otherIssues]);
  const key = await signingKeyOf(app, app.db, companyId, company);
  const referenceId = reference?.id ?? null;

  try {
    const numbered = await app.db.transaction(async (tx) => {
      const series = await takeSeriesNumber(tx, companyId, input, now);
      // Again under lock: another document may have deducted the same advance since the pre-flight.
      await checkAdvanceDeductions(tx, companyId, input, true);
      const { number } = series;
      const label = `${input.series}-${number}`;
      const spendsToken = request.spendsToken ?? true;
      const token = spendsToken ? await reserveCompanyToken(tx, companyId, label, now) : null;
      const payer = token?.payer ?? null;
      const fromQuota = token?.fromQuota ?? false;
      const issuer = issuerOf(company, series);
      const issueTime = input.issueTime ?? limaTime(now);
      const computeStarted = performance.now();
      const computed = computeDocument(input, { issuer, number, igvPercent, issueTime });
      addStep(steps, 'compute', performance.now() - computeStarted);
      // Stored numbered and not yet signed (no XML, zip or hash): signed once this commits.
      const [inserted] = await tx.query<{ id: string }>(
        `INSERT INTO documents (company_id, created_by, document_type, series, number, issue_date, currency,
           customer_document_type, customer_document_number, customer_name, igv, total, status, input, issuer,
           igv_percent, issue_time, reference_document_id, file_name, token_user_id,
           token_state, token_from_quota, idempotency_key, idempotency_hash, next_attempt_at, send_deadline,
           created_at, updated_at, environment)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'signed', $13, $14, $15, $16, $17, $18, $19,
           $26, $20, $21, $22, $23, $24, $25, $25, $27)
         RETURNING id`,
        [
          companyId,
          request.userId,
          input.documentType,
          input.series,
          number,
          input.issueDate,
          computed.currency,
          input.customer.documentType,
          input.customer.documentNumber,
          input.customer.name,
          computed.totals.igv.toFixed(2),
          computed.totals.payableAmount.toFixed(2),
          JSON.stringify(input),
          JSON.stringify(issuer),
          computed.igvPercent.toFixed(2),
          issueTime,
          referenceId,
          fileBaseName(issuer.ruc, input.documentType, input.series, number),
          payer,
          fromQuota,
          idempotencyKey ?? null,
          idempotencyKey ? hash : null,
          // The caller that numbered it owns its signature and first send for a lease; the job
          // takes it after (and signs it first if this request died before it could).
          leaseEnd(now),
          sendDeadlineOf(input.documentType, input.series, input.issueDate).lastDay,
          now,
          payer ? 'reserved' : 'none',
          // Where it goes now, kept with it: a company that later moves to production still
          // shows this one as a test.
          documentEnvironmentOf(company.environment),
        ],
      );
      return { documentId: inserted!.id, computed, label };
    });
    // Outside the series' lock: the next issue of this series is numbered while this one signs.
    const signed = buildSignedDocument(numbered.computed, key);
    for (const [step, ms] of Object.entries(signed.timings)) addStep(steps, step, ms);
    const { documentId } = numbered;
    if (request.claimFirstSend) {
      const claimed = await storeSignatureClaimingFirstSend(app.db, documentId, signed, numbered.label, now);
      return { documentId, replay: false, profile: company, claimed };
    }
    await storeSignature(app.db, documentId, signed, numbered.label, now);
    return { documentId, replay: false, profile: company };
  } catch (error) {
    // Two requests with one key at once: the second's transaction rolled back (number and token
    // with it), and it answers the first's document.
    if ((error as { code?: string }).code === UNIQUE_VIOLATION && idempotencyKey) {
      const existing = await findByKey(app.db, companyId, idempotencyKey);
      if (existing) return replayOf(existing, hash);
    }
    throw error;
  }
}
