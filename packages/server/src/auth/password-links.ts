import { ROUTE_PATHS } from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';
import { randomToken, sha256 } from './secrets.ts';

/**
 * A single-use link to /reset-password that lets `userId` choose a password: the forgotten
 * password's link, and the one a user created by an administrator gets. Only the token's hash
 * is stored.
 */
export async function issuePasswordLink(
  db: Queryable,
  input: { userId: string; appUrl: string; ttlMs: number },
  now: Date,
): Promise<string> {
  const token = randomToken();
  await db.query(
    'INSERT INTO password_reset_tokens (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [sha256(token), input.userId, now, new Date(now.getTime() + input.ttlMs)],
  );
  const link = new URL(ROUTE_PATHS.resetPassword, input.appUrl);
  link.searchParams.set('token', token);
  return link.toString();
}

/** Spends the link whose token hashes to `tokenHash` if it is unused and unexpired: its user, or null. */
export async function redeemPasswordLink(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db.query<{ user_id: string }>(
    `UPDATE password_reset_tokens SET used_at = $2
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id`,
    [tokenHash, now],
  );
  return row?.user_id ?? null;
}

/** Every unused link of the user dies: a link asked for before a new password would undo it. */
export async function retirePasswordLinks(db: Queryable, userId: string, now: Date): Promise<void> {
  await db.query('UPDATE password_reset_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
    userId,
    now,
  ]);
}
