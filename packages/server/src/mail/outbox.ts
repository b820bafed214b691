import type { OutboxMessage } from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';

/** The mail kept instead of sent, newest first (at most 200), or only what went to `to`. */
export async function listOutbox(db: Queryable, to: string | null): Promise<OutboxMessage[]> {
  const rows = await db.query<{ recipient: string; subject: string; body: string; created_at: Date }>(
    `SELECT recipient, subject, body, created_at FROM mail_outbox
      WHERE $1::text IS NULL OR recipient = $1 ORDER BY id DESC LIMIT 200`,
    [to],
  );
  return rows.map((row) => ({
    to: row.recipient,
    subject: row.subject,
    text: row.body,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
