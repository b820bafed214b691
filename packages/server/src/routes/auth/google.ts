import { endpoints } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { googleVerifier } from '../../auth/google-token.ts';
import { AUTH_MESSAGES } from '../../auth/messages.ts';
import { recordSecurityEvent, requestOrigin } from '../../auth/security-events.ts';
import { signIn } from '../../auth/sign-in.ts';
import { acceptPendingInvitations } from '../../companies/members.ts';
import { AppError } from '../../http/app-error.ts';
import { assertRegistrationOpen } from '../../settings/registration.ts';
import {
  findUserByEmail,
  findUserByGoogleSubject,
  findUserById,
  insertUser,
  updateUser,
} from '../../users/user-repository.ts';
import { toProfile, type UserRecord } from '../../users/user-record.ts';

/** SPEC.md §3 "Google login error": what the client needs to send the user to /account-disabled. */
function unavailable(user: UserRecord): AppError {
  const deleted = user.is_deleted;
  return new AppError(
    400,
    deleted ? 'ACCOUNT_DELETED' : 'ACCOUNT_INACTIVE',
    AUTH_MESSAGES.accountUnavailable,
    undefined,
    {
      accountStatus: deleted ? 'deleted' : 'disabled',
      reason: deleted ? 'account_deleted' : 'account_inactive',
      userMessage: deleted ? AUTH_MESSAGES.accountDeleted : AUTH_MESSAGES.accountInactive,
      userEmail: user.email,
    },
  );
}

/** Sign-in with a Firebase ID token: found by Google subject, else linked by e-mail, else created. */
const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const {
    FIREBASE_PROJECT_ID: projectId,
    FIREBASE_AUTH_EMULATOR_HOST: emulator,
    GOOGLE_JWKS_URL: jwksUrl,
  } = app.env;
  const verify = projectId
    ? googleVerifier({ projectId, acceptEmulatorTokens: !!emulator, jwksUrl, now: () => app.clock.now() })
    : null;

  contractRoute(app, endpoints.googleLogin, async (request) => {
    if (!verify) throw new AppError(503, 'GOOGLE_NOT_CONFIGURED', AUTH_MESSAGES.googleNotConfigured);
    const identity = await verify(request.body.idToken);
    if (!identity) throw new AppError(401, 'GOOGLE_TOKEN_INVALID', AUTH_MESSAGES.googleTokenInvalid);

    let user = await findUserByGoogleSubject(app.db, identity.subject);
    if (!user) {
      if (!identity.email || !identity.emailVerified) {
        throw new AppError(401, 'GOOGLE_TOKEN_INVALID', AUTH_MESSAGES.googleEmailMissing);
      }
      const now = app.clock.now();
      const byEmail = await findUserByEmail(app.db, identity.email);
      if (byEmail) {
        if (byEmail.is_deleted || !byEmail.is_active) throw unavailable(byEmail);
        // Google has verified this address: linking proves the same person.
        await app.db.transaction(async (tx) => {
          await updateUser(tx, byEmail.id, { googleSubject: identity.subject, isVerifiedEmail: true }, now);
          if (!byEmail.is_verified_email) await acceptPendingInvitations(tx, byEmail.id, byEmail.email, now);
        });
        await app.sessionCache.forgetUsers([byEmail.id]);
        user = await findUserById(app.db, byEmail.id);
      } else {
        // A new account: only while sign-up is open (Configuración del sistema).
        await assertRegistrationOpen(app);
        const id = await app.db.transaction(async (tx) => {
          const inserted = await insertUser(
            tx,
            {
              email: identity.email!,
              fullName: identity.name ?? identity.email!.split('@')[0]!,
              passwordHash: null,
              photoURL: identity.picture,
              isVerifiedEmail: true,
              isOAuth: true,
              googleSubject: identity.subject,
              roles: ['CUSTOMER_SYSTEM'],
            },
            now,
          );
          // Google has verified the address: pending company invitations are taken.
          if (inserted) await acceptPendingInvitations(tx, inserted, identity.email!, now);
          return inserted;
        });
        if (!id) throw new AppError(409, 'CONFLICT', AUTH_MESSAGES.emailTaken);
        user = await findUserById(app.db, id);
      }
    }
    if (!user) throw new AppError(401, 'GOOGLE_TOKEN_INVALID', AUTH_MESSAGES.googleTokenInvalid);
    if (user.is_deleted || !user.is_active) throw unavailable(user);
    const signed = await signIn(app, request, user);
    await recordSecurityEvent(
      app.db,
      { userId: user.id, type: 'login_google', sessionId: signed.sessionId },
      requestOrigin(request),
      app.clock.now(),
    );
    return {
      success: true as const,
      message: AUTH_MESSAGES.loginOk,
      access_token: signed.accessToken,
      refresh_token: signed.refreshToken,
      user: toProfile(user),
    };
  });
};

export default googleRoutes;
