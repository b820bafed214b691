import { parse } from 'csv-parse/sync';
import {
  BULK_ANONYMOUS_BUYER,
  BULK_CSV_COLUMNS,
  BULK_CSV_REQUIRED,
  BULK_MAX_BYTES,
  BULK_MAX_DOCUMENTS,
  bulkMessages,
} from '@facturador/contracts';
import { columnName } from '../catalogues/csv-rows.ts';
import { AppError } from '../http/app-error.ts';
import { validationError } from '../http/error-answer.ts';

/** One document of a batch before validation: the CSV's key (or the JSON's position) and its fields. */
export interface BatchItem<Input = unknown> {
  reference: string;
  input: Input;
  /** A fault found while reading the file (the document's lines disagree); null otherwise. */
  error: string | null;
}

/** A document as the CSV writes it: DocumentInput's shape, every value the cell's text. */
export type CsvDocument = ReturnType<typeof documentOf>;

const BOM = '\uFEFF';
const HEADER_FIELDS = [
  'tipo',
  'serie',
  'fecha',
  'moneda',
  'cliente_tipo_documento',
  'cliente_numero_documento',
  'cliente_nombre',
  'cliente_direccion',
  'cliente_email',
] as const;

const optional = (value: string | undefined) => (value ? value : undefined);

/** A document number that names nobody: left empty, a dash, or zeros. */
const NO_NUMBER = /^[0-]*$/;

/**
 * A boleta whose buyer has no document (its number empty, «-» or «0», or its type «-») goes to
 * SUNAT's «varios», named «Clientes varios» unless the CSV names the buyer: as Emitir issues it.
 * Einvoice's 2396 still refuses one above S/ 700. A factura's buyer is read as written.
 */
function buyerOf(first: Record<string, string>) {
  const documentType = first.cliente_tipo_documento ?? '';
  const documentNumber = first.cliente_numero_documento ?? '';
  const name = first.cliente_nombre ?? '';
  if (first.tipo !== '03' || (documentType !== '-' && !NO_NUMBER.test(documentNumber)))
    return { documentType, documentNumber, name };
  return {
    documentType: BULK_ANONYMOUS_BUYER.documentType,
    documentNumber: BULK_ANONYMOUS_BUYER.documentNumber,
    name: name || BULK_ANONYMOUS_BUYER.name,
  };
}

function documentOf(first: Record<string, string>, lines: Record<string, string>[]) {
  return {
    documentType: first.tipo,
    series: first.serie,
    issueDate: first.fecha,
    currency: optional(first.moneda),
    customer: {
      ...buyerOf(first),
      address: optional(first.cliente_direccion),
      email: optional(first.cliente_email),
    },
    lines: lines.map((line) => ({
      description: line.descripcion,
      quantity: line.cantidad,
      unitCode: optional(line.unidad) ?? 'NIU',
      unitValue: line.valor_unitario,
      affectation: optional(line.afectacion) ?? '10',
    })),
  };
}

/**
 * A bulk CSV (`;` or `,`, UTF-8, a header line; docs/decisions/0041): one line per document
 * line, the lines of one document sharing its `documento`, its header fields read from its
 * first line. The whole file is refused only when it cannot be read at all; a document whose
 * lines disagree is a row with an error.
 */
export function readBulkCsv(csv: string): BatchItem<CsvDocument>[] {
  if (Buffer.byteLength(csv, 'utf8') > BULK_MAX_BYTES)
    throw new AppError(413, 'PAYLOAD_TOO_LARGE', bulkMessages.csvTooLarge(BULK_MAX_BYTES / (1024 * 1024)));
  const text = csv.startsWith(BOM) ? csv.slice(1) : csv;
  const header = text.slice(0, text.search(/\r?\n|$/));
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: header.includes(';') ? ';' : ',',
      relax_column_count: true,
      skip_empty_lines: true,
    }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    throw validationError([{ field: 'csv', message: bulkMessages.csvUnreadable(line) }]);
  }
  const [names = [], ...data] = records;
  const columns = names.map(columnName);
  const missing = BULK_CSV_REQUIRED.filter((column) => !columns.includes(column));
  if (missing.length > 0)
    throw validationError([{ field: 'csv', message: bulkMessages.csvMissingColumns(missing) }]);
  // A misspelled column (cliente_emial) would be dropped from every document: refused instead,
  // as a JSON field is (issue 43). A header cell left empty (a trailing separator) is no column.
  const unknown = columns.filter(
    (column) => column !== '' && !(BULK_CSV_COLUMNS as readonly string[]).includes(column),
  );
  if (unknown.length > 0)
    throw validationError([{ field: 'csv', message: bulkMessages.csvUnknownColumns(unknown) }]);
  const groups = new Map<string, Record<string, string>[]>();
  for (const record of data) {
    if (record.every((cell) => cell.trim() === '')) continue;
    const cells = Object.fromEntries(columns.map((column, index) => [column, (record[index] ?? '').trim()]));
    const key = cells.documento ?? '';
    groups.set(key, [...(groups.get(key) ?? []), cells]);
  }
  if (groups.size === 0) throw validationError([{ field: 'csv', message: bulkMessages.empty }]);
  if (groups.size > BULK_MAX_DOCUMENTS)
    throw validationError([{ field: 'csv', message: bulkMessages.tooMany(BULK_MAX_DOCUMENTS) }]);
  return [...groups].map(([reference, lines]) => {
    const first = lines[0]!;
    const agree = lines.every((line) =>
      HEADER_FIELDS.every((field) => !line[field] || line[field] === first[field]),
    );
    return {
      reference,
      input: documentOf(first, lines),
      error: agree ? null : bulkMessages.csvTypeMismatch(reference),
    };
  });
}
