import {
  errorResponseSchema,
  messageResponseSchema,
  serverProfileSchema,
  updateProfileRequestSchema,
  userResponseSchema,
  validateAccountRequestSchema,
} from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardRoutes } from '../../plugins/app/authentication.ts';
import { AUTH_MESSAGES } from '../../auth/messages.ts';
import { AppError } from '../../http/app-error.ts';
import { findUserById, updateUser } from '../../users/user-repository.ts';
import { toProfile } from '../../users/user-record.ts';

/** SUNAT catalogue 06 rows (migration 001) of the documents an account is validated with. */
const DOCUMENT_TYPE_IDS = { DNI: 1, CE: 2 } as const;
const UNIQUE_VIOLATION = '23505';

/** The signed-in user's own profile and account validation. */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'signedIn');

  app.get(
    '/users/profile',
    {
      config: { allowInactive: true },
      schema: {
        tags: ['perfil'],
        summary: 'Perfil del usuario autenticado',
        response: { 200: serverProfileSchema, 401: errorResponseSchema },
      },
    },
    async (request) => toProfile(request.auth.user),
  );

  app.patch(
    '/users/profile',
    {
      schema: {
        tags: ['perfil'],
        summary: 'Actualizar el propio perfil (nunca roles, estado ni email)',
        body: updateProfileRequestSchema,
        response: {
          200: messageResponseSchema.extend(userResponseSchema.pick({ user: true }).shape),
          401: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { user } = request.auth;
      await updateUser(app.db, user.id, request.body, app.clock.now());
      app.realtime.toUser(user.public_id, 'profile_updated');
      const updated = (await findUserById(app.db, user.id))!;
      return { success: true as const, message: AUTH_MESSAGES.profileUpdated, user: toProfile(updated) };
    },
  );

  app.post(
    '/users/validate-account',
    {
      schema: {
        tags: ['perfil'],
        summary: 'Validar la cuenta con DNI (8 dígitos) o CE (9 a 12)',
        body: validateAccountRequestSchema,
        response: {
          200: userResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
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
        if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
          throw new AppError(409, 'CONFLICT', AUTH_MESSAGES.documentTaken);
        }
        throw error;
      }
      app.realtime.toUser(user.public_id, 'profile_updated');
      const updated = (await findUserById(app.db, user.id))!;
      return { success: true as const, message: AUTH_MESSAGES.accountValidated, user: toProfile(updated) };
    },
  );
};

export default profileRoutes;
