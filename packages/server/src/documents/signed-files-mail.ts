import type { MailMessage } from '../mail/mailer.ts';

/** What a comprobante's e-mail carries: its words, its printed PDF and its signed XML. */
export interface SignedFilesMail {
  to: string;
  fromName: string;
  subject: string;
  body: string;
  pdf: { fileName: string; pdf: Buffer };
  /** RUC-TT-SERIE-NUMERO, the name SUNAT gives the XML. */
  fileName: string;
  xml: string;
}

/** The e-mail of a factura, boleta, note, retención or percepción: one shape for every kind. */
export function signedFilesMail({
  to,
  fromName,
  subject,
  body,
  pdf,
  fileName,
  xml,
}: SignedFilesMail): MailMessage {
  return {
    to,
    fromName,
    subject,
    text: `${body}\n\nEste mensaje fue enviado por Facturador.`,
    attachments: [
      { filename: pdf.fileName, contentType: 'application/pdf', content: pdf.pdf },
      { filename: `${fileName}.xml`, contentType: 'application/xml', content: Buffer.from(xml, 'utf8') },
    ],
  };
}
