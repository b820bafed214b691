import type { Queryable } from '../db/database.ts';

export interface GatewayEvent {
  provider: string;
  eventId: string;
  type: string;
  /** The order's public id, as the gateway names it. */
  orderPublicId: string;
}

/**
 * Records a gateway's event, in the transaction of its effect so that a replay finds it. False
 * when that event was already received.
 */
export async function recordGatewayEvent(tx: Queryable, event: GatewayEvent, now: Date): Promise<boolean> {
  const recorded = await tx.query(
    `INSERT INTO webhook_events (provider, event_id, event_type, order_id, received_at)
     VALUES ($1, $2, $3, (SELECT id FROM orders WHERE public_id::text = $4), $5)
     ON CONFLICT (provider, event_id) DO NOTHING RETURNING id`,
    [event.provider, event.eventId, event.type, event.orderPublicId, now],
  );
  return recorded.length > 0;
}
