import { credentialMessages, endpoints } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { assertCertificateFits, readCertificate } from '../../companies/certificate.ts';
import { assertMayEdit, membershipOf } from '../../companies/company-access.ts';
import { tellCompanyMembers } from '../../companies/company-events.ts';
import { companyRuc, findMemberCompany } from '../../companies/company-repository.ts';
import { saveCertificate, saveSolCredentials } from '../../companies/credential-repository.ts';
import { secretContext } from '../../crypto/secret-context.ts';

/** Two files of 100 KB are ~274 KB of base64 (a PEM pair); a .pfx is one. */
const CERTIFICATE_BODY_LIMIT = 320 * 1024;

/**
 * The sending credentials (DOMAIN.md): secondary SOL user and password, and the digital
 * certificate. Secrets are sealed (app.secrets, AES-256-GCM) before they reach the database and
 * are never answered: the answers say only which are set, when, and the certificate's facts.
 */
const credentialRoutes: FastifyPluginAsyncZod = async (app) => {
  const credentialsAnswer = async (userId: string, companyId: string, message: string) => ({
    success: true as const,
    message,
    data: (await findMemberCompany(app.db, userId, companyId, app.clock.now()))!.credentials,
  });

  contractRoute(app, endpoints.setSolCredentials, async (request) => {
    const membership = await membershipOf(app.db, request.auth.user.id, request.params.id);
    assertMayEdit(membership);
    const { companyId } = membership;
    const sealed = app.secrets.seal(request.body.solPassword, secretContext(companyId, 'sol_password'));
    await saveSolCredentials(app.db, companyId, request.body.solUser, sealed, app.clock.now());
    // New credentials need a new «Probar conexión» (issue 40): every member's view follows.
    await tellCompanyMembers(app, companyId);
    return credentialsAnswer(request.auth.user.id, companyId, credentialMessages.solSaved);
  });

  contractRoute(app, endpoints.uploadCertificate, { bodyLimit: CERTIFICATE_BODY_LIMIT }, async (request) => {
    const membership = await membershipOf(app.db, request.auth.user.id, request.params.id);
    assertMayEdit(membership);
    const { companyId } = membership;
    const { fileBase64, secondFileBase64, password } = request.body;
    const opened = readCertificate(fileBase64, password, secondFileBase64);
    const ruc = await companyRuc(app.db, companyId);
    const now = app.clock.now();
    assertCertificateFits(opened, { ruc, now });
    await saveCertificate(
      app.db,
      companyId,
      {
        sealed: app.secrets.seal(opened.bytes, secretContext(companyId, 'certificate')),
        sealedPassword: app.secrets.seal(opened.password, secretContext(companyId, 'certificate_password')),
        facts: opened.facts,
      },
      now,
    );
    await tellCompanyMembers(app, companyId);
    return credentialsAnswer(request.auth.user.id, companyId, credentialMessages.certificateSaved);
  });
};

export default credentialRoutes;
