import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { IssuedDocumentType } from '@facturador/contracts';
import { documentPdf } from '../printed/document-pdf.ts';
import { signNumbered } from '../sign-numbered.ts';

/** One folder per kind of document, as an accountant files them. */
export const ARCHIVE_FOLDERS: Readonly<Record<IssuedDocumentType, string>> = {
  '01': 'facturas',
  '03': 'boletas',
  '07': 'notas-credito',
  '08': 'notas-debito',
};

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
  zip.end();
}

/**
 * The period's ZIP, streamed as it is built: the period's CSV at the root, then for every
 * document its signed XML, its CDR when SUNAT sent one, and its A4 PDF, in its kind's folder.
 * The download starts at once, so no proxy times out while the PDFs are rendered, and only one
 * document's files are in memory at a time. The caller checked the period and the count before.
 */
export function documentsArchive(
  app: FastifyInstance,
  ids: readonly string[],
  summary: { name: string; csv: string },
): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return void out.destroy(error);
    out.write(chunk);
    if (final) out.end();
  });
  fill(app, zip, out, ids, summary).catch((error: unknown) => {
    app.log.error({ err: error }, 'the documents archive failed while streaming');
    out.destroy(error as Error);
  });
  return out;
}
