import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, TooManyRequestsError } from '../http/app-error.ts';
import type { UserRecord } from '../users/user-record.ts';
import { loginRetryAfter, recordLoginFailure, recordLoginSuccess } from './login-throttle.ts';
import { AUTH_MESSAGES } from './messages.ts';

/**
 * Checks a signed-in user's password before a sensitive change (change password, delete the
 * account). A wrong one answers 400 INVALID_PASSWORD with `wrongMessage`. These calls tell
 * whether a password is right as sign-in does, so they count against the same throttle
 * (src/auth/login-throttle.ts, keyed by the account's e-mail and the IP): a stolen session
 * cannot be used to guess the password faster than the sign-in page allows.
 */
export async function confirmPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRecord & { password_hash: string },
  password: string,
  wrongMessage: string,
): Promise<void> {
  const now = app.clock.now();
  const retryAfter = await loginRetryAfter(app.db, user.email, request.ip, now);
  if (retryAfter > 0) throw new TooManyRequestsError(AUTH_MESSAGES.passwordRateLimited, retryAfter);
  if (!(await app.passwords.verify(password, user.password_hash))) {
    await recordLoginFailure(app.db, user.email, request.ip, now);
    throw new AppError(400, 'INVALID_PASSWORD', wrongMessage);
  }
  await recordLoginSuccess(app.db, user.email, request.ip);
}

/** The account has a password (it was not created with Google, or has set one since). */
export function hasPassword(user: UserRecord): user is UserRecord & { password_hash: string } {
  return typeof user.password_hash === 'string' && user.password_hash.length > 0;
}
