import type { FastifyInstance, FastifyReply } from 'fastify';
import { otherDocumentMessages } from '@facturador/contracts';
import { AppError } from '../../http/app-error.ts';
import { download } from '../file-replies.ts';
import { otherDocumentPdf } from './other-document-pdf.ts';

/** A retención's or percepción's files, downloaded as a factura's are (file-replies.ts). */
export async function replyWithOtherFile(
  app: FastifyInstance,
  reply: FastifyReply,
  documentId: string,
  kind: 'xml' | 'cdr' | 'pdf',
) {
  if (kind === 'pdf') {
    const { pdf, fileName } = await otherDocumentPdf(app.db, documentId);
    return download(reply, 'application/pdf', fileName, pdf);
  }
  const [row] = await app.db.query<{ file_name: string; xml: string; cdr: Buffer | null }>(
    'SELECT file_name, xml, cdr FROM other_documents WHERE id = $1',
    [documentId],
  );
  if (kind === 'xml')
    return download(reply, 'application/xml; charset=utf-8', `${row!.file_name}.xml`, row!.xml);
  if (!row!.cdr) throw new AppError(404, 'NOT_FOUND', otherDocumentMessages.cdrMissing);
  return download(reply, 'application/zip', `R-${row!.file_name}.zip`, Buffer.from(row!.cdr));
}
