import { dirname, resolve, sep } from 'node:path';
import pdfmake from 'pdfmake';
import robotoFonts from 'pdfmake/fonts/Roboto.js';
import QRCode from 'qrcode';
import type { PrintedFormat } from '@facturador/contracts';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { a4Layout } from './a4-layout.ts';
import type { PrintedDocument } from './printed-document.ts';
import { ticketLayout } from './ticket-layout.ts';

const FONTS_DIR = dirname(robotoFonts.Roboto.normal);
let configured = false;

/**
 * pdfmake is one shared instance: fonts and access policies are set once. A document never
 * fetches anything: no URL at all, and no file but pdfmake's own fonts (the logo and the QR
 * arrive as data URLs), so text a customer typed cannot make the server read a path.
 */
function printer(): typeof pdfmake {
  if (!configured) {
    pdfmake.setFonts(robotoFonts);
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((path) => resolve(path).startsWith(FONTS_DIR + sep));
    configured = true;
  }
  return pdfmake;
}

/**
 * SUNAT's QR (error correction Q, as greenter prints it) as SVG: drawn as vector paths, it stays
 * sharp on any printer (a thermal ticket included) and costs no PNG to encode or decode.
 */
export const qrSvgOf = (text: string): Promise<string> =>
  QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'Q', margin: 2 });

/** Any of the server's PDFs (retenciones and percepciones too), under the same fonts and policies. */
export const pdfBufferOf = (definition: TDocumentDefinitions): Promise<Buffer> =>
  printer().createPdf(definition).getBuffer();

function render(doc: PrintedDocument, format: PrintedFormat, qr: string): Promise<Buffer> {
  const definition = format === 'ticket' ? ticketLayout(doc, qr) : a4Layout(doc, qr);
  return printer().createPdf(definition).getBuffer();
}

/**
 * A logo is accepted by its first bytes only, so a damaged one can reach here: the document is
 * then printed without it rather than not at all (a buyer needs the document, not the logo).
 */
export async function renderPdf(doc: PrintedDocument, format: PrintedFormat): Promise<Buffer> {
  const qr = await qrSvgOf(doc.qrText);
  if (!doc.company.logo) return render(doc, format, qr);
  try {
    return await render(doc, format, qr);
  } catch {
    const { logo: _damaged, ...company } = doc.company;
    return render({ ...doc, company }, format, qr);
  }
}
