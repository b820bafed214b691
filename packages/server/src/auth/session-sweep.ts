import type { Queryable } from '../db/database.ts';

export interface ExpiredSession {
  sessionId: string;
  /** The user's publicId, whom the event names. */
  userId: string;
  /** The user's id, which the session cache forgets. */
  userKey: string;
}

/** Sessions ended per statement; a sweep repeats it until fewer come back. */
export const SWEEP_BATCH = 500;

/**
 * Ends (reason `expired`) up to `limit` live sessions whose expiry has passed and answers
 * them. Each session is ended by exactly one statement, whichever instance runs it first
 * (SKIP LOCKED lets instances sweeping at once take different rows), so its event is sent once.
 */
export async function endExpiredSessions(
  db: Queryable,
  now: Date,
  limit = SWEEP_BATCH,
): Promise<ExpiredSession[]> {
  const rows = await db.query<{ id: string; user_id: string; public_id: string }>(
    `WITH due AS (
       SELECT id FROM sessions WHERE revoked_at IS NULL AND expires_at <= $1
        ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED
     )
     UPDATE sessions s SET revoked_at = $1, revoked_reason = 'expired'
       FROM due, users u
      WHERE s.id = due.id AND u.id = s.user_id AND s.revoked_at IS NULL
     RETURNING s.id, s.user_id, u.public_id`,
    [now, limit],
  );
  return rows.map((row) => ({ sessionId: row.id, userId: row.public_id, userKey: row.user_id }));
}
