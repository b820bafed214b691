import { namedStatement, type Database, type Queryable } from '../db/database.ts';
import { REFRESH_GRACE_MS, SESSION_IDLE_TTL_MS } from './limits.ts';
import { randomToken, sha256 } from './secrets.ts';
import { issueRefreshToken, revokeSession, touchLastAccess } from './sessions.ts';

export type RotateOutcome =
  | { kind: 'rotated'; sessionId: string; userId: string; refreshToken: string }
  | { kind: 'invalid' }
  | { kind: 'revoked'; sessionId: string; userId: string; reason: string | null }
  | { kind: 'expired'; sessionId: string; userId: string }
  | { kind: 'reused'; sessionId: string; userId: string };

/**
 * Exchanges a refresh token for a new one. A token already used answers again within the
 * grace window (two tabs refreshing at once); after it, its reuse means a copy is loose and
 * the whole session ends.
 */
export async function rotateRefreshToken(db: Database, token: string, now: Date): Promise<RotateOutcome> {
  const rotated = await rotateUnusedToken(db, token, now);
  if (rotated) return { kind: 'rotated', ...rotated };
  return db.transaction((tx) => rotateUnderLock(tx, token, now));
}

/** The statement of `rotateUnusedToken`: run on every refresh, so planned once. */
const ROTATE_UNUSED_TOKEN = namedStatement(
  'rotate-unused-refresh-token',
  `WITH presented AS (
     UPDATE refresh_tokens rt SET used_at = $2
       FROM sessions s
      WHERE rt.token_hash = $1 AND rt.used_at IS NULL AND s.id = rt.session_id
        AND s.revoked_at IS NULL AND s.expires_at > $2
     RETURNING rt.session_id
   ), extended AS (
     UPDATE sessions s SET last_seen_at = $2, expires_at = $3
       FROM presented WHERE s.id = presented.session_id AND s.revoked_at IS NULL
     RETURNING s.id, s.user_id
   ), touched AS (
     UPDATE users u SET last_access_at = $2 FROM extended WHERE u.id = extended.user_id
   ), issued AS (
     INSERT INTO refresh_tokens (token_hash, session_id, created_at)
     SELECT $4::text, extended.id, $2 FROM extended
   )
   SELECT id AS session_id, user_id FROM extended`,
);

/**
 * The usual case — a token not used yet, of a live session — in one statement: the token is
 * marked used, the session's expiry moves on, the user's last access too, and a new token is
 * issued. Null for anything else, which `rotateUnderLock` then decides. A session ended while
 * this runs fails the sessions update's recheck, so nothing is issued for it.
 */
async function rotateUnusedToken(
  db: Queryable,
  token: string,
  now: Date,
): Promise<{ sessionId: string; userId: string; refreshToken: string } | null> {
  const next = randomToken();
  const [row] = await db.query<{ session_id: string; user_id: string }>(ROTATE_UNUSED_TOKEN, [
    sha256(token),
    now,
    new Date(now.getTime() + SESSION_IDLE_TTL_MS),
    sha256(next),
  ]);
  return row ? { sessionId: row.session_id, userId: row.user_id, refreshToken: next } : null;
}

/** Every case, with the token's and the session's rows locked while deciding. */
async function rotateUnderLock(tx: Queryable, token: string, now: Date): Promise<RotateOutcome> {
  const [row] = await tx.query<{
    session_id: string;
    used_at: Date | null;
    user_id: string;
    expires_at: Date;
    revoked_at: Date | null;
    revoked_reason: string | null;
  }>(
    `SELECT rt.session_id, rt.used_at, s.user_id, s.expires_at, s.revoked_at, s.revoked_reason
       FROM refresh_tokens rt JOIN sessions s ON s.id = rt.session_id
      WHERE rt.token_hash = $1 FOR UPDATE`,
    [sha256(token)],
  );
  if (!row) return { kind: 'invalid' };
  const ids = { sessionId: row.session_id, userId: row.user_id };
  if (row.revoked_at) return { kind: 'revoked', ...ids, reason: row.revoked_reason };
  if (new Date(row.expires_at).getTime() <= now.getTime()) {
    await revokeSession(tx, row.session_id, 'expired', now);
    return { kind: 'expired', ...ids };
  }
  if (row.used_at) {
    if (now.getTime() - new Date(row.used_at).getTime() > REFRESH_GRACE_MS) {
      await revokeSession(tx, row.session_id, 'token_reused', now);
      return { kind: 'reused', ...ids };
    }
  } else {
    await tx.query('UPDATE refresh_tokens SET used_at = $2 WHERE token_hash = $1', [sha256(token), now]);
  }
  await tx.query('UPDATE sessions SET last_seen_at = $2, expires_at = $3 WHERE id = $1', [
    row.session_id,
    now,
    new Date(now.getTime() + SESSION_IDLE_TTL_MS),
  ]);
  await touchLastAccess(tx, row.user_id, now);
  return { kind: 'rotated', ...ids, refreshToken: await issueRefreshToken(tx, row.session_id, now) };
}
