import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../config/env.ts';
import type { Database } from '../db/database.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
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
      async send(message) {
        await transport.sendMail({ from: env.MAIL_FROM, ...message });
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  return {
    async send(message) {
      await db.query('INSERT INTO mail_outbox (recipient, subject, body) VALUES ($1, $2, $3)', [
        message.to,
        message.subject,
        message.text,
      ]);
      // Codes in the log are the point of development mail; production keeps only the envelope.
      const shown = env.NODE_ENV === 'production' ? {} : { text: message.text };
      log.info(
        { to: message.to, subject: message.subject, ...shown },
        'mail kept in the outbox (SMTP_URL is not set)',
      );
    },
  };
}
