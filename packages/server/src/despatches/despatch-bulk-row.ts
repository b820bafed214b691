import { despatchInputSchema } from '@facturador/contracts';
import type { DocumentsContext } from '../documents/documents-context.ts';
import { issueAndSendDespatch } from './despatch-answer.ts';

/**
 * One row of a batch of guías, through the path /v1 and the screens issue one by (numbered,
 * signed, sent for a ticket). A refusal before numbering is thrown, as for one guía; SUNAT's
 * refusal of an issued guía is answered beside it («2335 - …»), as a document's row says it.
 */
export async function issueDespatchRow(
  app: DocumentsContext,
  row: { companyId: string; userId: string; input: unknown; idempotencyKey: string },
): Promise<{ despatchId: string; refused: string | null }> {
  const { despatchId } = await issueAndSendDespatch(app, {
    companyId: row.companyId,
    userId: row.userId,
    input: despatchInputSchema.parse(row.input),
    idempotencyKey: row.idempotencyKey,
  });
  const [despatch] = await app.db.query<{
    status: string;
    sunat_code: string | null;
    sunat_description: string | null;
    last_error: string | null;
  }>('SELECT status, sunat_code, sunat_description, last_error FROM despatches WHERE id = $1', [despatchId]);
  const refused =
    despatch!.status === 'rejected' || despatch!.status === 'exception'
      ? `${despatch!.sunat_code ?? ''} - ${despatch!.sunat_description ?? despatch!.last_error ?? ''}`
      : null;
  return { despatchId, refused };
}
