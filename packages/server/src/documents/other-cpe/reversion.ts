import {
  limaDate,
  otherDocumentMessages,
  type DocumentEnvironment,
  type ReversionInput,
  type ReversionView,
} from '@facturador/contracts';
import { buildSignedReversion, reversionOf, validateSummary, type Issuer } from '@facturador/einvoice';
import { isUuid } from '../../companies/company-access.ts';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { validationError } from '../../http/error-answer.ts';
import type { DocumentsContext } from '../documents-context.ts';
import { signingKeyOf } from '../sending-profile.ts';
import { queueOtherDocumentEvent } from './other-document-events.ts';

interface RevertedRow {
  id: string;
  status: string;
  issue_date: string;
  issuer: Issuer;
  environment: DocumentEnvironment;
}

/** Each line's document, locked: in the company, accepted by SUNAT, of the resumen's reference date. */
async function lockLines(tx: Queryable, companyId: string, input: ReversionInput): Promise<RevertedRow[]> {
  const rows: RevertedRow[] = [];
  for (const [index, line] of input.lines.entries()) {
    const fullNumber = `${line.series}-${line.number}`;
    const [row] = await tx.query<RevertedRow>(
      `SELECT id, status, to_char(issue_date, 'YYYY-MM-DD') AS issue_date, issuer, environment FROM other_documents
        WHERE company_id = $1 AND document_type = $2 AND series = $3 AND number = $4 FOR UPDATE`,
      [companyId, line.documentType, line.series, line.number],
    );
    const field = `lines.${index}`;
    if (!row)
      throw validationError([{ field, message: otherDocumentMessages.reversionDocumentMissing(fullNumber) }]);
    if (row.issue_date !== input.referenceDate)
      throw validationError([
        { field, message: otherDocumentMessages.reversionDateMismatch(fullNumber, input.referenceDate) },
      ]);
    if (row.status !== 'accepted' && row.status !== 'observed')
      throw new AppError(409, 'CONFLICT', otherDocumentMessages.reversionNotAllowed(fullNumber));
    rows.push(row);
  }
  return rows;
}

/**
 * Starts a resumen de reversiones (RR) of accepted retenciones or percepciones (owners only; the
 * route checks): signed and stored as a summary of kind RR, so the job and dispatchSummary send it
 * (sendSummary to the other-CPE service) and ask its ticket as they do a baja's. Its documents are
 * «reverting» until SUNAT answers. Answers the summary's id.
 */
export async function startReversion(
  app: DocumentsContext,
  companyId: string,
  input: ReversionInput,
): Promise<string> {
  const now = app.clock.now();
  const today = limaDate(now);
  return app.db.transaction(async (tx) => {
    // One RR number of the day at a time per company.
    await tx.query('SELECT id FROM companies WHERE id = $1 FOR UPDATE', [companyId]);
    const rows = await lockLines(tx, companyId, input);
    const { issuer, environment } = rows[0]!;
    // What SUNAT would refuse in the RR itself (2228: the razón social, 3 to 100 characters), before
    // its number of the day is taken: 409 with SUNAT's code, as a baja's (void-document.ts).
    const summaryErrors = validateSummary(
      { kind: 'RR', issuer, referenceDate: input.referenceDate, issueDate: today },
      { today },
    ).filter((found) => found.severity === 'error');
    const [firstError] = summaryErrors;
    if (firstError)
      throw new AppError(
        409,
        'CONFLICT',
        firstError.message,
        summaryErrors.map(({ code, message }) => ({ field: 'issuer.businessName', code, message })),
      );
    const key = await signingKeyOf(app, tx, companyId, undefined, environment);
    const [next] = await tx.query<{ next: number }>(
      `SELECT COALESCE(max(sequence), 0) + 1 AS next FROM summaries WHERE company_id = $1 AND kind = 'RR' AND issue_date = $2`,
      [companyId, today],
    );
    const sequence = Number(next!.next);
    const signed = buildSignedReversion(reversionOf(input, { issuer, issueDate: today, sequence }), key);
    const [summary] = await tx.query<{ id: string }>(
      `INSERT INTO summaries (company_id, kind, issue_date, sequence, reference_date, status, file_name, xml, zip,
         digest_value, next_attempt_at, created_at, updated_at, environment)
       VALUES ($1, 'RR', $2, $3, $4, 'signed', $5, $6, $7, $8, $9, $9, $9, $10) RETURNING id`,
      [
        companyId,
        today,
        sequence,
        input.referenceDate,
        signed.fileName,
        signed.xml,
        Buffer.from(signed.zip),
        signed.digestValue,
        now,
        environment,
      ],
    );
    for (const [index, row] of rows.entries()) {
      await tx.query(
        `INSERT INTO reversion_lines (summary_id, other_document_id, reason, previous_status) VALUES ($1, $2, $3, $4)`,
        [summary!.id, row.id, input.lines[index]!.reason, row.status],
      );
      await tx.query(`UPDATE other_documents SET status = 'reverting', updated_at = $2 WHERE id = $1`, [
        row.id,
        now,
      ]);
    }
    return summary!.id;
  });
}

