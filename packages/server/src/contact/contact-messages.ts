import type { Queryable } from '../db/database.ts';

export interface ContactMessage {
  name: string;
  email: string;
  phone: string | null;
  message: string;
  ip: string;
}

export async function insertContactMessage(db: Queryable, message: ContactMessage, now: Date): Promise<void> {
  await db.query(
    'INSERT INTO contact_messages (name, email, phone, message, ip, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [message.name, message.email, message.phone, message.message, message.ip, now],
  );
}

/** How many messages the IP sent after `since`, and when the oldest of them was sent. */
export async function contactMessagesSince(
  db: Queryable,
  ip: string,
  since: Date,
): Promise<{ sent: number; oldest: Date | null }> {
  const [row] = await db.query<{ sent: string; oldest: Date | null }>(
    'SELECT count(*) AS sent, min(created_at) AS oldest FROM contact_messages WHERE ip = $1 AND created_at > $2',
    [ip, since],
  );
  return { sent: Number(row?.sent ?? 0), oldest: row?.oldest ?? null };
}
