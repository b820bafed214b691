import fp from 'fastify-plugin';
import { billingLink } from '../../purchases/settle-order.ts';
import { expireDueSubscriptions, RENEWAL_BATCH, takeDueReminders } from '../../billing/renewal.ts';
import { renewalReminderMail } from '../../mail/templates.ts';

declare module 'fastify' {
  interface FastifyInstance {
    billingRenewal: {
      /** Expires what is due and sends due reminders now; answers how many of each. */
      run(): Promise<{ expired: number; reminded: number }>;
    };
  }
}

/**
 * Every BILLING_RENEWAL_INTERVAL_MS of the app's clock (like the session sweep): subscriptions
 * past their renewal date become vencida (their tabs get `billing_updated`), and a reminder
 * goes out 7 days before a renewal, once per period. Starts when the app is ready, stops on close.
 */
export default fp(
  async (app) => {
    let running: Promise<{ expired: number; reminded: number }> | null = null;

    const renew = async () => {
      let expired = 0;
      for (;;) {
        const batch = await expireDueSubscriptions(app.db, app.clock.now());
        expired += batch.length;
        for (const { publicId } of batch) app.realtime.toUser(publicId, 'billing_updated');
        if (batch.length < RENEWAL_BATCH) break;
      }
      let reminded = 0;
      for (;;) {
        const due = await takeDueReminders(app.db, app.clock.now());
        for (const reminder of due) {
          try {
            await app.mailer.send(
              renewalReminderMail(reminder.email, {
                planName: reminder.planName,
                renewsAt: reminder.renewsAt,
                link: billingLink(app),
              }),
            );
            reminded += 1;
          } catch (error) {
            app.log.error({ err: error, userId: reminder.publicId }, 'renewal reminder not sent');
          }
        }
        if (due.length < RENEWAL_BATCH) break;
      }
      return { expired, reminded };
    };

    const run = () => {
      // One run at a time: a tick that comes while one runs joins it.
      running ??= renew().finally(() => {
        running = null;
      });
      return running;
    };

    app.decorate('billingRenewal', { run });

    let stop: (() => void) | null = null;
    app.addHook('onReady', async () => {
      stop = app.clock.every(app.env.BILLING_RENEWAL_INTERVAL_MS, () => {
        run().then(
          (counts) => {
            if (counts.expired + counts.reminded > 0) app.log.info(counts, 'billing renewal ran');
          },
          (error: unknown) => app.log.error({ err: error }, 'billing renewal failed'),
        );
      });
    });
    app.addHook('preClose', async () => {
      stop?.();
      stop = null;
      await running?.catch(() => undefined);
    });
  },
  { name: 'billing-renewal', dependencies: ['services', 'realtime'] },
);
