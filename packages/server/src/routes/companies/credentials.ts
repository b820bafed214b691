import { z } from 'zod';
import {
  certificateUploadRequestSchema,
  credentialMessages,
  credentialsResponseSchema,
  errorResponseSchema,
  solCredentialsRequestSchema,
} from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertCertificateFits, readCertificate } from '../../companies/certificate.ts';
import { assertMayEdit, membershipOf } from '../../companies/company-access.ts';
import { tellCompanyMembers } from '../../companies/company-events.ts';
import { companyRuc, findMemberCompany } from '../../companies/company-repository.ts';
import { saveCertificate, saveSolCredentials } from '../../companies/credential-repository.ts';
import { secretContext } from '../../crypto/secret-context.ts';

const companyParams = z.object({ id: z.string() });

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

  app.put(
    '/companies/:id/credentials/sol',
    {
      schema: {
        tags: ['empresas'],
        summary: 'Guardar el usuario SOL secundario y su clave (la clave se guarda cifrada y no se devuelve)',
        params: companyParams,
        body: solCredentialsRequestSchema,
        response: { 200: credentialsResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const membership = await membershipOf(app.db, request.auth.user.id, request.params.id);
      assertMayEdit(membership);
      const { companyId } = membership;
      const sealed = app.secrets.seal(request.body.solPassword, secretContext(companyId, 'sol_password'));
      await saveSolCredentials(app.db, companyId, request.body.solUser, sealed, app.clock.now());
      // New credentials need a new «Probar conexión» (issue 40): every member's view follows.
      await tellCompanyMembers(app, companyId);
      return credentialsAnswer(request.auth.user.id, companyId, credentialMessages.solSaved);
    },
  );

  app.put(
    '/companies/:id/credentials/certificate',
    {
      bodyLimit: CERTIFICATE_BODY_LIMIT,
      schema: {
        tags: ['empresas'],
        summary:
          'Subir el certificado digital: un .pfx/.p12, o el certificado y su clave privada en PEM (un archivo o dos), hasta 100 KB cada uno. El formato se reconoce por el contenido; se rechaza uno de otro RUC, vencido, con una clave que no es la suya o con una contraseña incorrecta. Se guarda cifrado',
        params: companyParams,
        body: certificateUploadRequestSchema,
        response: { 200: credentialsResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
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
    },
  );
};

export default credentialRoutes;
