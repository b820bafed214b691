import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { documentApiMessages, type PrintedFormat } from '@facturador/contracts';
import { AppError } from '../http/app-error.ts';
import { documentPdf } from './printed/document-pdf.ts';
import { signNumbered } from './sign-numbered.ts';

/** A document's file as a download, never kept by a cache between the API and the browser. */
export function download(
  reply: FastifyReply,
  type: string,
  fileName: string,
  body: Buffer | string | Readable,
) {
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

/** The printed representation (RUC-TT-SERIE-NUMERO.pdf) of a document the caller may read. */
export async function replyWithPdf(
  app: FastifyInstance,
  reply: FastifyReply,
  documentId: string,
  format: PrintedFormat,
) {
  const { pdf, fileName } = await documentPdf(app, documentId, format);
  return download(reply, 'application/pdf', fileName, pdf);
}

/** The signed XML, byte for byte as it was sent to SUNAT. */
export async function replyWithXml(app: FastifyInstance, reply: FastifyReply, documentId: string) {
  const [row] = await app.db.query<{ file_name: string; xml: string | null }>(
    'SELECT file_name, xml FROM documents WHERE id = $1',
    [documentId],
  );
  // Numbered by a request that stopped before signing it: signed now, as the job would.
  const xml = row!.xml ?? (await signNumbered(app, documentId)).xml;
  return download(reply, 'application/xml; charset=utf-8', `${row!.file_name}.xml`, xml);
}

/** SUNAT's receipt (R-….zip) as SUNAT delivered it; 404 while SUNAT has not answered. */
export async function replyWithCdr(app: FastifyInstance, reply: FastifyReply, documentId: string) {
  const [row] = await app.db.query<{ file_name: string; cdr: Buffer | null }>(
    'SELECT file_name, cdr FROM documents WHERE id = $1',
    [documentId],
  );
  if (!row!.cdr) throw new AppError(404, 'NOT_FOUND', documentApiMessages.cdrMissing);
  return download(reply, 'application/zip', `R-${row!.file_name}.zip`, Buffer.from(row!.cdr));
}
