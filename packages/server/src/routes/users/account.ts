import { endpoints } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { codeError } from '../../auth/code-errors.ts';
import { AUTH_MESSAGES } from '../../auth/messages.ts';
import { consumeCode, issueCode } from '../../auth/one-time-codes.ts';
import { verificationResendWaitMs } from '../../auth/resend-limit.ts';
import { registerAccount } from '../../auth/register.ts';
import { tellCompaniesChanged } from '../../companies/company-events.ts';
import { acceptPendingInvitations } from '../../companies/members.ts';
import { AppError, TooManyRequestsError } from '../../http/app-error.ts';
import { verificationCodeMail } from '../../mail/templates.ts';
import { findUserByEmail, findUserById, updateUser } from '../../users/user-repository.ts';
import { toProfile } from '../../users/user-record.ts';

/** Registration and e-mail verification: open to anyone (with a CSRF token). */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  contractRoute(app, endpoints.registerUser, async (request, reply) => {
    const user = await registerAccount(app, request.body, request.ip);
    return reply
      .code(201)
      .send({ success: true, message: AUTH_MESSAGES.registered, data: { user: toProfile(user) } });
  });

  contractRoute(app, endpoints.verifyEmail, async (request) => {
    const { email, code } = request.body;
    const now = app.clock.now();
    const found = await findUserByEmail(app.db, email);
    if (!found || found.is_deleted) throw new AppError(400, 'INVALID_CODE', AUTH_MESSAGES.invalidCode);
    if (found.is_verified_email) throw new AppError(400, 'BAD_REQUEST', AUTH_MESSAGES.emailAlreadyVerified);
    const check = await app.db.transaction(async (tx) => {
      const result = await consumeCode(tx, found.id, 'verify_email', code, now);
      if (result === 'ok') {
        await updateUser(tx, found.id, { isVerifiedEmail: true }, now);
        // The e-mail is now proven: the companies that invited it take the account in.
        await acceptPendingInvitations(tx, found.id, found.email, now);
      }
      return result;
    });
    if (check !== 'ok') throw codeError(check);
    await app.sessionCache.forgetUsers([found.id]);
    const user = (await findUserById(app.db, found.id))!;
    app.realtime.toUser(user.public_id, 'profile_updated');
    tellCompaniesChanged(app, [user.public_id]);
    return { success: true as const, message: AUTH_MESSAGES.emailVerified, user: toProfile(user) };
  });

  contractRoute(app, endpoints.resendCode, async (request) => {
    const now = app.clock.now();
    const user = await findUserByEmail(app.db, request.body.email);
    // The same answer for unknown, deleted and verified accounts: nothing to enumerate.
    if (user && !user.is_deleted && !user.is_verified_email) {
      const wait = await verificationResendWaitMs(app.db, user.id, now);
      if (wait > 0) throw new TooManyRequestsError(AUTH_MESSAGES.resendRateLimited, wait / 1000);
      const code = await issueCode(app.db, user.id, 'verify_email', now);
      await app.mailer.send(verificationCodeMail(user.email, code));
    }
    return { success: true as const, message: AUTH_MESSAGES.codeSent };
  });
};

export default accountRoutes;
