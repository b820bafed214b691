import type { RegisterRequest } from '@facturador/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error.ts';
import { verificationCodeMail } from '../mail/templates.ts';
import { findUserById, insertUser } from '../users/user-repository.ts';
import type { UserRecord } from '../users/user-record.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { issueCode } from './one-time-codes.ts';
import { assertRegistrationOpen } from '../settings/registration.ts';

/**
 * A new customer account, unverified, and its verification code by mail. A taken e-mail
 * answers 409 and nothing else: not whether it is verified, deleted or from Google.
 */
export async function registerAccount(
  app: FastifyInstance,
  input: Required<RegisterRequest>,
): Promise<UserRecord> {
  await assertRegistrationOpen(app);
  const passwordHash = await app.passwords.hash(input.password);
  const now = app.clock.now();
  const { user, code } = await app.db.transaction(async (tx) => {
    const id = await insertUser(
      tx,
      { email: input.email, fullName: input.fullName, passwordHash, roles: ['CUSTOMER_SYSTEM'] },
      now,
    );
    if (!id) throw new AppError(409, 'CONFLICT', AUTH_MESSAGES.emailTaken);
    return { user: (await findUserById(tx, id))!, code: await issueCode(tx, id, 'verify_email', now) };
  });
  await app.mailer.send(verificationCodeMail(user.email, code));
  return user;
}
