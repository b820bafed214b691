import type { WebhookDelivery, WebhookEventType } from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';

/** The deliveries the tab shows per webhook: the newest ones. */
export const DELIVERIES_SHOWN = 50;

interface DeliveryRow {
  id: string;
  public_id: string;
  event_id: string;
  event_type: WebhookEventType;
  subject: string | null;
  status: WebhookDelivery['status'];
  next_attempt_at: Date | null;
  created_at: Date;
}

interface AttemptRow {
  delivery_id: string;
  attempted_at: Date;
  http_status: number | null;
  error: string | null;
  duration_ms: number;
  manual: boolean;
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** A webhook's deliveries, newest first, each with its attempts in order; or one of them. */
export async function deliveriesOf(
  db: Queryable,
  webhookRowId: string,
  onlyPublicId?: string,
): Promise<WebhookDelivery[]> {
  const rows = await db.query<DeliveryRow>(
    `SELECT id, public_id::text, event_id, event_type, body::jsonb #>> '{data,fullNumber}' AS subject,
            status, next_attempt_at, created_at
       FROM webhook_deliveries
      WHERE webhook_id = $1 AND ($2::text IS NULL OR public_id::text = $2)
      ORDER BY created_at DESC, id DESC LIMIT ${DELIVERIES_SHOWN}`,
    [webhookRowId, onlyPublicId ?? null],
  );
  if (rows.length === 0) return [];
  const attempts = await db.query<AttemptRow>(
    `SELECT delivery_id, attempted_at, http_status, error, duration_ms, manual FROM webhook_attempts
      WHERE delivery_id = ANY ($1::bigint[]) ORDER BY attempted_at, id`,
    [rows.map((row) => row.id)],
  );
  return rows.map((row) => ({
    id: row.public_id,
    eventId: row.event_id,
    type: row.event_type,
    subject: row.subject ?? '',
    status: row.status,
    nextAttemptAt: row.status === 'pending' ? iso(row.next_attempt_at) : null,
    createdAt: new Date(row.created_at).toISOString(),
    attempts: attempts
      .filter((attempt) => attempt.delivery_id === row.id)
      .map((attempt) => ({
        at: new Date(attempt.attempted_at).toISOString(),
        httpStatus: attempt.http_status,
        error: attempt.error,
        durationMs: attempt.duration_ms,
        manual: attempt.manual,
      })),
  }));
}

/** A delivery's internal id by its public id, within one webhook; null when it has none. */
export async function findDeliveryId(
  db: Queryable,
  webhookRowId: string,
  deliveryPublicId: string,
): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    'SELECT id FROM webhook_deliveries WHERE webhook_id = $1 AND public_id::text = $2',
    [webhookRowId, deliveryPublicId],
  );
  return row?.id ?? null;
}
