import {
  BUYER_STATUSES,
  documentDeliveryMessages,
  OTHER_CPE_LABELS,
  TEST_DOCUMENT_TEXTS,
  type OtherCpeType,
} from '@facturador/contracts';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { validationError } from '../../http/error-answer.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { signedFilesMail } from '../signed-files-mail.ts';
import { EMAIL_FAILED, EMAIL_SENT } from '../document-mail.ts';
import type { DocumentsContext } from '../documents-context.ts';
import { TIMELINE_TEXTS } from '../messages.ts';
import { tellMembers } from '../tell-members.ts';
import { otherDocumentPdf } from './other-document-pdf.ts';

interface MailableOtherRow {
  company_id: string;
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

/** Only what SUNAT received and accepted is mailed, as a factura (document-mail.ts). */
const MAILABLE = new Set<string>(BUYER_STATUSES);

async function mailableRow(db: Queryable, documentId: string): Promise<MailableOtherRow> {
  const [row] = await db.query<MailableOtherRow>(
    `SELECT d.company_id, d.document_type, d.series, d.number, d.status, d.environment, d.file_name, d.xml,
            c.business_name, d.input #>> '{receiver,email}' AS receiver_email
       FROM other_documents d JOIN companies c ON c.id = d.company_id WHERE d.id = $1`,
    [documentId],
  );
  return row!;
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

async function otherDocumentMail(
  db: Queryable,
  documentId: string,
  row: MailableOtherRow,
  to: string,
): Promise<MailMessage> {
  const pdf = await otherDocumentPdf(db, documentId);
  const { subject, body } = mailWords(row);
  return signedFilesMail({
    to,
    fromName: row.business_name,
    subject,
    body,
    pdf,
    fileName: row.file_name,
    xml: row.xml,
  });
}

/** One line of a retención's or percepción's e-mail history (other_document_events). */
async function recordOtherEvent(
  db: Queryable,
  documentId: string,
  status: string,
  description: string,
  at: Date,
) {
  await db.query(
    `INSERT INTO other_document_events (other_document_id, created_at, status, code, description)
     VALUES ($1, $2, $3, NULL, $4)`,
    [documentId, at, status, description],
  );
}

/**
 * Mails it and writes the outcome in its history, sent or failed, with a factura's texts; its
 * status never changes here. Throws the failure so a person who asked for it hears of it.
 */
async function mailAndRecord(app: DocumentsContext, documentId: string, row: MailableOtherRow, to: string) {
  try {
    await app.mailer.send(await otherDocumentMail(app.db, documentId, row, to));
    await recordOtherEvent(app.db, documentId, EMAIL_SENT, TIMELINE_TEXTS.emailSent(to), app.clock.now());
  } catch (error) {
    app.log.warn({ err: error, otherDocumentId: documentId }, 'other document e-mail failed');
    await recordOtherEvent(app.db, documentId, EMAIL_FAILED, TIMELINE_TEXTS.emailFailed(to), app.clock.now());
    throw new AppError(502, 'INTERNAL_ERROR', documentDeliveryMessages.emailFailed);
  } finally {
    await tellMembers(app, app.db, row.company_id);
  }
}

/**
 * POST …/other-documents/:documentId/email: to `to`, else to the supplier's (20) or client's (40)
 * e-mail on it. Answers the address used; the same refusals and texts as a factura's.
 */
export async function emailOtherDocument(
  app: DocumentsContext,
  documentId: string,
  to?: string,
): Promise<string> {
  const row = await mailableRow(app.db, documentId);
  if (!MAILABLE.has(row.status)) throw new AppError(409, 'CONFLICT', documentDeliveryMessages.emailNotReady);
  const recipient = to ?? row.receiver_email;
  if (!recipient) throw validationError([{ field: 'to', message: documentDeliveryMessages.emailMissing }]);
  await mailAndRecord(app, documentId, row, recipient);
  return recipient;
}

/** Its e-mail history, oldest first, in a document's `history` shape. */
export async function otherDocumentEmails(db: Queryable, documentId: string) {
  const rows = await db.query<{ created_at: Date; status: string; code: string | null; description: string }>(
    `SELECT created_at, status, code, description FROM other_document_events
      WHERE other_document_id = $1 AND status IN ($2, $3) ORDER BY id`,
    [documentId, EMAIL_SENT, EMAIL_FAILED],
  );
  return rows.map((row) => ({
    date: new Date(row.created_at).toISOString(),
    status: row.status,
    code: row.code,
    description: row.description,
  }));
}

/**
 * Once SUNAT accepted a retención or percepción whose supplier or client gave an e-mail, it is
 * mailed with its PDF and XML, as a factura is to its buyer. Called after the verdict is
 * committed: a failure here (the mail server down) is a line in its history and the log, never
 * a change of the document.
 */
export async function mailReceiverOnAcceptance(app: DocumentsContext, documentId: string): Promise<void> {
  try {
    const row = await mailableRow(app.db, documentId);
    if (!row.receiver_email || !MAILABLE.has(row.status)) return;
    await mailAndRecord(app, documentId, row, row.receiver_email);
  } catch (error) {
    if (!(error instanceof AppError))
      app.log.error({ err: error, otherDocumentId: documentId }, 'automatic other document e-mail failed');
  }
}
