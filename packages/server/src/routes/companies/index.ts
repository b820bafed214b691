import {
  companyListResponseSchema,
  companyMessages,
  errorResponseSchema,
  onboardingRequestSchema,
  onboardingResponseSchema,
} from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardRoutes } from '../../plugins/app/authentication.ts';
import {
  findMemberCompany,
  insertOwnedCompany,
  listMemberCompanies,
} from '../../companies/company-repository.ts';
import { AppError } from '../../http/app-error.ts';
import { findUserById } from '../../users/user-repository.ts';
import { toProfile } from '../../users/user-record.ts';

/** The signed-in user's companies, and the first one registered at onboarding (SPEC.md §4). */
const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'signedIn');

  app.get(
    '/companies',
    {
      schema: {
        tags: ['empresas'],
        summary: 'Empresas de las que el usuario es miembro',
        response: { 200: companyListResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listMemberCompanies(app.db, request.auth.user.id),
    }),
  );

  app.post(
    '/companies/onboarding',
    {
      schema: {
        tags: ['empresas'],
        summary:
          'Registrar la primera empresa (RUC con dígito verificador) y completar la configuración inicial',
        body: onboardingRequestSchema,
        response: {
          201: onboardingResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { user } = request.auth;
      // SPEC.md §4: onboarding follows e-mail verification and account validation.
      if (!user.is_verified_email || !user.is_valid_account)
        throw new AppError(403, 'FORBIDDEN', companyMessages.onboardingNotAllowed);
      const now = app.clock.now();
      const companyId = await app.db.transaction(async (tx) => {
        // Claimed first, in the same transaction: a double submit cannot onboard twice.
        const claimed = await tx.query(
          'UPDATE users SET has_onboarding = true, updated_at = $2 WHERE id = $1 AND NOT has_onboarding RETURNING id',
          [user.id, now],
        );
        if (claimed.length === 0) throw new AppError(409, 'CONFLICT', companyMessages.onboardingDone);
        const id = await insertOwnedCompany(tx, user.id, request.body, now);
        // The field is named in `details`, so the form puts the message under the RUC.
        if (!id)
          throw new AppError(409, 'CONFLICT', companyMessages.rucTaken, [
            { field: 'ruc', message: companyMessages.rucTaken },
          ]);
        return id;
      });
      app.realtime.toUser(user.public_id, 'profile_updated');
      const company = (await findMemberCompany(app.db, user.id, companyId))!;
      const updated = (await findUserById(app.db, user.id))!;
      return reply.code(201).send({
        success: true,
        message: companyMessages.onboarded,
        data: { company },
        user: toProfile(updated),
      });
    },
  );
};

export default companyRoutes;
