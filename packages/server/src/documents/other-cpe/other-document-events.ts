import { randomBytes } from 'node:crypto';
import { webhookPayloadSchema, type OtherDocumentWebhookEventType } from '@facturador/contracts';
import type { Queryable } from '../../db/database.ts';
import { otherDocumentDetail } from './other-document-views.ts';

/**
 * Queues one delivery of a retención's or percepción's event to each active webhook of its
 * company that chose it, inside the verdict's transaction, as a factura's are
 * (webhook-events.ts): the body is fixed now (data as GET /v1/other-documents/{id} answers), so
 * every attempt sends the same bytes. Answers the deliveries queued.
 */
export async function queueOtherDocumentEvent(
  tx: Queryable,
  documentId: string,
  type: OtherDocumentWebhookEventType,
  now: Date,
): Promise<string[]> {
  const hooks = await tx.query<{ id: string }>(
    `SELECT w.id FROM webhooks w JOIN other_documents d ON d.company_id = w.company_id
      WHERE d.id = $1 AND w.active AND $2 = ANY (w.events)`,
    [documentId, type],
  );
  if (hooks.length === 0) return [];
  const eventId = `evt_${randomBytes(12).toString('hex')}`;
  const payload = webhookPayloadSchema(type).parse({
    id: eventId,
    type,
    created_at: now.toISOString(),
    data: await otherDocumentDetail(tx, documentId),
  });
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO webhook_deliveries (webhook_id, event_id, event_type, body, next_attempt_at, created_at, updated_at)
     SELECT id, $2, $3, $4, $5, $5, $5 FROM webhooks WHERE id = ANY ($1::bigint[]) RETURNING id`,
    [hooks.map((hook) => hook.id), eventId, type, JSON.stringify(payload), now],
  );
  return rows.map((row) => row.id);
}
