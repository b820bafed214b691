import type { DocumentsContext } from './documents-context.ts';
import {
  BUYER_STATUSES,
  documentDeliveryMessages,
  TEST_DOCUMENT_TEXTS,
  type DocumentEnvironment,
  type DocumentInput,
  type IssuedDocumentType,
} from '@facturador/contracts';
import { AppError } from '../http/app-error.ts';
import { validationError } from '../http/error-answer.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { signedFilesMail } from './signed-files-mail.ts';
import type { DocumentSubscriber } from './document-announcement.ts';
import { recordEvent } from './document-events.ts';
import { TIMELINE_TEXTS } from './messages.ts';
import { DOCUMENT_TITLES } from './printed/labels.ts';
import { documentPdf } from './printed/document-pdf.ts';
import { tellMembers } from './tell-members.ts';

/** Statuses of document_events written here: the timeline shows every send and every failure. */
export const EMAIL_SENT = 'email_sent';
export const EMAIL_FAILED = 'email_failed';

interface MailableRow {
  company_id: string;
  document_type: IssuedDocumentType;
  series: string;
  number: number;
  status: string;
  environment: DocumentEnvironment;
  input: DocumentInput;
  file_name: string;
  xml: string;
  business_name: string;
}

/** Only what SUNAT received and accepted goes to a buyer. */
const MAILABLE = new Set<string>(BUYER_STATUSES);

async function mailableRow(app: DocumentsContext, documentId: string): Promise<MailableRow> {
  const [row] = await app.db.query<MailableRow>(
    `SELECT d.company_id, d.document_type, d.series, d.number, d.status, d.environment, d.input, d.file_name, d.xml, c.business_name
       FROM documents d JOIN companies c ON c.id = d.company_id WHERE d.id = $1`,
    [documentId],
  );
  return row!;
}

/**
 * What the mail says of the document: accepted by SUNAT and verifiable there, or (issue 40) a
 * test without tax value, in its subject and first lines, never «aceptada por SUNAT».
 */
function mailWords(row: MailableRow, label: string): { subject: string; body: string } {
  const subject = `${label} de ${row.business_name}`;
  const opening = `Estimado cliente:\n\n${row.business_name} le envía la ${label}`;
  const attached = 'Adjuntamos su representación impresa (PDF) y su XML firmado.';
  if (row.environment === 'test')
    return {
      subject: `${TEST_DOCUMENT_TEXTS.emailSubject}: ${subject}`,
      body: `${opening}. ${TEST_DOCUMENT_TEXTS.emailBody}\n\n${attached}`,
    };
  return {
    subject,
    body: `${opening}, aceptada por SUNAT. ${attached}\n\nPuede consultar su validez en www.sunat.gob.pe.`,
  };
}

/** "FACTURA ELECTRÓNICA F001-123 de ACME S.A.C.", from the company's name, PDF and XML attached. */
async function documentMail(
  app: DocumentsContext,
  documentId: string,
  row: MailableRow,
  to: string,
): Promise<MailMessage> {
  const label = `${DOCUMENT_TITLES[row.document_type]} ${row.series}-${Number(row.number)}`;
  const pdf = await documentPdf(app, documentId, 'a4');
  const { subject, body } = mailWords(row, label);
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

/**
 * Mails the document and writes the outcome in its history, sent or failed; the document's
 * status never changes here. Throws the failure so a person who asked for it hears of it.
 */
async function mailAndRecord(app: DocumentsContext, documentId: string, row: MailableRow, to: string) {
  try {
    await app.mailer.send(await documentMail(app, documentId, row, to));
    await recordEvent(app.db, documentId, EMAIL_SENT, null, TIMELINE_TEXTS.emailSent(to), app.clock.now());
  } catch (error) {
    app.log.warn({ err: error, documentId }, 'document e-mail failed');
    await recordEvent(
      app.db,
      documentId,
      EMAIL_FAILED,
      null,
      TIMELINE_TEXTS.emailFailed(to),
      app.clock.now(),
    );
    throw new AppError(502, 'INTERNAL_ERROR', documentDeliveryMessages.emailFailed);
  } finally {
    await tellMembers(app, app.db, row.company_id);
  }
}

/** POST …/email: to `to`, else to the buyer's e-mail on the document. Answers the address used. */
export async function emailDocument(app: DocumentsContext, documentId: string, to?: string): Promise<string> {
  const row = await mailableRow(app, documentId);
  if (!MAILABLE.has(row.status)) throw new AppError(409, 'CONFLICT', documentDeliveryMessages.emailNotReady);
  const recipient = to ?? row.input.customer.email;
  if (!recipient) throw validationError([{ field: 'to', message: documentDeliveryMessages.emailMissing }]);
  await mailAndRecord(app, documentId, row, recipient);
  return recipient;
}

/**
 * Once SUNAT accepted it, a document whose buyer has an e-mail is mailed. Called after the
 * verdict is committed: whatever happens here (the mail server down, a PDF failure) is only a
 * line in the history, never a change of the document.
 */
export async function mailOnAcceptance(app: DocumentsContext, documentId: string): Promise<void> {
  try {
    const row = await mailableRow(app, documentId);
    const to = row.input.customer.email;
    if (!to || !MAILABLE.has(row.status)) return;
    await mailAndRecord(app, documentId, row, to);
  } catch (error) {
    if (!(error instanceof AppError)) app.log.error({ err: error, documentId }, 'automatic e-mail failed');
  }
}

/**
 * An accepted or observed document whose buyer gave an e-mail is mailed after the verdict is
 * committed, without holding up the answer or the job's next document: the buyer's copy
 * never decides the document's state.
 */
export const mailBuyerOnAcceptance: DocumentSubscriber = (app, [documentId], announcement) => {
  if (announcement.kind !== 'verdict' || !announcement.buyerEmail) return;
  if (announcement.status !== 'accepted' && announcement.status !== 'observed') return;
  app.documentDispatch.inBackground(() => mailOnAcceptance(app, documentId!), 'mail on acceptance');
};
