import fp from 'fastify-plugin';
import { deliverDue } from '../../webhooks/webhook-delivery.ts';

declare module 'fastify' {
  interface FastifyInstance {
    webhookDelivery: {
      /** Attempts every pending delivery that is due, now; answers how many were attempted. */
      run(): Promise<number>;
    };
  }
}

/**
 * Every WEBHOOK_DELIVERY_INTERVAL_MS of the app's clock: deliveries whose retry is due are
 * attempted again. Several instances may run it: each delivery is claimed with a lease first.
 */
export default fp(
  async (app) => {
    let running: Promise<number> | null = null;
    const run = () => {
      running ??= deliverDue(app).finally(() => {
        running = null;
      });
      return running;
    };
    app.decorate('webhookDelivery', { run });

    let stop: (() => void) | null = null;
    app.addHook('onReady', async () => {
      stop = app.clock.every(app.env.WEBHOOK_DELIVERY_INTERVAL_MS, () => {
        run().catch((error: unknown) => app.log.error({ err: error }, 'webhook delivery failed'));
      });
    });
    app.addHook('preClose', async () => {
      stop?.();
      stop = null;
      await running?.catch(() => undefined);
    });
  },
  { name: 'webhook-delivery', dependencies: ['services'] },
);
