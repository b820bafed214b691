import type { RegisterRequest } from '@facturador/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error.ts';
import { verificationCodeMail } from '../mail/templates.ts';
import { findUserByEmail, findUserById, insertUser } from '../users/user-repository.ts';
import type { UserRecord } from '../users/user-record.ts';
import { loginRetryAfter, recordLoginFailure } from './login-throttle.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { issueCode } from './one-time-codes.ts';
import { verificationResendWaitMs } from './resend-limit.ts';
import { assertRegistrationOpen } from '../settings/registration.ts';

/**
 * A new customer account, unverified, and its verification code by mail. A taken e-mail
 * answers 409 and nothing else: not whether it is verified, deleted or from Google — except
 * to the person who started that sign-up: the same e-mail and password of an account not yet
 * verified continue it with a new code (issue 28, item 9), as they would by signing in.
 */
export async function registerAccount(
  app: FastifyInstance,
  input: Required<RegisterRequest>,
  ip: string,
): Promise<UserRecord> {
  await assertRegistrationOpen(app);
  const passwordHash = await app.passwords.hash(input.password);
  const now = app.clock.now();
  const created = await app.db.transaction(async (tx) => {
    const id = await insertUser(
      tx,
      { email: input.email, fullName: input.fullName, passwordHash, roles: ['CUSTOMER_SYSTEM'] },
      now,
    );
    return id
      ? { user: (await findUserById(tx, id))!, code: await issueCode(tx, id, 'verify_email', now) }
      : null;
  });
  const { user, code } = created ?? (await resumeSignUp(app, input, ip, passwordHash, now));
  if (code) await app.mailer.send(verificationCodeMail(user.email, code));
  return user;
}

/**
 * The unverified account of this e-mail and password, or the 409. A new code goes with it
 * unless the resend limits hold one back: the last one sent still works meanwhile.
 */
async function resumeSignUp(
  app: FastifyInstance,
  input: Required<RegisterRequest>,
  ip: string,
  passwordHash: string,
  now: Date,
): Promise<{ user: UserRecord; code: string | null }> {
  const taken = new AppError(409, 'CONFLICT', AUTH_MESSAGES.emailTaken);
  // A password tried here is a sign-in attempt: the login's throttle holds for it too, so the
  // 409 cannot be used to guess a password the login would have stopped.
  if ((await loginRetryAfter(app.db, input.email, ip, now)) > 0) throw taken;
  const found = await findUserByEmail(app.db, input.email);
  // Checked against the account's hash, or the one just made when it has none, so that every
  // taken e-mail takes as long to answer and the time says nothing about the account.
  const matches = await app.passwords.verify(input.password, found?.password_hash ?? passwordHash);
  const resumable =
    found !== null &&
    found.password_hash !== null &&
    matches &&
    !found.is_verified_email &&
    !found.is_deleted &&
    found.is_active;
  if (found && !matches) await recordLoginFailure(app.db, input.email, ip, now);
  if (!resumable) throw taken;
  if ((await verificationResendWaitMs(app.db, found.id, now)) > 0) return { user: found, code: null };
  return { user: found, code: await issueCode(app.db, found.id, 'verify_email', now) };
}
