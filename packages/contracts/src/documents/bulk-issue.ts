import { z } from 'zod';
import { successResponse } from '../envelope.ts';
import { documentStatusSchema } from './document-api.ts';
import { documentFieldName } from './document-field-names.ts';

/**
 * Bulk issuing (issue 30, docs/decisions/0041): up to BULK_MAX_DOCUMENTS documents in one job,
 * sent as JSON (`{ documents: DocumentInput[] }`) or as a CSV of one line per document line.
 * The job issues them one by one, each with the idempotency key `<job key>:<row>`.
 */
export const BULK_MAX_DOCUMENTS = 1000;
export const BULK_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The CSV's columns (`;` or `,`, UTF-8, a header line). Lines with the same `documento` are one
 * document; its header fields are read from its first line. Facturas (01) and boletas (03).
 */
export const BULK_CSV_COLUMNS = [
  'documento',
  'tipo',
  'serie',
  'fecha',
  'moneda',
  'cliente_tipo_documento',
  'cliente_numero_documento',
  'cliente_nombre',
  'cliente_direccion',
  'cliente_email',
  'descripcion',
  'cantidad',
  'unidad',
  'precio_unitario',
  'valor_unitario',
  'afectacion',
] as const;
/**
 * An item's amount: its price with IGV (what the shop charges, as Emitir takes it) or its value
 * without IGV (as SUNAT's XML carries it). The file has at least one of the two columns; each
 * line fills one, and the lines of one document all the same one.
 */
export const BULK_CSV_AMOUNT_COLUMNS = ['precio_unitario', 'valor_unitario'] as const;
/**
 * May be left out of the header: moneda (PEN), cliente_direccion, cliente_email, unidad (NIU),
 * afectacion (10). A boleta of up to S/ 700 may leave its buyer's document empty («-» or «0»
 * too): it is issued to SUNAT's «varios» (BULK_ANONYMOUS_BUYER), as Emitir does.
 */
export const BULK_CSV_REQUIRED = BULK_CSV_COLUMNS.filter(
  (column) =>
    !['moneda', 'cliente_direccion', 'cliente_email', 'unidad', 'afectacion'].includes(column) &&
    !(BULK_CSV_AMOUNT_COLUMNS as readonly string[]).includes(column),
);

export const bulkMessages = {
  csvRequired: 'Sube un archivo CSV con los comprobantes',
  tooMany: (max: number) => `Un lote admite hasta ${max} comprobantes: divídelo en varios`,
  empty: 'El lote no trae comprobantes',
  csvUnreadable: (line: number) => `El CSV no se puede leer (línea ${line}): revisa las comillas`,
  csvMissingColumns: (columns: readonly string[]) => `Al CSV le faltan las columnas: ${columns.join(', ')}`,
  csvUnknownColumns: (columns: readonly string[]) =>
    columns.length === 1
      ? `El CSV trae una columna que no se reconoce: ${columns[0]}. Revisa cómo se escribe`
      : `El CSV trae columnas que no se reconocen: ${columns.join(', ')}. Revisa cómo se escriben`,
  csvMissingAmount: 'Al CSV le falta la columna precio_unitario (con IGV) o valor_unitario (sin IGV)',
  csvTooLarge: (megabytes: number) => `El archivo pasa de ${megabytes} MB: divídelo en varios`,
  csvTypeMismatch: (reference: string) =>
    `El documento ${reference} cambia de tipo, serie, fecha o cliente entre sus líneas`,
  started: (total: number) => `Emisión masiva iniciada: ${total} comprobantes en cola.`,
  notFound: 'Lote no encontrado',
  idempotencyReused: 'Esa Idempotency-Key ya se usó para otro lote: usa una nueva para un lote distinto',
  rowInvalid: (field: string, message: string) => (field ? `${field}: ${message}` : message),
  previewed: (valid: number, invalid: number) => {
    const ready = `${valid} ${valid === 1 ? 'comprobante listo' : 'comprobantes listos'}`;
    return invalid === 0
      ? `${ready} para emitir`
      : `${ready}, ${invalid} con errores: corrige el CSV y vuelve a elegirlo`;
  },
  rowFailed: 'No se pudo emitir este comprobante: vuelve a intentarlo en otro lote',
} as const;

