import { createHash } from 'node:crypto';
import {
  documentApiMessages,
  documentEnvironmentOf,
  limaDate,
  limaTime,
  otherDocumentMessages,
  type RetentionPerceptionInput,
} from '@facturador/contracts';
import {
  buildSignedRetentionPerception,
  computeRetentionPerception,
  validateRetentionPerception,
} from '@facturador/einvoice';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { leaseEnd } from '../../jobs/lease.ts';
import type { DocumentsContext } from '../documents-context.ts';
import { reserveCompanyToken } from '../document-tokens.ts';
import { issuerOf } from '../issuer-of.ts';
import { sunatRulesRefusal } from '../preflight-document.ts';
import { signingKeyOf, sendingProfileOf, type SendingProfile } from '../sending-profile.ts';
import { assertAgentFor } from './agent.ts';

const LAST_NUMBER = 99_999_999;
const UNIQUE_VIOLATION = '23505';

export interface OtherIssueRequest {
  companyId: string;
  userId: string;
  input: RetentionPerceptionInput;
  idempotencyKey?: string;
}

export interface OtherIssueResult {
  documentId: string;
  replay: boolean;
  profile?: SendingProfile;
}

const requestHash = (input: RetentionPerceptionInput) =>
  createHash('sha256').update(JSON.stringify(input)).digest('base64url');

async function replayOf(db: Queryable, companyId: string, key: string, hash: string) {
  const [row] = await db.query<{ id: string; idempotency_hash: string }>(
    'SELECT id, idempotency_hash FROM other_documents WHERE company_id = $1 AND idempotency_key = $2',
    [companyId, key],
  );
  if (!row) return null;
  if (row.idempotency_hash !== hash)
    throw new AppError(409, 'CONFLICT', documentApiMessages.idempotencyReused);
  return { documentId: row.id, replay: true };
}

/**
 * The series' next number, under lock until the transaction ends. R### / P### series need no
 * registration with SUNAT, so a series is made on its first use; the number moves in the same
 * transaction that stores the signed document: never given twice, never skipped silently.
 */
async function takeNumber(
  tx: Queryable,
  companyId: string,
  input: RetentionPerceptionInput,
): Promise<number> {
  await tx.query(
    `INSERT INTO other_cpe_series (company_id, document_type, series) VALUES ($1, $2, $3)
       ON CONFLICT (company_id, series) DO NOTHING`,
    [companyId, input.documentType, input.series],
  );
  const [row] = await tx.query<{ next_number: number }>(
    'SELECT next_number FROM other_cpe_series WHERE company_id = $1 AND series = $2 FOR UPDATE',
    [companyId, input.series],
  );
  const number = row!.next_number;
  if (number > LAST_NUMBER) throw new AppError(409, 'CONFLICT', otherDocumentMessages.seriesExhausted);
  await tx.query('UPDATE other_cpe_series SET next_number = $3 WHERE company_id = $1 AND series = $2', [
    companyId,
    input.series,
    number + 1,
  ]);
  return number;
}

/**
 * Numbers, computes, signs and stores a retención or percepción with its token in one
 * transaction, as issueDocument does a factura (a failure rolls back number and token together): refused before any number when the company is not that agent
 * (403) or SUNAT's rules would refuse it (422, einvoice's validateRetentionPerception). The
 * first send is the caller's (dispatchOtherDocument); the job takes it after the lease.
 */
export async function issueOtherDocument(
  app: DocumentsContext,
  request: OtherIssueRequest,
): Promise<OtherIssueResult> {
  const { companyId, input, idempotencyKey } = request;
  const hash = requestHash(input);
  if (idempotencyKey) {
    const replay = await replayOf(app.db, companyId, idempotencyKey, hash);
    if (replay) return replay;
  }
  const now = app.clock.now();
  const company = await sendingProfileOf(app.db, companyId);
  if (!company?.is_active) throw new AppError(409, 'CONFLICT', documentApiMessages.companyInactive);
  await assertAgentFor(app.db, companyId, input.documentType);
  const errors = validateRetentionPerception(input, {
    today: limaDate(now),
    issuerRuc: company.ruc,
  }).filter((issue) => issue.severity === 'error');
  const [first, ...others] = errors;
  if (first) throw sunatRulesRefusal([first, ...others]);
  const key = await signingKeyOf(app, app.db, companyId, company);

  try {
    const documentId = await app.db.transaction(async (tx) => {
      const number = await takeNumber(tx, companyId, input);
      // One token per issued comprobante (DOMAIN.md), reserved with its number as a factura's is.
      const { payer, fromQuota } = await reserveCompanyToken(tx, companyId, `${input.series}-${number}`, now);
      // The agent as SUNAT knows it: its domicilio fiscal (no establishment code in UBL 2.0's AgentParty).
      const issuer = issuerOf(company, {
        establishment_code: '0000',
        establishment_address: '',
        establishment_ubigeo: null,
      });
      const computed = computeRetentionPerception(input, { issuer, number, issueTime: limaTime(now) });
      const signed = buildSignedRetentionPerception(computed, key);
      const [inserted] = await tx.query<{ id: string }>(
        `INSERT INTO other_documents (company_id, created_by, document_type, series, number, issue_date, issue_time,
           regime, percent, receiver_document_type, receiver_document_number, receiver_name, total_amount, total_net,
           status, input, issuer, environment, file_name, xml, zip, digest_value, idempotency_key, idempotency_hash,
           next_attempt_at, created_at, updated_at, token_user_id, token_state, token_from_quota)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 'signed', $15, $16, $17, $18, $19, $20,
           $21, $22, $23, $24, $25, $25, $26, 'reserved', $27)
         RETURNING id`,
        [
          companyId,
          request.userId,
          input.documentType,
          input.series,
          number,
          input.issueDate,
          computed.issueTime,
          input.regime,
          computed.percent.toFixed(2),
          input.receiver.documentType,
          input.receiver.documentNumber,
          input.receiver.name,
          computed.totalAmount.toFixed(2),
          computed.totalNet.toFixed(2),
          JSON.stringify(input),
          JSON.stringify(issuer),
          documentEnvironmentOf(company.environment),
          signed.fileName,
          signed.xml,
          Buffer.from(signed.zip),
          signed.digestValue,
          idempotencyKey ?? null,
          idempotencyKey ? hash : null,
          // The caller that numbered it owns its first send for a lease; the job takes it after.
          leaseEnd(now),
          now,
          payer,
          fromQuota,
        ],
      );
      return inserted!.id;
    });
    return { documentId, replay: false, profile: company };
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION && idempotencyKey) {
      const replay = await replayOf(app.db, companyId, idempotencyKey, hash);
      if (replay) return replay;
    }
    throw error;
  }
}
