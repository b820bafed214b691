import { z } from 'zod';
import { companyMessages, endpoints, productionMessages, rucTakenMessage } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { guardRoutes } from '../../plugins/app/authentication.ts';
import { auditedBy, recordAudit } from '../../audit/audit-log.ts';
import { assertMayEdit, assertOwner, membershipOf } from '../../companies/company-access.ts';
import { memberPublicIds, tellCompaniesChanged } from '../../companies/company-events.ts';
import {
  addCompany,
  deleteCompany,
  findMemberCompany,
  listMemberCompanies,
  lockCompanySettings,
  setCompanyLogo,
  updateCompany,
} from '../../companies/company-repository.ts';
import { assertKnownUbigeo, providerForChannel } from '../../companies/company-rules.ts';
import { readLogo } from '../../companies/logo.ts';
import { AppError } from '../../http/app-error.ts';
import { claimOnboarding, findUserById } from '../../users/user-repository.ts';
import { toProfile } from '../../users/user-record.ts';
import apiKeyRoutes from './api-keys.ts';
import webhookDeliveryRoutes from './webhook-deliveries.ts';
import webhookRoutes from './webhooks.ts';
import credentialRoutes from './credentials.ts';
import establishmentRoutes from './establishments.ts';
import greCredentialRoutes from './gre-credentials.ts';
import memberRoutes from './members.ts';
import seriesRoutes from './series.ts';
import signingRoutes from './signing.ts';
import solTestRoutes from './sol-test.ts';
import productionRoutes from './production.ts';
import providerRoutes from './providers.ts';
import { assertCanCreateCompany } from '../../billing/plan-limits.ts';
import { registerRoutes } from '../register-routes.ts';

export const companyParamsSchema = z.object({ id: z.string() });

/** The field is named in `details`, so the form puts the message under the RUC. */
const rucTaken = (ruc: string) =>
  new AppError(409, 'CONFLICT', rucTakenMessage(ruc), [{ field: 'ruc', message: rucTakenMessage(ruc) }]);

/** A base64 logo of 1 MB is ~1.4 MB of JSON: above Fastify's default 1 MiB body limit. */
const LOGO_BODY_LIMIT = 2 * 1024 * 1024;

