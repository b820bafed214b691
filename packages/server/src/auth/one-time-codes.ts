import { timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { EMAIL_CODE_MAX_ATTEMPTS, EMAIL_CODE_TTL_MS } from './limits.ts';
import { randomDigits, sha256 } from './secrets.ts';

export type CodePurpose = 'verify_email' | 'logout_session';

/** A new code for this purpose; earlier ones stop working. */
export async function issueCode(
  db: Queryable,
  userId: string,
  purpose: CodePurpose,
  now: Date,
): Promise<string> {
  await db.query(
    'UPDATE one_time_codes SET consumed_at = $3 WHERE user_id = $1 AND purpose = $2 AND consumed_at IS NULL',
    [userId, purpose, now],
  );
  const code = randomDigits();
  await db.query(
    `INSERT INTO one_time_codes (user_id, purpose, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
    [userId, purpose, sha256(code), now, new Date(now.getTime() + EMAIL_CODE_TTL_MS)],
  );
  return code;
}

/** Codes sent for this purpose since `since`, newest first (for the resend limit). */
export async function codesSentSince(
  db: Queryable,
  userId: string,
  purpose: CodePurpose,
  since: Date,
): Promise<Date[]> {
  const rows = await db.query<{ created_at: Date }>(
    `SELECT created_at FROM one_time_codes WHERE user_id = $1 AND purpose = $2 AND created_at > $3
      ORDER BY created_at DESC`,
    [userId, purpose, since],
  );
  return rows.map((row) => new Date(row.created_at));
}

export type CodeCheck = 'ok' | 'invalid' | 'expired' | 'attempts_exceeded';

/** Checks and, when right, consumes the latest code: single use, 10 minutes, 5 wrong tries. */
export async function consumeCode(
  db: Queryable,
  userId: string,
  purpose: CodePurpose,
  code: string,
  now: Date,
): Promise<CodeCheck> {
  const [row] = await db.query<{ id: string; code_hash: string; expires_at: Date; failed_attempts: number }>(
    `SELECT id, code_hash, expires_at, failed_attempts FROM one_time_codes
      WHERE user_id = $1 AND purpose = $2 AND consumed_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 1
      FOR UPDATE`,
    [userId, purpose],
  );
  if (!row) return 'invalid';
  if (new Date(row.expires_at).getTime() <= now.getTime()) return 'expired';
  if (row.failed_attempts >= EMAIL_CODE_MAX_ATTEMPTS) return 'attempts_exceeded';
  const matches = timingSafeEqual(Buffer.from(sha256(code)), Buffer.from(row.code_hash));
  if (!matches) {
    await db.query('UPDATE one_time_codes SET failed_attempts = failed_attempts + 1 WHERE id = $1', [row.id]);
    return row.failed_attempts + 1 >= EMAIL_CODE_MAX_ATTEMPTS ? 'attempts_exceeded' : 'invalid';
  }
  await db.query('UPDATE one_time_codes SET consumed_at = $2 WHERE id = $1', [row.id, now]);
  return 'ok';
}
