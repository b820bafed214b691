import type { DocumentsContext } from './documents-context.ts';
import {
  documentApiMessages,
  limaDate,
  type DocumentEnvironment,
  type DocumentInput,
} from '@facturador/contracts';
import {
  buildSignedSummary,
  buildSignedVoided,
  computeDocument,
  summaryLineOf,
  validateSummary,
  type DailySummary,
  type Issuer,
  type VoidedDocuments,
} from '@facturador/einvoice';
import type { Queryable } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { daysLeft, voidDeadlineOf, voidMethodOf } from './deadlines.ts';
import { recordEvent } from './document-events.ts';
import { TIMELINE_TEXTS } from './messages.ts';
import { signingKeyOf } from './sending-profile.ts';

interface VoidableRow {
  id: string;
  document_type: '01' | '03' | '07' | '08';
  series: string;
  number: number;
  status: string;
  issue_date: string;
  input: DocumentInput;
  issuer: Issuer;
  igv_percent: string;
  issue_time: string;
}

/** The document rebuilt as it was signed: its stored input, issuer, number, rate and time. */
export function rebuild(
  row: Pick<VoidableRow, 'input' | 'issuer' | 'number' | 'igv_percent' | 'issue_time'>,
) {
  return computeDocument(row.input, {
    issuer: row.issuer,
    number: row.number,
    igvPercent: row.igv_percent,
    issueTime: row.issue_time,
  });
}

/**
 * What SUNAT would refuse in the summary (2228: the issuer's razón social as the document carries
 * it, 3 to 100 characters on one line), before its number of the day is taken and it is signed: a
 * 409 with SUNAT's code in `details`, and the document stays as it was.
 */
function assertSummaryPasses(kind: 'RC' | 'RA', row: VoidableRow, today: string): void {
  const summary = { kind, issuer: row.issuer, referenceDate: row.issue_date, issueDate: today };
  const errors = validateSummary(summary, { today }).filter((found) => found.severity === 'error');
  const [first] = errors;
  if (first)
    throw new AppError(
      409,
      'CONFLICT',
      first.message,
      errors.map(({ code, message }) => ({ field: 'issuer.businessName', code, message })),
    );
}

/** The next n of RUC-RC-YYYYMMDD-n / RUC-RA-YYYYMMDD-n; the company row is locked by the caller. */
async function nextSequence(tx: Queryable, companyId: string, kind: 'RC' | 'RA', issueDate: string) {
  const [row] = await tx.query<{ next: number }>(
    `SELECT COALESCE(max(sequence), 0) + 1 AS next FROM summaries WHERE company_id = $1 AND kind = $2 AND issue_date = $3`,
    [companyId, kind, issueDate],
  );
  return Number(row!.next);
}

/**
 * Starts the baja of an accepted document (owners only; the route checks): a factura or its
 * note goes in a comunicación de baja (RA), a boleta or its note in a resumen diario (RC) line
 * with status 3 (EINVOICING.md: never RA for boletas). Within 7 days of the issue date;
 * afterwards only a credit note voids it. The summary is signed and stored here; its send and
 * ticket are the job's and `dispatchSummary`'s. Answers the summary's id.
 */
export async function startVoid(
  app: DocumentsContext,
  companyId: string,
  documentId: string,
  reason: string,
): Promise<string> {
  // A baja goes where its document went (issue 40): a test document's stays a test.
  const [issued] = await app.db.query<{ environment: DocumentEnvironment }>(
    'SELECT environment FROM documents WHERE id = $1 AND company_id = $2',
    [documentId, companyId],
  );
  if (!issued) throw new AppError(404, 'NOT_FOUND', documentApiMessages.notFound);
  const key = await signingKeyOf(app, app.db, companyId, undefined, issued.environment);
  const now = app.clock.now();
  const today = limaDate(now);
  return app.db.transaction(async (tx) => {
    await tx.query('SELECT id FROM companies WHERE id = $1 FOR UPDATE', [companyId]);
    const [row] = await tx.query<VoidableRow>(
      `SELECT id, document_type, series, number, status, to_char(issue_date, 'YYYY-MM-DD') AS issue_date, input,
              issuer, igv_percent::text AS igv_percent, issue_time
         FROM documents WHERE id = $1 AND company_id = $2 FOR UPDATE`,
      [documentId, companyId],
    );
    if (!row) throw new AppError(404, 'NOT_FOUND', documentApiMessages.notFound);
    if (row.status !== 'accepted' && row.status !== 'observed')
      throw new AppError(409, 'CONFLICT', documentApiMessages.voidNotAllowed);
    if (daysLeft(today, voidDeadlineOf(row.issue_date)) < 0)
      throw new AppError(409, 'CONFLICT', documentApiMessages.voidLate);
    const kind = voidMethodOf(row.series);
    assertSummaryPasses(kind, row, today);
    const sequence = await nextSequence(tx, companyId, kind, today);
    const id = `${kind}-${today.replaceAll('-', '')}-${sequence}`;
    const signed =
      kind === 'RA'
        ? buildSignedVoided(
            {
              kind: 'RA',
              issuer: row.issuer,
              referenceDate: row.issue_date,
              issueDate: today,
              sequence,
              id,
              lines: [
                {
                  documentType: row.document_type as '01' | '07' | '08',
                  series: row.series,
                  number: row.number,
                  reason,
                },
              ],
            } satisfies VoidedDocuments,
            key,
          )
        : buildSignedSummary(
            {
              kind: 'RC',
              issuer: row.issuer,
              referenceDate: row.issue_date,
              issueDate: today,
              sequence,
              id,
              lines: [summaryLineOf(rebuild(row), '3')],
            } satisfies DailySummary,
            key,
          );
    const [summary] = await tx.query<{ id: string }>(
      `INSERT INTO summaries (company_id, kind, issue_date, sequence, reference_date, status, file_name, xml, zip,
         digest_value, next_attempt_at, created_at, updated_at, environment)
       VALUES ($1, $2, $3, $4, $5, 'signed', $6, $7, $8, $9, $10, $10, $10, $11) RETURNING id`,
      [
        companyId,
        kind,
        today,
        sequence,
        row.issue_date,
        signed.fileName,
        signed.xml,
        Buffer.from(signed.zip),
        signed.digestValue,
        now,
        issued.environment,
      ],
    );
    await tx.query(
      `INSERT INTO summary_lines (summary_id, document_id, line_status, reason, previous_status) VALUES ($1, $2, '3', $3, $4)`,
      [summary!.id, row.id, reason, row.status],
    );
    await tx.query(`UPDATE documents SET status = 'voiding', updated_at = $2 WHERE id = $1`, [row.id, now]);
    await recordEvent(tx, row.id, 'voiding', null, TIMELINE_TEXTS.voidSent(id, reason), now);
    return summary!.id;
  });
}
