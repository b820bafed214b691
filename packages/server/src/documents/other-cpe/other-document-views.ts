import {
  apiKeyMessages,
  listMeta,
  otherDocumentMessages,
  type ErrorResponse,
  type OtherDocumentDetail,
  type OtherDocumentListItem,
  type OtherDocumentListQuery,
  type RetentionPerceptionInput,
} from '@facturador/contracts';
import { isUuid } from '../../companies/company-access.ts';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { DocumentsContext } from '../documents-context.ts';

interface OtherDocumentRow {
  id: string;
  public_id: string;
  document_type: OtherDocumentListItem['documentType'];
  series: string;
  number: number;
  issue_date: string;
  receiver_document_type: string;
  receiver_document_number: string;
  receiver_name: string;
  total_amount: string;
  total_net: string;
  status: OtherDocumentListItem['status'];
  environment: OtherDocumentListItem['environment'];
}

const LIST_COLUMNS = /* sql */ `
  id, public_id, document_type, series, number, to_char(issue_date, 'YYYY-MM-DD') AS issue_date,
  receiver_document_type, receiver_document_number, receiver_name, total_amount::text AS total_amount,
  total_net::text AS total_net, status, environment`;

const toListItem = (row: OtherDocumentRow): OtherDocumentListItem => ({
  id: row.public_id,
  documentType: row.document_type,
  series: row.series,
  number: Number(row.number),
  fullNumber: `${row.series}-${Number(row.number)}`,
  issueDate: row.issue_date,
  receiver: {
    documentType: row.receiver_document_type,
    documentNumber: row.receiver_document_number,
    name: row.receiver_name,
  },
  totalAmount: row.total_amount,
  totalNet: row.total_net,
  status: row.status,
  environment: row.environment,
});

/** The internal id of a company's retención or percepción from its public one; 404 otherwise. */
export async function otherDocumentIdOf(db: Queryable, companyId: string, publicId: string): Promise<string> {
  const [row] = isUuid(publicId)
    ? await db.query<{ id: string }>(
        'SELECT id FROM other_documents WHERE company_id = $1 AND public_id = $2',
        [companyId, publicId],
      )
    : [];
  if (!row) throw new AppError(404, 'NOT_FOUND', otherDocumentMessages.notFound);
  return row.id;
}

/** One page of the company's retenciones and percepciones, the newest first. */
export async function listOtherDocuments(db: Queryable, companyId: string, query: OtherDocumentListQuery) {
  const type = query.documentType ?? null;
  const [count] = await db.query<{ total: string }>(
    `SELECT count(*) AS total FROM other_documents WHERE company_id = $1 AND ($2::text IS NULL OR document_type = $2)`,
    [companyId, type],
  );
  const rows = await db.query<OtherDocumentRow>(
    `SELECT ${LIST_COLUMNS} FROM other_documents WHERE company_id = $1 AND ($2::text IS NULL OR document_type = $2)
      ORDER BY issue_date DESC, id DESC LIMIT $3 OFFSET $4`,
    [companyId, type, query.limit, (query.page - 1) * query.limit],
  );
  return { data: rows.map(toListItem), meta: listMeta(query.page, query.limit, Number(count!.total)) };
}

export async function otherDocumentDetail(db: Queryable, documentId: string): Promise<OtherDocumentDetail> {
  const [row] = await db.query<
    OtherDocumentRow & {
      issue_time: string;
      regime: string;
      percent: string;
      input: RetentionPerceptionInput;
      file_name: string;
      digest_value: string;
      has_cdr: boolean;
      cdr_code: string | null;
      cdr_description: string | null;
      cdr_notes: { code: string; text: string }[];
      last_error: string | null;
      created_at: Date;
    }
  >(
    `SELECT ${LIST_COLUMNS}, issue_time, regime, percent::text AS percent, input, file_name, digest_value,
            cdr IS NOT NULL AS has_cdr, cdr_code, cdr_description, cdr_notes, last_error, created_at
       FROM other_documents WHERE id = $1`,
    [documentId],
  );
  if (!row) throw new AppError(404, 'NOT_FOUND', otherDocumentMessages.notFound);
  return {
    ...toListItem(row),
    issueTime: row.issue_time,
    regime: row.regime,
    percent: row.percent,
    relatedDocuments: row.input.relatedDocuments,
    observations: row.input.observations ?? null,
    ...(row.input.receiver.email ? { receiverEmail: row.input.receiver.email } : {}),
    fileName: row.file_name,
    digestValue: row.digest_value,
    cdr:
      row.cdr_code === null
        ? null
        : {
            code: row.cdr_code,
            description: row.cdr_description ?? '',
            notes: row.cdr_notes,
            available: row.has_cdr,
          },
    lastError: row.last_error,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export interface OtherIssueAnswer {
  statusCode: 201 | 422;
  body: { success: true; message: string; data: OtherDocumentDetail } | ErrorResponse;
  replayed: boolean;
}

/**
 * An issue's answer, as issue-answer.ts gives a factura's (issue 43): 201 unless SUNAT refused it
 * (422 SUNAT_REJECTED, its number burned) or did not receive it (422 SUNAT_EXCEPTION). The first
 * answer is kept: a repeat of the Idempotency-Key answers exactly that.
 */
export async function otherIssueAnswer(
  app: DocumentsContext,
  documentId: string,
  replay: boolean,
): Promise<OtherIssueAnswer> {
  if (replay) {
    const [stored] = await app.db.query<{ issue_answer: Omit<OtherIssueAnswer, 'replayed'> | null }>(
      'SELECT issue_answer FROM other_documents WHERE id = $1',
      [documentId],
    );
    if (stored?.issue_answer) return { ...stored.issue_answer, replayed: true };
  }
  const document = await otherDocumentDetail(app.db, documentId);
  const refused = document.status === 'rejected' || document.status === 'exception';
  const code = document.cdr?.code ?? '';
  const text = document.cdr?.description ?? document.lastError ?? '';
  const answer: Omit<OtherIssueAnswer, 'replayed'> = refused
    ? {
        statusCode: 422,
        body: {
          success: false,
          code: document.status === 'rejected' ? 'SUNAT_REJECTED' : 'SUNAT_EXCEPTION',
          message: (document.status === 'rejected'
            ? apiKeyMessages.sunatRejected
            : apiKeyMessages.sunatException)(document.fullNumber, code, text),
          details: { sunatCode: code, sunatMessage: text, document },
        },
      }
    : {
        statusCode: 201,
        body: { success: true, message: document.lastError ?? otherDocumentMessages.issued, data: document },
      };
  if (!replay)
    await app.db.query(
      'UPDATE other_documents SET issue_answer = $2 WHERE id = $1 AND issue_answer IS NULL',
      [documentId, JSON.stringify(answer)],
    );
  return { ...answer, replayed: replay };
}
