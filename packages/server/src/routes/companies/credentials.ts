import { z } from 'zod';
import {
  certificateUploadRequestSchema,
  credentialMessages,
  credentialsResponseSchema,
  errorResponseSchema,
  solCredentialsRequestSchema,
} from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readCertificate } from '../../companies/certificate.ts';
import { assertMayEdit, membershipOf } from '../../companies/company-access.ts';
import { findMemberCompany } from '../../companies/company-repository.ts';
import { validationError } from '../../http/error-answer.ts';

const companyParams = z.object({ id: z.string() });

/** The `context` each secret is sealed under: a sealed value moved to another row does not open. */
export const secretContext = (
  companyId: string,
  secret: 'sol_password' | 'certificate' | 'certificate_password',
) => `company:${companyId}:${secret}`;

/** A .pfx of 100 KB is ~137 KB of base64: within the default body limit, said here for clarity. */
const CERTIFICATE_BODY_LIMIT = 256 * 1024;

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
          'Subir el certificado digital (.pfx/.p12, hasta 100 KB) y su contraseña: se abre para leer titular, RUC y vencimiento, y se guarda cifrado',
        params: companyParams,
        body: certificateUploadRequestSchema,
        response: { 200: credentialsResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const membership = await membershipOf(app.db, request.auth.user.id, request.params.id);
      assertMayEdit(membership);
      const { companyId } = membership;
      const { bytes, facts } = readCertificate(request.body.fileBase64, request.body.password);
      const [company] = await app.db.query<{ ruc: string }>('SELECT ruc FROM companies WHERE id = $1', [
        companyId,
      ]);
      if (facts.ruc && facts.ruc !== company!.ruc)
        throw validationError([{ field: 'fileBase64', message: credentialMessages.certificateOtherRuc }]);
      const now = app.clock.now();
      await app.db.query(
        `INSERT INTO company_credentials (company_id, certificate_sealed, certificate_password_sealed,
           certificate_subject, certificate_ruc, certificate_not_after, certificate_set_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
         ON CONFLICT (company_id) DO UPDATE SET certificate_sealed = $2, certificate_password_sealed = $3,
           certificate_subject = $4, certificate_ruc = $5, certificate_not_after = $6, certificate_set_at = $7,
           updated_at = $7`,
        [
          companyId,
          app.secrets.seal(bytes, secretContext(companyId, 'certificate')),
          app.secrets.seal(request.body.password, secretContext(companyId, 'certificate_password')),
          facts.subject,
          facts.ruc,
          facts.notAfter,
          now,
        ],
      );
      return credentialsAnswer(request.auth.user.id, companyId, credentialMessages.certificateSaved);
    },
  );
};

export default credentialRoutes;
