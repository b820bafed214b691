import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error.ts';
import { findUserById } from '../users/user-repository.ts';
import type { UserRecord } from '../users/user-record.ts';
import { AUTH_MESSAGES } from './messages.ts';

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
 * The user and session an access token names, checked against the database on every call:
 * a revoked session, a deleted or a deactivated account stop working at once.
 */
export async function authenticateToken(
  app: FastifyInstance,
  token: string,
  options: AuthenticateOptions = {},
): Promise<AuthContext> {
  const claims = await app.tokens.verify(token);
  if (!claims) throw new AppError(401, 'UNAUTHENTICATED', AUTH_MESSAGES.tokenInvalid);
  const [session] = await app.db.query<{
    user_id: string;
    revoked_at: Date | null;
    revoked_reason: string | null;
    expires_at: Date;
  }>('SELECT user_id, revoked_at, revoked_reason, expires_at FROM sessions WHERE id = $1', [
    claims.sessionId,
  ]);
  if (!session) throw new AppError(401, 'SESSION_EXPIRED', AUTH_MESSAGES.sessionExpired);
  const user = await findUserById(app.db, session.user_id);
  if (!user || user.is_deleted || session.revoked_reason === 'user_deleted') {
    throw new AppError(401, 'USER_NOT_FOUND', AUTH_MESSAGES.userNotFound);
  }
  if (user.public_id !== claims.userId)
    throw new AppError(401, 'UNAUTHENTICATED', AUTH_MESSAGES.tokenInvalid);
  if (!user.is_active && !options.allowInactive) {
    throw new AppError(403, 'ACCOUNT_INACTIVE', AUTH_MESSAGES.accountInactive);
  }
  if (session.revoked_at || new Date(session.expires_at).getTime() <= app.clock.now().getTime()) {
    throw new AppError(401, 'SESSION_EXPIRED', AUTH_MESSAGES.sessionExpired);
  }
  return { user, sessionId: claims.sessionId };
}

/** `Authorization: Bearer …`, else the access_token cookie the client keeps (SPEC.md §9). */
export function bearerToken(authorization: string | undefined, cookie: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1] ?? cookie ?? null;
}
