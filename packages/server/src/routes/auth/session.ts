import { endpoints } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { loginRetryAfter, recordLoginFailure, recordLoginSuccess } from '../../auth/login-throttle.ts';
import { AUTH_MESSAGES } from '../../auth/messages.ts';
import { registerAccount } from '../../auth/register.ts';
import { randomToken } from '../../auth/secrets.ts';
import { recordSecurityEvent, requestOrigin } from '../../auth/security-events.ts';
import { rotateRefreshToken } from '../../auth/refresh-rotation.ts';
import { revokeSession } from '../../auth/sessions.ts';
import { assertCanSignIn, signIn } from '../../auth/sign-in.ts';
import { AppError, TooManyRequestsError } from '../../http/app-error.ts';
import { findUserByEmail, findUserById } from '../../users/user-repository.ts';
import { toProfile } from '../../users/user-record.ts';

/** Sign-in, refresh, sign-out and registration with tokens. */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Verified against when the e-mail is unknown (or has no password), so every failure takes as long. */
  let dummyHash: Promise<string> | undefined;
  const fallbackHash = () => (dummyHash ??= app.passwords.hash(randomToken()));

  /** The user's record from the session cache, else from the database (and kept). */
  const userOf = async (userId: string, generation: number) => {
    const cached = app.sessionCache.user(userId);
    if (cached) return cached;
    const user = await findUserById(app.db, userId);
    if (user) app.sessionCache.rememberUser(generation, user);
    return user;
  };

  contractRoute(app, endpoints.login, async (request) => {
    const { email, password } = request.body;
    const now = app.clock.now();
    const retryAfter = await loginRetryAfter(app.db, email, request.ip, now);
    if (retryAfter > 0) throw new TooManyRequestsError(AUTH_MESSAGES.loginRateLimited, retryAfter);

    const user = await findUserByEmail(app.db, email);
    const valid = await app.passwords.verify(password, user?.password_hash ?? (await fallbackHash()));
    if (!user || !valid) {
      await recordLoginFailure(app.db, email, request.ip, now);
      if (user) {
        await recordSecurityEvent(
          app.db,
          { userId: user.id, type: 'login_failed' },
          requestOrigin(request),
          now,
        );
      }
      throw new AppError(401, 'INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
    }
    await recordLoginSuccess(app.db, email, request.ip);
    // Only someone who knows the password learns that the account is deleted or disabled.
    assertCanSignIn(user);
    const signed = await signIn(app, request, user);
    await recordSecurityEvent(
      app.db,
      { userId: user.id, type: 'login', sessionId: signed.sessionId },
      requestOrigin(request),
      now,
    );
    return {
      success: true as const,
      message: AUTH_MESSAGES.loginOk,
      access_token: signed.accessToken,
      refresh_token: signed.refreshToken,
      user: toProfile(user),
    };
  });

  contractRoute(app, endpoints.refresh, async (request) => {
    const token = request.headers['x-refresh-token'] ?? request.cookies.refresh_token;
    if (!token) throw new AppError(401, 'UNAUTHENTICATED', AUTH_MESSAGES.refreshTokenRequired);
    const generation = app.sessionCache.generation();
    const outcome = await rotateRefreshToken(app.db, token, app.clock.now());
    if (outcome.kind === 'invalid') throw new AppError(401, 'UNAUTHENTICATED', AUTH_MESSAGES.tokenInvalid);
    // Both ended the session: no instance may still take its access tokens.
    if (outcome.kind === 'reused' || outcome.kind === 'expired') {
      await app.sessionCache.forgetUsers([outcome.userId]);
    }

    const user = await userOf(outcome.userId, generation);
    if (!user || user.is_deleted) throw new AppError(401, 'USER_NOT_FOUND', AUTH_MESSAGES.userNotFound);
    // A deactivated account keeps its session to learn its state (see AuthenticateOptions).
    switch (outcome.kind) {
      case 'reused':
        app.realtime.endSessions(user.public_id, [outcome.sessionId], 'force_logout');
        throw new AppError(401, 'TOKEN_REUSED', AUTH_MESSAGES.tokenReused);
      case 'expired':
        app.realtime.endSessions(user.public_id, [outcome.sessionId], 'session_expired');
        throw new AppError(401, 'SESSION_EXPIRED', AUTH_MESSAGES.sessionExpired);
      case 'revoked':
        throw new AppError(401, 'SESSION_EXPIRED', AUTH_MESSAGES.sessionExpired);
    }
    return {
      success: true as const,
      message: AUTH_MESSAGES.refreshOk,
      access_token: await app.tokens.sign({ userId: user.public_id, sessionId: outcome.sessionId }),
      refresh_token: outcome.refreshToken,
      user: toProfile(user),
    };
  });

  contractRoute(
    app,
    endpoints.logout,
    { onRequest: app.authenticate, config: { allowInactive: true } },
    async (request) => {
      const { user, sessionId } = request.auth;
      const now = app.clock.now();
      const name = await revokeSession(app.db, sessionId, 'logout', now);
      if (name !== null) {
        await recordSecurityEvent(
          app.db,
          { userId: user.id, type: 'session_ended', sessionId, detail: name },
          requestOrigin(request),
          now,
        );
      }
      await app.sessionCache.forgetUsers([user.id]);
      // Its sockets close without an event: this device is signing out on purpose.
      app.realtime.closeSessions([sessionId]);
      return { success: true as const, message: AUTH_MESSAGES.logoutOk };
    },
  );

  contractRoute(app, endpoints.registerAndSignIn, async (request, reply) => {
    const user = await registerAccount(app, request.body, request.ip);
    const signed = await signIn(app, request, user);
    return reply.code(201).send({
      success: true,
      message: AUTH_MESSAGES.registered,
      data: { user: toProfile(user), accessToken: signed.accessToken, refreshToken: signed.refreshToken },
    });
  });
};

export default sessionRoutes;
