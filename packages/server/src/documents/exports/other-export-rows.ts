import Decimal from 'decimal.js';
import type { ListadoFilters, OtherCpeType, OtherDocumentStatus } from '@facturador/contracts';
import type { Queryable } from '../../db/database.ts';
import { listadoFilterSql, otherFilterSql } from '../listado.ts';
import {
  EXPORT_AMOUNTS,
  exportRowsOf,
  sunatNoteOf,
  type ExportAmount,
  type ExportRow,
} from './export-rows.ts';

/**
 * The Listado's retenciones and percepciones in its exports (issue 41): after the documents, in
 * the register's order, each with only its importe retenido or percibido (its supplier or client
 * in the customer's columns), so a sales total never takes in what was withheld.
 */

interface OtherExportSourceRow {
  id: string;
  document_type: OtherCpeType;
  series: string;
  number: number;
  issue_date: string;
  receiver_document_type: string;
  receiver_document_number: string;
  receiver_name: string;
  total_amount: string;
  status: OtherDocumentStatus;
  cdr_code: string | null;
  cdr_description: string | null;
  cdr_notes: { code: string; text: string }[];
}

const OTHER_REGISTER_ORDER = 'o.issue_date, o.document_type, o.series, o.number';

/** How many of the documents and how many retenciones and percepciones the filters match. */
export async function countListado(db: Queryable, companyId: string, filters: ListadoFilters) {
  const { documents, others, params } = listadoFilterSql(companyId, filters);
  const [row] = await db.query<{ total: string }>(
    `SELECT (SELECT count(*) FROM documents d WHERE ${documents})
          + (SELECT count(*) FROM other_documents o WHERE ${others}) AS total`,
    params,
  );
  return Number(row!.total);
}

/** The internal ids of the matching retenciones and percepciones, in the register's order. */
export async function filteredOtherIds(db: Queryable, companyId: string, filters: ListadoFilters) {
  // Only this table's parameters: one the query does not use would have no type for PostgreSQL.
  const params: unknown[] = [companyId];
  const others = otherFilterSql(filters, params);
  const rows = await db.query<{ id: string }>(
    `SELECT o.id FROM other_documents o WHERE ${others} ORDER BY ${OTHER_REGISTER_ORDER}`,
    params,
  );
  return rows.map((row) => row.id);
}

function toExportRow(row: OtherExportSourceRow): ExportRow {
  const amounts = Object.fromEntries(EXPORT_AMOUNTS.map((key) => [key, new Decimal(0)])) as Record<
    ExportAmount,
    Decimal
  >;
  amounts[row.document_type === '20' ? 'retained' : 'perceived'] = new Decimal(row.total_amount);
  return {
    issueDate: row.issue_date,
    documentType: row.document_type,
    fullNumber: `${row.series}-${Number(row.number)}`,
    customerDocumentType: row.receiver_document_type,
    customerDocumentNumber: row.receiver_document_number,
    customerName: row.receiver_name,
    currency: 'PEN',
    amounts,
    status: row.status,
    sunatCode: row.cdr_code,
    sunatNote: sunatNoteOf(row),
    reference: '',
    reason: '',
  };
}

/** The rows of these retenciones and percepciones, in the order given (a few columns each: one read). */
export async function* otherExportRowsOf(db: Queryable, ids: readonly string[]): AsyncGenerator<ExportRow> {
  if (ids.length === 0) return;
  const rows = await db.query<OtherExportSourceRow>(
    `SELECT o.id, o.document_type, o.series, o.number, to_char(o.issue_date, 'YYYY-MM-DD') AS issue_date,
            o.receiver_document_type, o.receiver_document_number, o.receiver_name,
            o.total_amount::text AS total_amount, o.status, o.cdr_code, o.cdr_description, o.cdr_notes
       FROM other_documents o WHERE o.id = ANY($1::bigint[])`,
    [ids],
  );
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  for (const id of ids) yield toExportRow(byId.get(String(id))!);
}

/** The documents' rows, then the retenciones' and percepciones'. */
export async function* listadoRowsOf(
  db: Queryable,
  ids: readonly string[],
  otherIds: readonly string[],
): AsyncGenerator<ExportRow> {
  yield* exportRowsOf(db, ids);
  yield* otherExportRowsOf(db, otherIds);
}
