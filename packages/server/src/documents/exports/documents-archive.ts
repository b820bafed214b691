import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import {
  ARCHIVE_MAX_DOCUMENTS,
  documentExportMessages,
  type IssuedDocumentType,
  type ListadoFilters,
  type OtherCpeType,
} from '@facturador/contracts';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { otherDocumentPdf } from '../other-cpe/other-document-pdf.ts';
import { documentPdf } from '../printed/document-pdf.ts';
import { signNumbered } from '../sign-numbered.ts';
import { filteredIds } from './export-rows.ts';
import { countListado, filteredOtherIds } from './other-export-rows.ts';

/** One folder per kind of document, as an accountant files them. */
export const ARCHIVE_FOLDERS: Readonly<Record<IssuedDocumentType | OtherCpeType, string>> = {
  '01': 'facturas',
  '03': 'boletas',
  '07': 'notas-credito',
  '08': 'notas-debito',
  '20': 'retenciones',
  '40': 'percepciones',
};

/**
 * The period's documents and its retenciones and percepciones (issue 41), in the register's
 * order, or a 400 that asks for fewer days past ARCHIVE_MAX_DOCUMENTS (both counted).
 */
export async function archiveIds(db: Queryable, companyId: string, period: ListadoFilters) {
  const count = await countListado(db, companyId, period);
  if (count > ARCHIVE_MAX_DOCUMENTS)
    throw new AppError(400, 'VALIDATION_ERROR', documentExportMessages.archiveTooMany(count));
  return {
    ids: await filteredIds(db, companyId, period),
    otherIds: await filteredOtherIds(db, companyId, period),
  };
}

/** Text compresses well; a CDR is already a zip and a PDF compresses its own streams. */
function addFile(zip: Zip, name: string, data: Uint8Array, compress: boolean) {
  const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
  zip.add(entry);
  entry.push(data, true);
}

/** Until the browser took what is waiting, or went away. */
async function drained(out: PassThrough) {
  if (!out.writableNeedDrain) return;
  await Promise.race([once(out, 'drain'), once(out, 'close')]);
}

async function fill(
  app: FastifyInstance,
  zip: Zip,
  out: PassThrough,
  ids: readonly string[],
  summary: { name: string; csv: string },
  otherIds: readonly string[],
) {
  addFile(zip, summary.name, Buffer.from(summary.csv, 'utf8'), true);
  for (const id of ids) {
    if (out.destroyed) return zip.terminate();
    const [row] = await app.db.query<{
      document_type: IssuedDocumentType;
      file_name: string;
      xml: string | null;
      cdr: Uint8Array | null;
    }>('SELECT document_type, file_name, xml, cdr FROM documents WHERE id = $1', [id]);
    const folder = ARCHIVE_FOLDERS[row!.document_type];
    // The signed XML exactly as stored and sent: any reformatting would break its signature.
    const xml = row!.xml ?? (await signNumbered(app, id)).xml;
    addFile(zip, `${folder}/${row!.file_name}.xml`, Buffer.from(xml, 'utf8'), true);
    if (row!.cdr) addFile(zip, `${folder}/R-${row!.file_name}.zip`, Buffer.from(row!.cdr), false);
    // Rendering is the heavy part: one PDF at a time, so other requests are served in between.
    const { pdf, fileName } = await documentPdf(app, id, 'a4');
    addFile(zip, `${folder}/${fileName}`, pdf, false);
    await drained(out);
  }
  for (const id of otherIds) {
    if (out.destroyed) return zip.terminate();
    const [row] = await app.db.query<{
      document_type: OtherCpeType;
      file_name: string;
      xml: string;
      cdr: Uint8Array | null;
    }>('SELECT document_type, file_name, xml, cdr FROM other_documents WHERE id = $1', [id]);
    const folder = ARCHIVE_FOLDERS[row!.document_type];
    // Named as SUNAT names them: RUC-20-R001-1.xml and its CDR R-RUC-20-R001-1.zip.
    addFile(zip, `${folder}/${row!.file_name}.xml`, Buffer.from(row!.xml, 'utf8'), true);
    if (row!.cdr) addFile(zip, `${folder}/R-${row!.file_name}.zip`, Buffer.from(row!.cdr), false);
    const { pdf, fileName } = await otherDocumentPdf(app.db, id);
    addFile(zip, `${folder}/${fileName}`, pdf, false);
    await drained(out);
  }
  zip.end();
}

/**
 * The period's ZIP, streamed as it is built: the period's CSV at the root, then for every
 * document, then every retención and percepción (`otherIds`), its signed XML, its CDR when SUNAT
 * sent one, and its A4 PDF, in its kind's folder.
 * The download starts at once, so no proxy times out while the PDFs are rendered, and only one
 * document's files are in memory at a time. The caller checked the period and the count before.
 */
export function documentsArchive(
  app: FastifyInstance,
  ids: readonly string[],
  summary: { name: string; csv: string },
  otherIds: readonly string[] = [],
): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return void out.destroy(error);
    out.write(chunk);
    if (final) out.end();
  });
  fill(app, zip, out, ids, summary, otherIds).catch((error: unknown) => {
    app.log.error({ err: error }, 'the documents archive failed while streaming');
    out.destroy(error as Error);
  });
  return out;
}
