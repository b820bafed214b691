import { OTHER_CPE_LABELS, TEST_DOCUMENT_TEXTS, type OtherCpeType } from '@facturador/contracts';
import type { DocumentsContext } from '../documents-context.ts';
import { otherDocumentPdf } from './other-document-pdf.ts';

interface MailableOtherRow {
  document_type: OtherCpeType;
  series: string;
  number: number;
  status: string;
  environment: 'test' | 'production';
  file_name: string;
  xml: string;
  business_name: string;
  receiver_email: string | null;
}

/** The e-mail's words, as document-mail.ts says a factura's: a test never reads «aceptado por SUNAT». */
function mailWords(row: MailableOtherRow) {
  const label = `${OTHER_CPE_LABELS[row.document_type]} electrónico ${row.series}-${Number(row.number)}`;
  const subject = `${label} de ${row.business_name}`;
  const opening = `Estimado ${row.document_type === '20' ? 'proveedor' : 'cliente'}:\n\n${row.business_name} le envía el ${label}`;
  const attached = 'Adjuntamos su representación impresa (PDF) y su XML firmado.';
  if (row.environment === 'test')
    return {
      subject: `${TEST_DOCUMENT_TEXTS.emailSubject}: ${subject}`,
      body: `${opening}. ${TEST_DOCUMENT_TEXTS.emailBody}\n\n${attached}`,
    };
  return {
    subject,
    body: `${opening}, aceptado por SUNAT. ${attached}\n\nPuede consultar su validez en www.sunat.gob.pe.`,
  };
}

/**
 * Once SUNAT accepted a retención or percepción whose supplier or client gave an e-mail, it is
 * mailed with its PDF and XML, as a factura is to its buyer. Called after the verdict is
 * committed: a failure here (the mail server down) is logged, never a change of the document.
 */
export async function mailReceiverOnAcceptance(app: DocumentsContext, documentId: string): Promise<void> {
  try {
    const [row] = await app.db.query<MailableOtherRow>(
      `SELECT d.document_type, d.series, d.number, d.status, d.environment, d.file_name, d.xml, c.business_name,
              d.input #>> '{receiver,email}' AS receiver_email
         FROM other_documents d JOIN companies c ON c.id = d.company_id WHERE d.id = $1`,
      [documentId],
    );
    if (!row?.receiver_email || (row.status !== 'accepted' && row.status !== 'observed')) return;
    const { pdf, fileName } = await otherDocumentPdf(app.db, documentId);
    const { subject, body } = mailWords(row);
    await app.mailer.send({
      to: row.receiver_email,
      fromName: row.business_name,
      subject,
      text: `${body}\n\nEste mensaje fue enviado por Facturador.`,
      attachments: [
        { filename: fileName, contentType: 'application/pdf', content: pdf },
        {
          filename: `${row.file_name}.xml`,
          contentType: 'application/xml',
          content: Buffer.from(row.xml, 'utf8'),
        },
      ],
    });
  } catch (error) {
    app.log.warn({ err: error, otherDocumentId: documentId }, 'other document e-mail failed');
  }
}
