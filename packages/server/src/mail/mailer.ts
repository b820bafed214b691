import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../config/env.ts';
import type { Database } from '../db/database.ts';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The display name of the sender (a company's name); the address stays MAIL_FROM's. */
  fromName?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** `Facturador <no-reply@x>` → `no-reply@x`; a bare address stays as it is. */
export function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}

/** MAIL_FROM, or the same address under another display name (quotes and brackets removed). */
export function senderOf(mailFrom: string, fromName: string | undefined): string {
  if (!fromName) return mailFrom;
  const name = fromName.replace(/["<>\\\r\n]/g, '').trim();
  return name ? `"${name}" <${addressOf(mailFrom)}>` : mailFrom;
}

/**
 * SMTP through nodemailer when SMTP_URL is set. Without it (development) each message is
 * kept in the outbox table, read by GET /dev/outbox, and logged.
 */
export function createMailer(
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'NODE_ENV'>,
  db: Database,
  log: FastifyBaseLogger,
): Mailer {
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport(env.SMTP_URL);
    return {
      async send({ fromName, ...message }) {
        await transport.sendMail({ ...message, from: senderOf(env.MAIL_FROM, fromName) });
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  return {
    async send(message) {
      const attachments = (message.attachments ?? []).map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        contentBase64: attachment.content.toString('base64'),
      }));
      await db.query(
        'INSERT INTO mail_outbox (recipient, subject, body, sender, attachments) VALUES ($1, $2, $3, $4, $5)',
        [
          message.to,
          message.subject,
          message.text,
          senderOf(env.MAIL_FROM, message.fromName),
          JSON.stringify(attachments),
        ],
      );
      // Codes in the log are the point of development mail; production keeps only the envelope.
      const shown = env.NODE_ENV === 'production' ? {} : { text: message.text };
      log.info(
        { to: message.to, subject: message.subject, ...shown },
        'mail kept in the outbox (SMTP_URL is not set)',
      );
    },
  };
}
