import { endpoints } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { PASSWORD_RESET_TTL_MS } from '../../auth/limits.ts';
import { AUTH_MESSAGES } from '../../auth/messages.ts';
import { issuePasswordLink, redeemPasswordLink, retirePasswordLinks } from '../../auth/password-links.ts';
import { sha256 } from '../../auth/secrets.ts';
import { recordSecurityEvent, requestOrigin } from '../../auth/security-events.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import { AppError } from '../../http/app-error.ts';
import { passwordResetMail } from '../../mail/templates.ts';
import { findUserByEmail, findUserById, updateUser } from '../../users/user-repository.ts';

/** Forgotten password: a single-use link valid 30 minutes; using it ends every session. */
const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const appUrl = app.env.APP_URL ?? app.env.CORS_ORIGINS[0] ?? 'http://localhost:3000';

  contractRoute(app, endpoints.forgotPassword, async (request) => {
    const user = await findUserByEmail(app.db, request.body.email);
    if (user && !user.is_deleted && user.is_active) {
      const link = await issuePasswordLink(
        app.db,
        { userId: user.id, appUrl, ttlMs: PASSWORD_RESET_TTL_MS },
        app.clock.now(),
      );
      await app.mailer.send(passwordResetMail(user.email, link));
    }
    return { success: true as const, message: AUTH_MESSAGES.forgotPassword };
  });

  contractRoute(app, endpoints.resetPassword, async (request) => {
    const now = app.clock.now();
    const passwordHash = await app.passwords.hash(request.body.password);
    const userId = await app.db.transaction(async (tx) => {
      const linkUser = await redeemPasswordLink(tx, sha256(request.body.token), now);
      if (!linkUser) return null;
      await updateUser(tx, linkUser, { passwordHash }, now);
      // Other links die with this one.
      await retirePasswordLinks(tx, linkUser, now);
      await recordSecurityEvent(
        tx,
        { userId: linkUser, type: 'password_reset' },
        requestOrigin(request),
        now,
      );
      return linkUser;
    });
    if (!userId) throw new AppError(400, 'INVALID_RESET_TOKEN', AUTH_MESSAGES.invalidResetToken);
    const ended = await revokeUserSessions(app.db, userId, 'password_reset', now);
    await app.sessionCache.forgetUsers([userId]);
    const user = await findUserById(app.db, userId);
    if (user) app.realtime.endSessions(user.public_id, ended, 'force_logout');
    return { success: true as const, message: AUTH_MESSAGES.passwordReset };
  });
};

export default passwordResetRoutes;
