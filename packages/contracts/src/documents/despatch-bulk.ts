import { z } from 'zod';
import { successResponse } from '../envelope.ts';
import { BULK_MAX_DOCUMENTS, bulkJobSchema, bulkMessages, bulkRowSchema } from './bulk-issue.ts';
import { DESPATCH_STATUSES } from './despatch-api.ts';
import { despatchFieldName } from './despatch-field-names.ts';

/**
 * Bulk guías through /v1 (issue 42 item 5): as documents' batches (docs/decisions/0041), with
 * their limits, up to BULK_MAX_DOCUMENTS guías in one job issued one by one, each with the key
 * `<job key>:<row>`. JSON only: a guía's vehicles, drivers and addresses do not fit a CSV line.
 */
export const despatchBulkMessages = {
  empty: 'El lote no trae guías',
  tooMany: (max: number) => `Un lote admite hasta ${max} guías: divídelo en varios`,
  started: (total: number) => `Emisión masiva iniciada: ${total} ${total === 1 ? 'guía' : 'guías'} en cola.`,
  rowFailed: 'No se pudo emitir esta guía: vuelve a intentarlo en otro lote',
} as const;

/** A row's fault at a DespatchInput path, its field named in Spanish («Conductor 1 — licencia…: …»). */
export const despatchBulkRowFault = (path: string | readonly PropertyKey[], message: string) =>
  bulkMessages.rowInvalid(despatchFieldName(path), message);

export const despatchBulkRequestSchema = z.strictObject({
  despatches: z
    .array(z.unknown().describe('Una guía con la forma de POST /v1/despatches'), {
      error: despatchBulkMessages.empty,
    })
    .min(1, despatchBulkMessages.empty)
    .max(BULK_MAX_DOCUMENTS, despatchBulkMessages.tooMany(BULK_MAX_DOCUMENTS)),
});

export const despatchBulkRowSchema = bulkRowSchema.omit({ document: true }).extend({
  /** The guía the row issued (its state as it stands), or null when it was not issued. */
  despatch: z
    .object({ id: z.string(), fullNumber: z.string(), status: z.enum(DESPATCH_STATUSES) })
    .nullable(),
});
export type DespatchBulkRow = z.infer<typeof despatchBulkRowSchema>;

export const despatchBulkJobSchema = bulkJobSchema
  .omit({ source: true, rows: true })
  .extend({ rows: z.array(despatchBulkRowSchema) });
export type DespatchBulkJob = z.infer<typeof despatchBulkJobSchema>;
export const despatchBulkJobResponseSchema = successResponse(despatchBulkJobSchema);
