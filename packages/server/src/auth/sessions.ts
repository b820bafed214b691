import type { Queryable } from '../db/database.ts';
import { REFRESH_GRACE_MS, SESSION_IDLE_TTL_MS } from './limits.ts';
import { randomToken, sha256 } from './secrets.ts';
import { describeUserAgent } from './user-agent.ts';

export interface SessionRow {
  id: string;
  user_id: string;
  name: string;
  device: string;
  browser: string;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  revoked_reason: string | null;
}

export type RevokeReason =
  | 'logout'
  | 'ended_elsewhere'
  | 'token_reused'
  | 'expired'
  | 'password_reset'
  | 'password_changed'
  | 'user_deleted'
  | 'ended_by_admin'
  | 'deactivated';

async function issueRefreshToken(tx: Queryable, sessionId: string, now: Date): Promise<string> {
  const token = randomToken();
  await tx.query('INSERT INTO refresh_tokens (token_hash, session_id, created_at) VALUES ($1, $2, $3)', [
    sha256(token),
    sessionId,
    now,
  ]);
  return token;
}

/** The administrators' "last access" (GET /users): a sign-in or a refresh. */
async function touchLastAccess(tx: Queryable, userId: string, now: Date): Promise<void> {
  await tx.query('UPDATE users SET last_access_at = $2 WHERE id = $1', [userId, now]);
}

export async function createSession(
  tx: Queryable,
  input: { userId: string; userAgent: string | undefined; ip: string },
  now: Date,
): Promise<{ sessionId: string; refreshToken: string }> {
  // device and browser are kept as first seen; the API describes sessions from user_agent.
  const { device, browser, system } = describeUserAgent(input.userAgent);
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO sessions (user_id, name, device, browser, ip_address, user_agent, created_at, last_seen_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8) RETURNING id`,
    [
      input.userId,
      `${browser} en ${system}`,
      device,
      browser,
      input.ip,
      input.userAgent?.slice(0, 500) ?? null,
      now,
      new Date(now.getTime() + SESSION_IDLE_TTL_MS),
    ],
  );
  const sessionId = row!.id;
  await touchLastAccess(tx, input.userId, now);
  return { sessionId, refreshToken: await issueRefreshToken(tx, sessionId, now) };
}

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
export async function rotateRefreshToken(tx: Queryable, token: string, now: Date): Promise<RotateOutcome> {
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

/** Ends a live session; answers its name (for the security log), or null when it had already ended. */
export async function revokeSession(
  db: Queryable,
  sessionId: string,
  reason: RevokeReason,
  now: Date,
): Promise<string | null> {
  const [row] = await db.query<{ name: string }>(
    'UPDATE sessions SET revoked_at = $2, revoked_reason = $3 WHERE id = $1 AND revoked_at IS NULL RETURNING name',
    [sessionId, now, reason],
  );
  return row?.name ?? null;
}

/** Ends every live session of a user but `keep`; returns the ids ended. */
export async function revokeUserSessions(
  db: Queryable,
  userId: string,
  reason: RevokeReason,
  now: Date,
  keep?: string,
): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `UPDATE sessions SET revoked_at = $2, revoked_reason = $3
      WHERE user_id = $1 AND revoked_at IS NULL AND ($4::uuid IS NULL OR id <> $4::uuid) RETURNING id`,
    [userId, now, reason, keep ?? null],
  );
  return rows.map((row) => row.id);
}

/** Live sessions of a user, newest first. */
export async function listSessions(db: Queryable, userId: string, now: Date): Promise<SessionRow[]> {
  return db.query<SessionRow>(
    `SELECT * FROM sessions WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2
      ORDER BY last_seen_at DESC, created_at DESC`,
    [userId, now],
  );
}

/** One live session of this user; another user's session is not found. */
export async function findOwnSession(
  db: Queryable,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<SessionRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return null;
  const [row] = await db.query<SessionRow>(
    'SELECT * FROM sessions WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > $3',
    [sessionId, userId, now],
  );
  return row ?? null;
}
