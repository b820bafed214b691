import { endpoints, signingIdentityMessages } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { auditedBy, recordAudit } from '../../audit/audit-log.ts';
import { assertCertificateFits, readCertificate } from '../../companies/certificate.ts';
import { validationError } from '../../http/error-answer.ts';
import { guardRoutes } from '../../plugins/app/authentication.ts';
import {
  lockPlatformIdentity,
  platformIdentityView,
  readPlatformIdentity,
  writePlatformIdentity,
  type PlatformIdentityRow,
} from '../../signing/platform-identity.ts';

/** A .pfx of 100 KB is ~137 KB of base64: within the default body limit, said here for clarity. */
const CERTIFICATE_BODY_LIMIT = 256 * 1024;

/** The audit keeps who the platform signs as and the certificate's facts, never a secret. */
const forAudit = (row: PlatformIdentityRow | null) =>
  row && {
    ruc: row.ruc,
    businessName: row.business_name,
    certificateSubject: row.certificate_subject,
    certificateNotAfter: row.certificate_not_after,
    generated: row.generated,
  };

/**
 * The platform's signing identity (issue 40): the RUC, business name and certificate with which
 * Facturador signs as its customers' PSE. Owner only. The certificate and its password are
 * write-only: sealed (AES-256-GCM) before they reach the database and never answered.
 */
const signingIdentityRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'owner');

  const answer = async (message?: string) => {
    const row = await readPlatformIdentity(app.db);
    return {
      success: true as const,
      ...(message ? { message } : {}),
      data: row ? platformIdentityView(row, app.clock.now()) : null,
    };
  };

  contractRoute(app, endpoints.getPlatformSigningIdentity, async () => answer());

  contractRoute(
    app,
    endpoints.savePlatformSigningIdentity,
    { bodyLimit: CERTIFICATE_BODY_LIMIT },
    async (request) => {
      const { ruc, businessName, fileBase64, password } = request.body;
      const now = app.clock.now();
      const opened = fileBase64 ? readCertificate(fileBase64, password ?? '') : undefined;
      // The certificate must carry the platform's RUC and be valid today, as a company's must.
      if (opened) assertCertificateFits(opened, { ruc, now });
      await app.db.transaction(async (tx) => {
        await lockPlatformIdentity(tx);
        const before = await readPlatformIdentity(tx);
        if (!opened && !before)
          throw validationError([
            { field: 'fileBase64', message: signingIdentityMessages.certificateRequired },
          ]);
        if (!opened && before && before.certificate_ruc && before.certificate_ruc !== ruc)
          throw validationError([
            { field: 'ruc', message: signingIdentityMessages.certificateOtherRuc(before.certificate_ruc) },
          ]);
        await writePlatformIdentity(tx, app.secrets, {
          ruc,
          businessName,
          ...(opened ? { certificate: opened } : {}),
          generated: opened ? false : before!.generated,
          actorId: request.auth.user.id,
          now,
        });
        await recordAudit(tx, {
          ...auditedBy(request),
          action: 'setting.update',
          entityId: 'signing-identity',
          before: forAudit(before),
          after: forAudit(await readPlatformIdentity(tx)),
          at: now,
        });
      });
      return answer(signingIdentityMessages.saved);
    },
  );
};

export default signingIdentityRoutes;
