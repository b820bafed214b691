import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error.ts';
import type { UserRecord } from '../users/user-record.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { findSessionWithUser } from './sessions.ts';

export interface AuthContext {
  user: UserRecord;
  sessionId: string;
}

export interface AuthenticateOptions {
  /**
   * A deactivated account keeps its session only to read its own profile and sign out:
   * that is how the client learns the account is disabled and shows the support options
   * (SPEC.md §4, the `inactive` state). Every other call refuses it.
   */
  allowInactive?: boolean;
}

/**
 * The user and session an access token names. A revoked session, a deleted or a deactivated
 * account stop working at once: each is read from the database, or from the session cache,
 * which forgets a user on every instance before the change that ended or altered it answers.
 */
export async function authenticateToken(
  app: FastifyInstance,
  token: string,
  options: AuthenticateOptions = {},
): Promise<AuthContext> {
  const claims = await app.tokens.verify(token);
  if (!claims) throw new AppError(401, 'UNAUTHENTICATED', AUTH_MESSAGES.tokenInvalid);
  const cached = app.sessionCache.session(claims.sessionId);
  const { user, live } = cached
    ? { user: cached.user, live: true }
    : await readSession(app, claims.sessionId);
  if (user.public_id !== claims.userId)
    throw new AppError(401, 'UNAUTHENTICATED', AUTH_MESSAGES.tokenInvalid);
  if (!user.is_active && !options.allowInactive) {
    throw new AppError(403, 'ACCOUNT_INACTIVE', AUTH_MESSAGES.accountInactive);
  }
  if (!live) throw new AppError(401, 'SESSION_EXPIRED', AUTH_MESSAGES.sessionExpired);
  return { user, sessionId: claims.sessionId };
}

/** The session from the database; kept in the cache when live. A deleted user is refused here. */
async function readSession(
  app: FastifyInstance,
  sessionId: string,
): Promise<{ user: UserRecord; live: boolean }> {
  const generation = app.sessionCache.generation();
  const found = await findSessionWithUser(app.db, sessionId);
  if (!found) throw new AppError(401, 'SESSION_EXPIRED', AUTH_MESSAGES.sessionExpired);
  const { user, revokedAt, revokedReason, expiresAt } = found;
  if (user.is_deleted || revokedReason === 'user_deleted') {
    throw new AppError(401, 'USER_NOT_FOUND', AUTH_MESSAGES.userNotFound);
  }
  const live = !revokedAt && new Date(expiresAt).getTime() > app.clock.now().getTime();
  if (live) app.sessionCache.rememberSession(generation, sessionId, user, expiresAt);
  return { user, live };
}

/** `Authorization: Bearer …`, else the access_token cookie the client keeps (SPEC.md §9). */
export function bearerToken(authorization: string | undefined, cookie: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1] ?? cookie ?? null;
}