/** A boleta's buyer without a document: SUNAT's «varios» (Catálogo 06 '-'), named as Emitir names it. */
export const BULK_ANONYMOUS_BUYER = {
  documentType: '-',
  documentNumber: '-',
  name: 'Clientes varios',
} as const;

/** A row's fault at a DocumentInput path, its field named in Spanish («Ítem 2 — cantidad: …»). */
export const bulkRowFault = (path: string | readonly PropertyKey[], message: string) =>
  bulkMessages.rowInvalid(documentFieldName(path), message);

export const bulkJsonRequestSchema = z.strictObject({
  documents: z
    .array(z.unknown().describe('Un comprobante con la forma de POST /v1/documents'), {
      error: bulkMessages.empty,
    })
    .min(1, bulkMessages.empty)
    .max(BULK_MAX_DOCUMENTS, bulkMessages.tooMany(BULK_MAX_DOCUMENTS)),
});

/**
 * /v1's body: the JSON batch or the CSV's text. A union names no branch when both fail (zod's
 * «Entrada inválida»); the branch of the body's own kind says what is wrong with it, so a batch
 * of 1,001 documents is told the limit.
 */
export const bulkRequestSchema = z.union(
  [bulkJsonRequestSchema, z.string().min(1, bulkMessages.csvRequired)],
  {
    error: (issue) =>
      issue.code === 'invalid_union'
        ? issue.errors[typeof issue.input === 'string' ? 1 : 0]?.[0]?.message
        : undefined,
  },
);

/** The screens upload the CSV's text. */
export const bulkCsvUploadSchema = z.strictObject({
  csv: z.string({ error: bulkMessages.csvRequired }).min(1, bulkMessages.csvRequired),
});
export type BulkCsvUpload = z.infer<typeof bulkCsvUploadSchema>;

export const BULK_ROW_STATES = ['pending', 'issued', 'failed'] as const;
export const BULK_ROW_STATE_LABELS: Readonly<Record<(typeof BULK_ROW_STATES)[number], string>> = {
  pending: 'En cola',
  issued: 'Emitido',
  failed: 'Con error',
};

export const bulkRowSchema = z.object({
  /** 1 for the first document of the batch. */
  row: z.number().int(),
  /** The CSV's `documento`, or the row's number for JSON. */
  reference: z.string(),
  status: z.enum(BULK_ROW_STATES),
  document: z.object({ id: z.string(), fullNumber: z.string(), status: documentStatusSchema }).nullable(),
  /** Why it was not issued, in Spanish; or SUNAT's refusal of an issued document. */
  error: z.string().nullable(),
});
export type BulkRow = z.infer<typeof bulkRowSchema>;

export const bulkJobSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'done']),
  source: z.enum(['json', 'csv']),
  total: z.number().int(),
  /** Rows finished, issued or failed. */
  done: z.number().int(),
  issued: z.number().int(),
  failed: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  rows: z.array(bulkRowSchema),
});
export type BulkJob = z.infer<typeof bulkJobSchema>;
export const bulkJobResponseSchema = successResponse(bulkJobSchema);

/** One document of a CSV as it would be issued, judged before anything is issued. */
export const bulkPreviewDocumentSchema = z.object({
  /** 1 for the first document of the file, as the batch numbers its rows. */
  row: z.number().int(),
  reference: z.string(),
  /** As the CSV writes them: a wrong one is shown as it is, beside its error. */
  documentType: z.string(),
  series: z.string(),
  currency: z.string(),
  customer: z.object({
    documentType: z.string(),
    documentNumber: z.string(),
    name: z.string(),
    /** The CSV left the name empty and SUNAT's padrón gave the RUC's razón social. */
    nameFromPadron: z.boolean(),
  }),
  lines: z.number().int(),
  /** Importe total, 2 decimals, computed by the engine; null when the document cannot be read. */
  total: z.string().nullable(),
  /** Everything that would stop it, in Spanish with its field named; [] when it can be issued. */
  problems: z.array(z.string()),
});
export type BulkPreviewDocument = z.infer<typeof bulkPreviewDocumentSchema>;

export const bulkPreviewSchema = z.object({
  documents: z.array(bulkPreviewDocumentSchema),
  valid: z.number().int(),
  invalid: z.number().int(),
});
export type BulkPreview = z.infer<typeof bulkPreviewSchema>;
export const bulkPreviewResponseSchema = successResponse(bulkPreviewSchema);
