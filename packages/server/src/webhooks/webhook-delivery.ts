import type { FastifyInstance } from 'fastify';
import {
  DELIVERY_EVENT_ID_HEADER,
  WEBHOOK_GIVE_UP_MS,
  DELIVERY_SIGNATURE_HEADER,
  WEBHOOK_TIMEOUT_MS,
} from '@facturador/contracts';
import { leaseEnd, nextAttemptAt, WEBHOOK_BACK_OFF } from '../jobs/lease.ts';
import { postOnce } from './webhook-sender.ts';
import { signatureHeader, webhookSecretContext } from './webhook-signature.ts';

export type WebhookContext = Pick<FastifyInstance, 'db' | 'clock' | 'env' | 'secrets'>;

/** Deliveries attempted per run of the job; the next run takes the rest. */
export const DELIVERY_BATCH = 50;

interface ClaimedDelivery {
  id: string;
  event_id: string;
  body: string;
  attempts: number;
  created_at: Date;
  url: string;
  secret_sealed: string;
  webhook_public_id: string;
}

/**
 * Takes a delivery for one attempt. The job takes only pending, due deliveries of active
 * webhooks; Reenviar (`manual`) takes any delivery not being attempted right now. Either way
 * the lease means one attempt at a time, across every API instance.
 */
async function claim(ctx: WebhookContext, deliveryId: string, manual: boolean) {
  const now = ctx.clock.now();
  const [row] = await ctx.db.query<ClaimedDelivery>(
    `UPDATE webhook_deliveries d
        SET leased_until = $2, attempts = d.attempts + CASE WHEN $4 THEN 0 ELSE 1 END, updated_at = $3
       FROM webhooks w
      WHERE d.id = $1 AND w.id = d.webhook_id AND (d.leased_until IS NULL OR d.leased_until <= $3)
        AND ($4 OR (d.status = 'pending' AND d.next_attempt_at <= $3 AND w.active))
      RETURNING d.id, d.event_id, d.body, d.attempts, d.created_at, w.url, w.secret_sealed,
                w.public_id::text AS webhook_public_id`,
    [deliveryId, leaseEnd(now), now, manual],
  );
  return row ?? null;
}

/**
 * One attempt: sign, POST, record it. A 2xx delivers; anything else schedules the next try
 * (an automatic attempt) until 24 h after the event, then the delivery fails. A manual attempt
 * that fails changes nothing of the schedule. False when the delivery was not this caller's.
 */
export async function attemptDelivery(
  ctx: WebhookContext,
  deliveryId: string,
  options: { manual?: boolean } = {},
): Promise<boolean> {
  const manual = options.manual ?? false;
  const delivery = await claim(ctx, deliveryId, manual);
  if (!delivery) return false;
  const startedAt = ctx.clock.now();
  const secret = ctx.secrets
    .open(delivery.secret_sealed, webhookSecretContext(delivery.webhook_public_id))
    .toString('utf8');
  const outcome = await postOnce(
    delivery.url,
    {
      [DELIVERY_SIGNATURE_HEADER]: signatureHeader(
        secret,
        Math.floor(startedAt.getTime() / 1000),
        delivery.body,
      ),
      [DELIVERY_EVENT_ID_HEADER]: delivery.event_id,
    },
    delivery.body,
    { timeoutMs: WEBHOOK_TIMEOUT_MS, allowInternal: ctx.env.NODE_ENV !== 'production' },
  );
  const now = ctx.clock.now();
  const delivered = outcome.httpStatus !== null && outcome.httpStatus >= 200 && outcome.httpStatus < 300;
  const next = nextAttemptAt(now, WEBHOOK_BACK_OFF, delivery.attempts);
  const givenUp = next.getTime() - new Date(delivery.created_at).getTime() > WEBHOOK_GIVE_UP_MS;
  await ctx.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO webhook_attempts (delivery_id, attempted_at, http_status, error, duration_ms, manual)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [delivery.id, startedAt, outcome.httpStatus, outcome.error, outcome.durationMs, manual],
    );
    if (delivered)
      await tx.query(
        `UPDATE webhook_deliveries SET status = 'delivered', next_attempt_at = NULL, leased_until = NULL,
           updated_at = $2 WHERE id = $1`,
        [delivery.id, now],
      );
    else if (manual)
      await tx.query('UPDATE webhook_deliveries SET leased_until = NULL, updated_at = $2 WHERE id = $1', [
        delivery.id,
        now,
      ]);
    else
      await tx.query(
        `UPDATE webhook_deliveries SET status = CASE WHEN $3 THEN 'failed' ELSE 'pending' END,
           next_attempt_at = CASE WHEN $3 THEN NULL ELSE $2::timestamptz END, leased_until = NULL, updated_at = $4
         WHERE id = $1`,
        [delivery.id, next, givenUp, now],
      );
  });
  return true;
}

/** Every pending delivery that is due, oldest first, one attempt each. Answers how many were attempted. */
export async function deliverDue(ctx: WebhookContext): Promise<number> {
  const now = ctx.clock.now();
  const due = await ctx.db.query<{ id: string }>(
    `SELECT d.id FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id
      WHERE d.status = 'pending' AND d.next_attempt_at <= $1 AND w.active
        AND (d.leased_until IS NULL OR d.leased_until <= $1)
      ORDER BY d.next_attempt_at LIMIT ${DELIVERY_BATCH}`,
    [now],
  );
  let attempted = 0;
  for (const { id } of due) if (await attemptDelivery(ctx, id)) attempted += 1;
  return attempted;
}
