import fp from 'fastify-plugin';
import { CERTIFICATE_REMINDER_DAYS, certificateDaysLeft, ROUTE_PATHS } from '@facturador/contracts';
import {
  CERTIFICATE_REMINDER_BATCH,
  takeDueCertificateReminders,
} from '../../companies/certificate-reminders.ts';
import { certificateExpiryMail } from '../../mail/templates.ts';

/** Hourly: a reminder counted in days needs no finer clock, and a missed hour is caught up next. */
export const CERTIFICATE_WATCH_INTERVAL_MS = 3_600_000;

declare module 'fastify' {
  interface FastifyInstance {
    certificateWatch: {
      /** Sends the certificate expiry reminders that are due now; answers how many e-mails went out. */
      run(): Promise<number>;
    };
  }
}

/**
 * Issue 40: 30 and then 7 days before a company's certificate expires, its owners and
 * administrators get an e-mail, once per reminder and certificate (a new certificate starts
 * afresh). Runs every CERTIFICATE_WATCH_INTERVAL_MS of the app's clock, like the billing renewal.
 */
export default fp(
  async (app) => {
    let running: Promise<number> | null = null;
    const appUrl = () => app.env.APP_URL ?? app.env.CORS_ORIGINS[0] ?? 'http://localhost:3000';

    const remind = async () => {
      let sent = 0;
      for (;;) {
        const now = app.clock.now();
        const due = await takeDueCertificateReminders(app.db, now);
        for (const reminder of due) {
          const link = new URL(`${ROUTE_PATHS.companies}/${reminder.companyPublicId}/facturacion`, appUrl());
          const nextReminderDays = CERTIFICATE_REMINDER_DAYS.find((days) => days < reminder.days) ?? null;
          for (const to of reminder.recipients) {
            try {
              await app.mailer.send(
                certificateExpiryMail(to, {
                  ...reminder,
                  daysLeft: certificateDaysLeft(reminder.notAfter, now),
                  nextReminderDays,
                  link: link.toString(),
                }),
              );
              sent += 1;
            } catch (error) {
              app.log.error(
                { err: error, company: reminder.companyPublicId },
                'certificate reminder not sent',
              );
            }
          }
        }
        if (due.length < CERTIFICATE_REMINDER_BATCH) break;
      }
      return sent;
    };

    const run = () => {
      // One run at a time: a tick that comes while one runs joins it.
      running ??= remind().finally(() => {
        running = null;
      });
      return running;
    };
    app.decorate('certificateWatch', { run });

    let stop: (() => void) | null = null;
    app.addHook('onReady', async () => {
      stop = app.clock.every(CERTIFICATE_WATCH_INTERVAL_MS, () => {
        run().then(
          (sent) => {
            if (sent > 0) app.log.info({ sent }, 'certificate expiry reminders sent');
          },
          (error: unknown) => app.log.error({ err: error }, 'certificate watch failed'),
        );
      });
    });
    app.addHook('preClose', async () => {
      stop?.();
      stop = null;
      await running?.catch(() => undefined);
    });
  },
  { name: 'certificate-watch', dependencies: ['services'] },
);
