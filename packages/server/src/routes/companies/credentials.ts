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
import { findMemberCompany } from '../../companies/company-repository.ts';
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
      await app.db.query(
        `INSERT INTO company_credentials (company_id, sol_user, sol_password_sealed, sol_password_set_at, updated_at)
         VALUES ($1, $2, $3, $4, $4)
         ON CONFLICT (company_id) DO UPDATE SET sol_user = $2, sol_password_sealed = $3, sol_password_set_at = $4,
           updated_at = $4`,
        [companyId, request.body.solUser, sealed, app.clock.now()],
      );
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
      const [company] = await app.db.query<{ ruc: string }>('SELECT ruc FROM companies WHERE id = $1', [
        companyId,
      ]);
      const now = app.clock.now();
      assertCertificateFits(opened, { ruc: company!.ruc, now });
      const { facts } = opened;
      // A new certificate starts its expiry reminders afresh (certificate_reminded_*).
      await app.db.query(
        `INSERT INTO company_credentials (company_id, certificate_sealed, certificate_password_sealed,
           certificate_subject, certificate_ruc, certificate_not_after, certificate_set_at, certificate_holder,
           certificate_issuer, certificate_format, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $7)
         ON CONFLICT (company_id) DO UPDATE SET certificate_sealed = $2, certificate_password_sealed = $3,
           certificate_subject = $4, certificate_ruc = $5, certificate_not_after = $6, certificate_set_at = $7,
           certificate_holder = $8, certificate_issuer = $9, certificate_format = $10,
           certificate_reminded_days = NULL, certificate_reminded_for = NULL, updated_at = $7`,
        [
          companyId,
          app.secrets.seal(opened.bytes, secretContext(companyId, 'certificate')),
          app.secrets.seal(opened.password, secretContext(companyId, 'certificate_password')),
          facts.subject,
          facts.ruc,
          facts.notAfter,
          now,
          facts.holder,
          facts.issuer,
          facts.format,
        ],
      );
      await tellCompanyMembers(app, companyId);
      return credentialsAnswer(request.auth.user.id, companyId, credentialMessages.certificateSaved);
    },
  );
};

export default credentialRoutes;
