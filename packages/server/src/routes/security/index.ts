import { endpoints, ROUTE_PATHS } from '@facturador/contracts';
import { readSettings } from '../../settings/system-settings.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { guardRoutes } from '../../plugins/app/authentication.ts';
import { confirmPassword, hasPassword } from '../../auth/confirm-password.ts';
import { AUTH_MESSAGES } from '../../auth/messages.ts';
import { listSecurityEvents, recordSecurityEvent, requestOrigin } from '../../auth/security-events.ts';
import { retirePasswordLinks } from '../../auth/password-links.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import { describeUserAgent } from '../../auth/user-agent.ts';
import { AppError } from '../../http/app-error.ts';
import { passwordChangedMail } from '../../mail/templates.ts';
import { updateUser } from '../../users/user-repository.ts';

/** The signed-in user's security centre: changing the password and the recent activity. */
const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'signedIn');
  const appUrl = app.env.APP_URL ?? app.env.CORS_ORIGINS[0] ?? 'http://localhost:3000';

  contractRoute(app, endpoints.changePassword, async (request) => {
    const { user, sessionId } = request.auth;
    if (!hasPassword(user)) throw new AppError(400, 'PASSWORD_NOT_SET', AUTH_MESSAGES.passwordNotSet);
    const { currentPassword, newPassword } = request.body;
    await confirmPassword(app, request, user, currentPassword, AUTH_MESSAGES.currentPasswordWrong);

    const passwordHash = await app.passwords.hash(newPassword);
    const now = app.clock.now();
    const origin = requestOrigin(request);
    const revoked = await app.db.transaction(async (tx) => {
      await updateUser(tx, user.id, { passwordHash }, now);
      // A reset link asked for before the change would undo it.
      await retirePasswordLinks(tx, user.id, now);
      const ended = await revokeUserSessions(tx, user.id, 'password_changed', now, sessionId);
      await recordSecurityEvent(tx, { userId: user.id, type: 'password_changed', sessionId }, origin, now);
      return ended;
    });
    await app.sessionCache.forgetUsers([user.id]);
    app.realtime.endSessions(user.public_id, revoked, 'force_logout');

    const { browser, system } = describeUserAgent(origin.userAgent);
    await app.mailer.send(
      passwordChangedMail(
        user.email,
        { at: now, browser, system, ip: origin.ip },
        {
          forgotPassword: new URL(ROUTE_PATHS.forgotPassword, appUrl).toString(),
          supportEmail: (await readSettings(app.db, app.env)).settings.supportEmail,
        },
      ),
    );
    return {
      success: true as const,
      message: AUTH_MESSAGES.passwordChanged,
      data: { revoked: revoked.length },
    };
  });

  contractRoute(app, endpoints.securityActivity, async (request) => ({
    success: true as const,
    data: await listSecurityEvents(app.db, request.auth.user.id),
  }));
};

export default securityRoutes;
