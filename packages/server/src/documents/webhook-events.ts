import { randomBytes } from 'node:crypto';
import { limaDate, webhookPayloadSchema, type WebhookEventType } from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';
import { documentDetail } from './document-views.ts';

/**
 * Queues one delivery of the event to each active webhook of the document's company that chose
 * it, inside the caller's transaction: the event exists exactly when the state change does.
 * The body is fixed now (contracts' webhookPayloadSchema: data as GET /v1/documents/{id} answers),
 * so every attempt and a replay send the same bytes. Answers the deliveries queued.
 */
export async function queueDocumentEvent(
  tx: Queryable,
  documentId: string,
  type: WebhookEventType,
  now: Date,
): Promise<string[]> {
  const hooks = await tx.query<{ id: string }>(
    `SELECT w.id FROM webhooks w JOIN documents d ON d.company_id = w.company_id
      WHERE d.id = $1 AND w.active AND $2 = ANY (w.events)`,
    [documentId, type],
  );
  return queueForWebhooks(
    tx,
    documentId,
    type,
    hooks.map((hook) => hook.id),
    now,
  );
}

/**
 * `queueDocumentEvent` for webhooks the caller has already found (the company's active ones that
 * chose `type`), in the caller's transaction after the state change.
 */
export async function queueForWebhooks(
  tx: Queryable,
  documentId: string,
  type: WebhookEventType,
  webhookIds: readonly string[],
  now: Date,
): Promise<string[]> {
  if (webhookIds.length === 0) return [];
  const eventId = `evt_${randomBytes(12).toString('hex')}`;
  const data = await documentDetail(tx, documentId, limaDate(now));
  // Through the schema /v1's OpenAPI declares for the event: what is sent is what is declared.
  const payload = webhookPayloadSchema(type).parse({
    id: eventId,
    type,
    created_at: now.toISOString(),
    data,
  });
  const body = JSON.stringify(payload);
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO webhook_deliveries (webhook_id, event_id, event_type, body, next_attempt_at, created_at, updated_at)
     SELECT id, $2, $3, $4, $5, $5, $5 FROM webhooks WHERE id = ANY ($1::bigint[]) RETURNING id`,
    [webhookIds, eventId, type, body, now],
  );
  return rows.map((row) => row.id);
}
