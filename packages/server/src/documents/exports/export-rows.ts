import Decimal from 'decimal.js';
import type {
  DocumentInput,
  DocumentStatus,
  IssuedDocumentType,
  ListadoDocumentType,
  ListadoFilters,
  ListadoStatus,
} from '@facturador/contracts';
import { CATALOG_09, CATALOG_10, type Issuer } from '@facturador/einvoice';
import type { Queryable } from '../../db/database.ts';
import { documentFilterSql } from '../document-views.ts';
import { rebuild } from '../void-document.ts';

/** The amounts an accountant books, in the order of the export's columns. */
export const EXPORT_AMOUNTS = [
  'taxed',
  'exonerated',
  'unaffected',
  'exported',
  'igv',
  'isc',
  'icbper',
  'total',
  // A retención's importe retenido, a percepción's importe percibido: never a sale's total.
  'retained',
  'perceived',
] as const;
export type ExportAmount = (typeof EXPORT_AMOUNTS)[number];

/**
 * One document as the CSV and the Excel write it; a credit note's amounts are negative. A
 * retención or percepción (other-export-rows.ts) has only its retained or perceived amount.
 */
export interface ExportRow {
  issueDate: string;
  documentType: ListadoDocumentType;
  fullNumber: string;
  customerDocumentType: string;
  customerDocumentNumber: string;
  customerName: string;
  currency: 'PEN' | 'USD';
  amounts: Record<ExportAmount, Decimal>;
  status: ListadoStatus;
  sunatCode: string | null;
  /** SUNAT's description, then its observations. */
  sunatNote: string;
  /** A note's document: `01 F001-123`. */
  reference: string;
  /** A note's reason: `01 Anulación de la operación`. */
  reason: string;
}

interface ExportSourceRow {
  id: string;
  document_type: IssuedDocumentType;
  series: string;
  number: number;
  issue_date: string;
  customer_document_type: string;
  customer_document_number: string;
  customer_name: string;
  currency: 'PEN' | 'USD';
  igv: string;
  total: string;
  status: DocumentStatus;
  cdr_code: string | null;
  cdr_description: string | null;
  cdr_notes: { code: string; text: string }[];
  input: DocumentInput;
  issuer: Issuer;
  igv_percent: string;
  issue_time: string;
}

/** Rows read at a time: a document's input and issuer are kilobytes each. */
const BATCH = 500;

/** Oldest first, as a sales register reads; one type, series and number after another within a day. */
export const REGISTER_ORDER = 'd.issue_date, d.document_type, d.series, d.number';

/** The internal ids of the matching documents, in the register's order. */
export async function filteredIds(db: Queryable, companyId: string, filters: ListadoFilters) {
  const { where, params } = documentFilterSql(companyId, filters);
  const rows = await db.query<{ id: string }>(
    `SELECT d.id FROM documents d WHERE ${where} ORDER BY ${REGISTER_ORDER}`,
    params,
  );
  return rows.map((row) => row.id);
}

/** SUNAT's description, then its observations. */
export const sunatNoteOf = (row: {
  cdr_description: string | null;
  cdr_notes: { code: string; text: string }[];
}) =>
  [row.cdr_description ?? '', ...row.cdr_notes.map((note) => `${note.code}: ${note.text}`)]
    .filter(Boolean)
    .join(' | ');

const signed = (documentType: IssuedDocumentType, value: Decimal) =>
  documentType === '07' && !value.isZero() ? value.negated() : value;

/**
 * The stored amounts (IGV, total) and those of the document as it was signed, rebuilt by the
 * engine from its stored input (gravado, exonerado…): Decimals all the way, never floats.
 */
function toExportRow(row: ExportSourceRow): ExportRow {
  const computed = rebuild({ ...row, number: Number(row.number) });
  const t = computed.totals;
  const type = row.document_type;
  const amounts: Record<ExportAmount, Decimal> = {
    taxed: t.taxed,
    exonerated: t.exonerated,
    unaffected: t.unaffected,
    exported: t.exported,
    igv: new Decimal(row.igv),
    isc: t.isc,
    icbper: t.icbper,
    total: new Decimal(row.total),
    retained: new Decimal(0),
    perceived: new Decimal(0),
  };
  for (const key of EXPORT_AMOUNTS) amounts[key] = signed(type, amounts[key]);
  const reference = computed.reference;
  const reasons = type === '08' ? CATALOG_10 : CATALOG_09;
  return {
    issueDate: row.issue_date,
    documentType: type,
    fullNumber: `${row.series}-${Number(row.number)}`,
    customerDocumentType: row.customer_document_type,
    customerDocumentNumber: row.customer_document_number,
    customerName: row.customer_name,
    currency: row.currency,
    amounts,
    status: row.status,
    sunatCode: row.cdr_code,
    sunatNote: sunatNoteOf(row),
    reference: reference ? `${reference.documentType} ${reference.series}-${reference.number}` : '',
    reason: reference
      ? `${reference.reasonCode} ${reasons[reference.reasonCode] ?? reference.reasonDescription}`
      : '',
  };
}

/** The rows of these documents, in the order given, read a batch at a time. */
export async function* exportRowsOf(db: Queryable, ids: readonly string[]): AsyncGenerator<ExportRow> {
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = ids.slice(start, start + BATCH);
    const rows = await db.query<ExportSourceRow>(
      `SELECT d.id, d.document_type, d.series, d.number, to_char(d.issue_date, 'YYYY-MM-DD') AS issue_date,
              d.customer_document_type, d.customer_document_number, d.customer_name, d.currency,
              d.igv::text AS igv, d.total::text AS total, d.status, d.cdr_code, d.cdr_description, d.cdr_notes,
              d.input, d.issuer, d.igv_percent::text AS igv_percent, d.issue_time
         FROM documents d WHERE d.id = ANY($1::bigint[])`,
      [batch],
    );
    const byId = new Map(rows.map((row) => [String(row.id), row]));
    for (const id of batch) yield toExportRow(byId.get(String(id))!);
  }
}
