import { randomUUID } from 'node:crypto';
import type { Webhook, WebhookEventType } from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import { newWebhookSecret, webhookSecretContext } from './webhook-signature.ts';

interface WebhookRow {
  id: string;
  public_id: string;
  url: string;
  events: WebhookEventType[];
  active: boolean;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'id, public_id, url, events, active, created_at, updated_at';

const toWebhook = (row: WebhookRow): Webhook => ({
  id: row.public_id,
  url: row.url,
  events: row.events,
  active: row.active,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

export interface WebhookSettings {
  url: string;
  events: WebhookEventType[];
  active: boolean;
}

export async function listWebhooks(db: Queryable, companyId: string): Promise<Webhook[]> {
  const rows = await db.query<WebhookRow>(
    `SELECT ${COLUMNS} FROM webhooks WHERE company_id = $1 ORDER BY created_at, id`,
    [companyId],
  );
  return rows.map(toWebhook);
}

/** The webhook's row id and view, or null when the company has no such webhook. */
export async function findWebhook(
  db: Queryable,
  companyId: string,
  publicId: string,
): Promise<{ rowId: string; webhook: Webhook } | null> {
  const [row] = await db.query<WebhookRow>(
    `SELECT ${COLUMNS} FROM webhooks WHERE company_id = $1 AND public_id::text = $2`,
    [companyId, publicId],
  );
  return row ? { rowId: row.id, webhook: toWebhook(row) } : null;
}

/** Stores a webhook with a new secret, sealed; the secret's text is answered this once. */
export async function createWebhook(
  db: Queryable,
  secrets: SecretBox,
  companyId: string,
  userId: string,
  settings: WebhookSettings,
  now: Date,
): Promise<{ webhook: Webhook; secret: string }> {
  const publicId = randomUUID();
  const secret = newWebhookSecret();
  const [row] = await db.query<WebhookRow>(
    `INSERT INTO webhooks (public_id, company_id, created_by, url, events, active, secret_sealed, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5::text[], $6, $7, $8, $8) RETURNING ${COLUMNS}`,
    [
      publicId,
      companyId,
      userId,
      settings.url,
      settings.events,
      settings.active,
      secrets.seal(secret, webhookSecretContext(publicId)),
      now,
    ],
  );
  return { webhook: toWebhook(row!), secret };
}

export async function updateWebhook(
  db: Queryable,
  rowId: string,
  settings: WebhookSettings,
  now: Date,
): Promise<Webhook> {
  const [row] = await db.query<WebhookRow>(
    `UPDATE webhooks SET url = $2, events = $3::text[], active = $4, updated_at = $5 WHERE id = $1
     RETURNING ${COLUMNS}`,
    [rowId, settings.url, settings.events, settings.active, now],
  );
  return toWebhook(row!);
}

/** A new secret replaces the old one at once: every later attempt, retries included, is signed with it. */
export async function rotateWebhookSecret(
  db: Queryable,
  secrets: SecretBox,
  rowId: string,
  publicId: string,
  now: Date,
): Promise<string> {
  const secret = newWebhookSecret();
  await db.query('UPDATE webhooks SET secret_sealed = $2, updated_at = $3 WHERE id = $1', [
    rowId,
    secrets.seal(secret, webhookSecretContext(publicId)),
    now,
  ]);
  return secret;
}

export async function deleteWebhook(db: Queryable, rowId: string): Promise<void> {
  await db.query('DELETE FROM webhooks WHERE id = $1', [rowId]);
}