/**
 * An RR's verdict carried to its documents (dispatch-summary.ts's finish): accepted reverts them
 * (`other_document.reverted`: SUNAT no longer holds them as valid); anything else puts them back
 * as they were (`other_document.reversion_rejected`: they stay valid), as a baja's
 * `document.voided` / `document.void_rejected`. Answers the webhook deliveries queued.
 */
export async function settleReversionLines(
  tx: Queryable,
  summaryId: string,
  accepted: boolean,
  now: Date,
): Promise<string[]> {
  const settled = await tx.query<{ id: string }>(
    `UPDATE other_documents d SET status = CASE WHEN $2 THEN 'reverted' ELSE l.previous_status END, updated_at = $3
       FROM reversion_lines l WHERE l.summary_id = $1 AND d.id = l.other_document_id RETURNING d.id`,
    [summaryId, accepted, now],
  );
  const type = accepted ? 'other_document.reverted' : 'other_document.reversion_rejected';
  const queued: string[] = [];
  for (const { id } of settled) queued.push(...(await queueOtherDocumentEvent(tx, id, type, now)));
  return queued;
}

/** An RR as the screens and /v1 show it, by its internal id. */
export async function reversionView(db: Queryable, summaryId: string): Promise<ReversionView> {
  const [row] = await db.query<{
    public_id: string;
    file_name: string;
    issue_date: string;
    reference_date: string;
    status: ReversionView['status'];
    ticket: string | null;
    cdr_code: string | null;
    cdr_description: string | null;
  }>(
    `SELECT public_id, file_name, to_char(issue_date, 'YYYY-MM-DD') AS issue_date,
            to_char(reference_date, 'YYYY-MM-DD') AS reference_date, status, ticket, cdr_code, cdr_description
       FROM summaries WHERE id = $1 AND kind = 'RR'`,
    [summaryId],
  );
  if (!row) throw new AppError(404, 'NOT_FOUND', otherDocumentMessages.reversionNotFound);
  const lines = await db.query<{ public_id: string; series: string; number: number; reason: string }>(
    `SELECT d.public_id, d.series, d.number, l.reason FROM reversion_lines l
       JOIN other_documents d ON d.id = l.other_document_id WHERE l.summary_id = $1 ORDER BY d.series, d.number`,
    [summaryId],
  );
  return {
    id: row.public_id,
    identifier: row.file_name.split('-').slice(1).join('-'),
    issueDate: row.issue_date,
    referenceDate: row.reference_date,
    status: row.status,
    ticket: row.ticket,
    sunatCode: row.cdr_code,
    sunatDescription: row.cdr_description,
    documents: lines.map((line) => ({
      documentId: line.public_id,
      fullNumber: `${line.series}-${Number(line.number)}`,
      reason: line.reason,
    })),
  };
}

/** An RR's internal id from its public one, in the company; 404 otherwise. */
export async function reversionIdOf(db: Queryable, companyId: string, publicId: string): Promise<string> {
  const [row] = isUuid(publicId)
    ? await db.query<{ id: string }>(
        `SELECT id FROM summaries WHERE company_id = $1 AND public_id = $2 AND kind = 'RR'`,
        [companyId, publicId],
      )
    : [];
  if (!row) throw new AppError(404, 'NOT_FOUND', otherDocumentMessages.reversionNotFound);
  return row.id;
}
