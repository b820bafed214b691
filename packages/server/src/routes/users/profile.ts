import { endpoints } from '@facturador/contracts';
import { profileUpdateSchema } from '@facturador/contracts/phone';
import { readSettings } from '../../settings/system-settings.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { guardRoutes } from '../../plugins/app/authentication.ts';
import { confirmPassword, hasPassword } from '../../auth/confirm-password.ts';
import { AUTH_MESSAGES } from '../../auth/messages.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import { AppError } from '../../http/app-error.ts';
import { validationError } from '../../http/error-answer.ts';
import { accountDeletedMail } from '../../mail/templates.ts';
import { countActiveOwners, findUserById, lockOwners, updateUser } from '../../users/user-repository.ts';
import { hasRole, toProfile } from '../../users/user-record.ts';

/** SUNAT catalogue 06 rows (migration 001) of the documents an account is validated with. */
const DOCUMENT_TYPE_IDS = { DNI: 1, CE: 2 } as const;
const UNIQUE_VIOLATION = '23505';

/** The unique document index (migration 002) refused the number: another account has it. */
function documentConflict(error: unknown): unknown {
  return (error as { code?: string }).code === UNIQUE_VIOLATION
    ? new AppError(409, 'CONFLICT', AUTH_MESSAGES.documentTaken)
    : error;
}

/** The signed-in user's own profile and account validation. */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'signedIn');

  contractRoute(app, endpoints.getProfile, { config: { allowInactive: true } }, async (request) =>
    toProfile(request.auth.user),
  );

  contractRoute(app, endpoints.updateProfile, { serverBody: profileUpdateSchema }, async (request) => {
    const { user } = request.auth;
    const { documentType, documentNumber, ...fields } = request.body;
    const document =
      documentType !== undefined && documentNumber !== undefined
        ? {
            identityDocumentTypeId: DOCUMENT_TYPE_IDS[documentType],
            documentNumber: documentNumber.toUpperCase(),
          }
        : null;
    const changesDocument =
      document !== null &&
      (document.identityDocumentTypeId !== Number(user.identity_document_type_id) ||
        document.documentNumber !== user.document_number);
    // A validated account's document is who it is (SPEC.md §4): it no longer changes. The
    // same document sent back with the rest of the form is not a change.
    if (changesDocument && user.is_valid_account) {
      throw new AppError(400, 'BAD_REQUEST', AUTH_MESSAGES.documentLocked);
    }
    try {
      await updateUser(app.db, user.id, { ...fields, ...(changesDocument ? document : {}) }, app.clock.now());
    } catch (error) {
      throw documentConflict(error);
    }
    await app.sessionCache.forgetUsers([user.id]);
    app.realtime.toUser(user.public_id, 'profile_updated');
    const updated = (await findUserById(app.db, user.id))!;
    return { success: true as const, message: AUTH_MESSAGES.profileUpdated, user: toProfile(updated) };
  });

  contractRoute(app, endpoints.validateAccount, async (request) => {
    const { user } = request.auth;
    const { documentType, documentNumber, firstName, lastName, companyName } = request.body;
    try {
      await updateUser(
        app.db,
        user.id,
        {
          identityDocumentTypeId: DOCUMENT_TYPE_IDS[documentType],
          documentNumber: documentNumber.toUpperCase(),
          firstName,
          lastName,
          fullName: `${firstName} ${lastName}`,
          companyName: companyName || null,
          isValidAccount: true,
        },
        app.clock.now(),
      );
    } catch (error) {
      throw documentConflict(error);
    }
    await app.sessionCache.forgetUsers([user.id]);
    app.realtime.toUser(user.public_id, 'profile_updated');
    const updated = (await findUserById(app.db, user.id))!;
    return { success: true as const, message: AUTH_MESSAGES.accountValidated, user: toProfile(updated) };
  });

  contractRoute(app, endpoints.deleteAccount, async (request) => {
    const { user } = request.auth;
    const { email, password } = request.body;
    if (email.toLowerCase() !== user.email.toLowerCase()) {
      throw validationError([{ field: 'email', message: AUTH_MESSAGES.deleteEmailMismatch }]);
    }
    // An account created with Google has no password: the e-mail is its confirmation.
    if (hasPassword(user)) {
      if (!password) {
        throw validationError([{ field: 'password', message: AUTH_MESSAGES.deletePasswordRequired }]);
      }
      await confirmPassword(app, request, user, password, AUTH_MESSAGES.deletePasswordWrong);
    }

    const now = app.clock.now();
    const ended = await app.db.transaction(async (tx) => {
      const owner = hasRole(user, 'OWNER_SYSTEM');
      // Two owners leaving at once must not both see the other still there.
      if (owner) await lockOwners(tx);
      await updateUser(tx, user.id, { isDeleted: true }, now);
      if (owner && (await countActiveOwners(tx)) === 0) {
        throw new AppError(409, 'CONFLICT', AUTH_MESSAGES.ownLastOwner);
      }
      return revokeUserSessions(tx, user.id, 'user_deleted', now);
    });
    await app.sessionCache.forgetUsers([user.id]);
    // This tab goes to the account-deleted page by itself; the user's other devices are told.
    app.realtime.closeSessions([request.auth.sessionId]);
    app.realtime.endSessions(
      user.public_id,
      ended.filter((id) => id !== request.auth.sessionId),
      'force_logout',
    );
    const { settings } = await readSettings(app.db, app.env);
    await app.mailer.send(accountDeletedMail(user.email, now, settings.supportEmail));
    return { success: true as const, message: AUTH_MESSAGES.ownAccountDeleted };
  });
};

export default profileRoutes;
