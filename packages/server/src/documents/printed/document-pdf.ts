import type { DocumentsContext } from '../documents-context.ts';
import type {
  DocumentEnvironment,
  DocumentInput,
  DocumentStatus,
  PrintedFormat,
} from '@facturador/contracts';
import type { Issuer } from '@facturador/einvoice';
import { logoDataUrl } from '../../companies/company-repository.ts';
import { signNumbered } from '../sign-numbered.ts';
import { rebuild } from '../void-document.ts';
import { printedDocumentOf, type PrintedDocument } from './printed-document.ts';
import { renderPdf } from './render-pdf.ts';

interface PrintableRow {
  number: number;
  status: DocumentStatus;
  environment: DocumentEnvironment;
  file_name: string;
  digest_value: string | null;
  input: DocumentInput;
  issuer: Issuer;
  igv_percent: string;
  issue_time: string;
  fiscal_address: string;
  logo: Uint8Array | null;
  logo_mime: string | null;
}

/** Where a buyer looks a document up: the public site's page over POST /public/documents/lookup. */
export const consultUrlOf = (app: DocumentsContext) =>
  `${app.env.APP_URL ?? app.env.CORS_ORIGINS[0] ?? 'http://localhost:3000'}/consulta`;

/**
 * The document as it was signed (stored input, issuer, number, rate, time), with today's logo and
 * today's state: a document voided since prints its stamp.
 */
export async function printedDocumentById(
  app: DocumentsContext,
  documentId: string,
): Promise<{
  printed: PrintedDocument;
  fileName: string;
}> {
  const [row] = await app.db.query<PrintableRow>(
    `SELECT d.number, d.status, d.environment, d.file_name, d.digest_value, d.input, d.issuer, d.igv_percent::text AS igv_percent,
            d.issue_time, c.fiscal_address, c.logo, c.logo_mime
       FROM documents d JOIN companies c ON c.id = d.company_id WHERE d.id = $1`,
    [documentId],
  );
  const document = row!;
  const printed = printedDocumentOf({
    computed: rebuild({ ...document, number: Number(document.number) }),
    input: document.input,
    status: document.status,
    environment: document.environment,
    // Numbered by a request that stopped before signing it: signed now, as the job would.
    digestValue: document.digest_value ?? (await signNumbered(app, documentId)).digest_value,
    company: {
      fiscalAddress: document.fiscal_address,
      logoDataUrl: logoDataUrl(document.logo, document.logo_mime),
    },
    consultUrl: consultUrlOf(app),
  });
  return { printed, fileName: document.file_name };
}

/** The PDF and its name, `RUC-TT-SERIE-NUMERO.pdf` like the XML's. */
export async function documentPdf(
  app: DocumentsContext,
  documentId: string,
  format: PrintedFormat,
): Promise<{ pdf: Buffer; fileName: string }> {
  const { printed, fileName } = await printedDocumentById(app, documentId);
  return { pdf: await renderPdf(printed, format), fileName: `${fileName}.pdf` };
}
