import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.ts';
import type { UserRecord } from '../users/user-record.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { createSession } from './sessions.ts';

export interface SignedIn {
  accessToken: string;
  refreshToken: string;
  sessionId: string;
}

/** Deleted and disabled accounts cannot sign in (SPEC.md §4: status order, deleted first). */
export function assertCanSignIn(user: UserRecord): void {
  if (user.is_deleted) throw new AppError(401, 'ACCOUNT_DELETED', AUTH_MESSAGES.accountDeleted);
  if (!user.is_active) throw new AppError(401, 'ACCOUNT_INACTIVE', AUTH_MESSAGES.accountInactive);
}

/** A new session for the user on this device, with its first token pair. */
export async function signIn(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRecord,
): Promise<SignedIn> {
  const { sessionId, refreshToken } = await app.db.transaction((tx) =>
    createSession(
      tx,
      { userId: user.id, userAgent: request.headers['user-agent'], ip: request.ip },
      app.clock.now(),
    ),
  );
  const accessToken = await app.tokens.sign({ userId: user.public_id, sessionId });
  return { accessToken, refreshToken, sessionId };
}