/** Mis Empresas: the signed-in user's companies, the first one at onboarding, and each company. */
const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'signedIn');

  /** The company as the caller sees it now; the caller is a member (checked before). */
  const companyAnswer = async (userId: string, companyId: string, message?: string) => ({
    success: true as const,
    ...(message ? { message } : {}),
    data: (await findMemberCompany(app.db, userId, companyId, app.clock.now()))!,
  });

  contractRoute(app, endpoints.listCompanies, async (request) => ({
    success: true as const,
    data: await listMemberCompanies(app.db, request.auth.user.id, app.clock.now()),
  }));

  contractRoute(app, endpoints.onboard, async (request, reply) => {
    const { user } = request.auth;
    // SPEC.md §4: onboarding follows e-mail verification and account validation.
    if (!user.is_verified_email || !user.is_valid_account)
      throw new AppError(403, 'FORBIDDEN', companyMessages.onboardingNotAllowed);
    assertKnownUbigeo(request.body.ubigeo);
    const now = app.clock.now();
    const companyId = await app.db.transaction(async (tx) => {
      // Claimed first, in the same transaction: a double submit cannot onboard twice.
      if (!(await claimOnboarding(tx, user.id, now)))
        throw new AppError(409, 'CONFLICT', companyMessages.onboardingDone);
      const id = await addCompany(tx, user.id, request.body, now);
      if (!id) throw rucTaken(request.body.ruc);
      return id;
    });
    await app.sessionCache.forgetUsers([user.id]);
    app.realtime.toUser(user.public_id, 'profile_updated');
    tellCompaniesChanged(app, [user.public_id]);
    const company = (await findMemberCompany(app.db, user.id, companyId, now))!;
    const updated = (await findUserById(app.db, user.id))!;
    return reply.code(201).send({
      success: true,
      message: companyMessages.onboarded,
      data: { company },
      user: toProfile(updated),
    });
  });

  contractRoute(app, endpoints.createCompany, async (request, reply) => {
    const { user } = request.auth;
    assertKnownUbigeo(request.body.ubigeo);
    const now = app.clock.now();
    const id = await app.db.transaction(async (tx) => {
      await assertCanCreateCompany(tx, user.id, now);
      return addCompany(tx, user.id, request.body, now);
    });
    if (!id) throw rucTaken(request.body.ruc);
    tellCompaniesChanged(app, [user.public_id]);
    return reply.code(201).send(await companyAnswer(user.id, id, companyMessages.created));
  });

  contractRoute(app, endpoints.getCompany, async (request) => {
    const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
    return companyAnswer(request.auth.user.id, companyId);
  });

  contractRoute(app, endpoints.updateCompany, async (request) => {
    const { user } = request.auth;
    const membership = await membershipOf(app.db, user.id, request.params.id);
    assertMayEdit(membership);
    const body = request.body;
    assertKnownUbigeo(body.ubigeo);
    const now = app.clock.now();
    await app.db.transaction(async (tx) => {
      const current = await lockCompanySettings(tx, membership.companyId);
      // Issue 40: production only through «Pasar a producción», which verifies first.
      if (body.environment === 'production' && current.environment !== 'production')
        throw new AppError(409, 'CONFLICT', productionMessages.useChecklist);
      if (body.environment === 'demo' && current.environment === 'production')
        await recordAudit(tx, {
          ...auditedBy(request),
          action: 'company.test',
          entityId: current.publicId,
          before: { environment: 'production' },
          after: { environment: 'demo' },
          at: now,
        });
      const channel = body.sendingChannel ?? current.sendingChannel;
      const providerId = await providerForChannel(
        tx,
        channel,
        body.providerId === undefined ? current.provider : body.providerId,
      );
      await updateCompany(
        tx,
        membership.companyId,
        {
          businessName: body.businessName,
          tradeName: body.tradeName,
          fiscalAddress: body.fiscalAddress,
          ubigeo: body.ubigeo,
          environment: body.environment,
          sendingChannel: channel,
          providerId,
          printFormat: body.printFormat,
          serviceExporter: body.serviceExporter,
        },
        now,
      );
    });
    tellCompaniesChanged(app, await memberPublicIds(app.db, membership.companyId));
    return companyAnswer(user.id, membership.companyId, companyMessages.updated);
  });

  contractRoute(app, endpoints.deleteCompany, async (request) => {
    const membership = await membershipOf(app.db, request.auth.user.id, request.params.id);
    assertOwner(membership);
    const members = await memberPublicIds(app.db, membership.companyId);
    await deleteCompany(app.db, membership.companyId);
    tellCompaniesChanged(app, members);
    return { success: true as const, message: companyMessages.deleted };
  });

  contractRoute(app, endpoints.uploadCompanyLogo, { bodyLimit: LOGO_BODY_LIMIT }, async (request) => {
    const membership = await membershipOf(app.db, request.auth.user.id, request.params.id);
    assertMayEdit(membership);
    const logo = readLogo(request.body.fileBase64);
    const now = app.clock.now();
    await setCompanyLogo(app.db, membership.companyId, logo, now);
    tellCompaniesChanged(app, await memberPublicIds(app.db, membership.companyId));
    return companyAnswer(request.auth.user.id, membership.companyId, companyMessages.logoUpdated);
  });

  contractRoute(app, endpoints.deleteCompanyLogo, async (request) => {
    const membership = await membershipOf(app.db, request.auth.user.id, request.params.id);
    assertMayEdit(membership);
    const now = app.clock.now();
    await setCompanyLogo(app.db, membership.companyId, null, now);
    tellCompaniesChanged(app, await memberPublicIds(app.db, membership.companyId));
    return companyAnswer(request.auth.user.id, membership.companyId, companyMessages.logoRemoved);
  });

  await registerRoutes(app, {
    establishmentRoutes,
    seriesRoutes,
    memberRoutes,
    credentialRoutes,
    signingRoutes,
    solTestRoutes,
    greCredentialRoutes,
    productionRoutes,
    providerRoutes,
    apiKeyRoutes,
    webhookRoutes,
    webhookDeliveryRoutes,
  });
};

export default companyRoutes;
