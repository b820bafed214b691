import { namedStatement, type Queryable } from '../db/database.ts';
import { USER_COLUMNS, USER_SOURCE, type UserRecord } from '../users/user-record.ts';
import { SESSION_IDLE_TTL_MS } from './limits.ts';
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

/** A new refresh token of the session; only its digest is stored. */
export async function issueRefreshToken(tx: Queryable, sessionId: string, now: Date): Promise<string> {
  const token = randomToken();
  await tx.query('INSERT INTO refresh_tokens (token_hash, session_id, created_at) VALUES ($1, $2, $3)', [
    sha256(token),
    sessionId,
    now,
  ]);
  return token;
}

/** The administrators' "last access" (GET /users): a sign-in or a refresh. */
export async function touchLastAccess(tx: Queryable, userId: string, now: Date): Promise<void> {
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

/** A session's state and its user's record, as authenticate() checks them. */
export interface SessionWithUser {
  user: UserRecord;
  revokedAt: Date | null;
  revokedReason: string | null;
  expiresAt: Date;
}

const SESSION_WITH_USER = namedStatement(
  'session-with-user',
  `SELECT ${USER_COLUMNS}, s.revoked_at AS session_revoked_at, s.revoked_reason AS session_revoked_reason,
          s.expires_at AS session_expires_at
     FROM sessions s JOIN (${USER_SOURCE}) ON u.id = s.user_id
    WHERE s.id = $1`,
);

/** The session and its user in one query (a call's only one when the cache misses); null when unknown. */
export async function findSessionWithUser(db: Queryable, sessionId: string): Promise<SessionWithUser | null> {
  const [row] = await db.query<
    UserRecord & {
      session_revoked_at: Date | null;
      session_revoked_reason: string | null;
      session_expires_at: Date;
    }
  >(SESSION_WITH_USER, [sessionId]);
  if (!row) return null;
  const { session_revoked_at, session_revoked_reason, session_expires_at, ...user } = row;
  return {
    user,
    revokedAt: session_revoked_at,
    revokedReason: session_revoked_reason,
    expiresAt: session_expires_at,
  };
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

export async function renameSession(db: Queryable, sessionId: string, name: string): Promise<void> {
  await db.query('UPDATE sessions SET name = $2 WHERE id = $1', [sessionId, name]);
}
