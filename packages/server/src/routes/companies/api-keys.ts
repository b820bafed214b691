import { apiKeyMessages, endpoints, limaDate } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { auditedBy, recordAudit } from '../../audit/audit-log.ts';
import { assertOwner, membershipOf } from '../../companies/company-access.ts';
import { createKey, findKey, listKeys, revokeKey } from '../../api-keys/key-repository.ts';
import { AppError } from '../../http/app-error.ts';
import { validationError } from '../../http/error-answer.ts';

/** What the audit log keeps of a key: never its secret (nor its digest). */
const audited = (
  key: { id: string; name: string; scopes: readonly string[]; expiresOn: string | null },
  company: string,
) => ({
  id: key.id,
  name: key.name,
  scopes: key.scopes,
  expiresOn: key.expiresOn,
  company,
});

/**
 * Integraciones (issue 30): the company's API keys for /v1. Owner only, like voiding: a key
 * issues and voids in the company's name. A member of another role gets 403, anyone else the
 * 404 of a company that does not exist. Registered inside the companies folder (session guard).
 */
const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const ownerOf = async (userId: string, publicId: string) => {
    const membership = await membershipOf(app.db, userId, publicId);
    assertOwner(membership);
    return membership.companyId;
  };

  contractRoute(app, endpoints.listApiKeys, async (request) => {
    const companyId = await ownerOf(request.auth.user.id, request.params.id);
    return { success: true as const, data: await listKeys(app.db, companyId, app.clock.now()) };
  });

  contractRoute(app, endpoints.createApiKey, async (request, reply) => {
    const companyId = await ownerOf(request.auth.user.id, request.params.id);
    const now = app.clock.now();
    const expiresOn = request.body.expiresOn ?? null;
    if (expiresOn !== null && expiresOn <= limaDate(now))
      throw validationError([{ field: 'expiresOn', message: apiKeyMessages.expiryPast }]);
    const { key, text } = await app.db.transaction(async (tx) => {
      const created = await createKey(
        tx,
        companyId,
        request.auth.user.id,
        { name: request.body.name, scopes: request.body.scopes, expiresOn },
        now,
      );
      await recordAudit(tx, {
        ...auditedBy(request),
        action: 'api_key.create',
        entityId: created.key.id,
        before: null,
        after: audited(created.key, request.params.id),
        at: now,
      });
      return created;
    });
    reply.code(201);
    return { success: true as const, message: apiKeyMessages.created, data: { ...key, secret: text } };
  });

  contractRoute(app, endpoints.revokeApiKey, async (request) => {
    const companyId = await ownerOf(request.auth.user.id, request.params.id);
    const now = app.clock.now();
    const key = await app.db.transaction(async (tx) => {
      const before = await findKey(tx, companyId, request.params.keyId, now);
      if (!before) throw new AppError(404, 'NOT_FOUND', apiKeyMessages.notFound);
      // Revoking twice changes nothing and records nothing the second time.
      if (await revokeKey(tx, companyId, request.params.keyId, request.auth.user.id, now)) {
        const after = (await findKey(tx, companyId, request.params.keyId, now))!;
        await recordAudit(tx, {
          ...auditedBy(request),
          action: 'api_key.revoke',
          entityId: before.id,
          before: { ...audited(before, request.params.id), state: before.state },
          after: { ...audited(after, request.params.id), state: after.state, revokedAt: after.revokedAt },
          at: now,
        });
        return after;
      }
      return before;
    });
    return { success: true as const, message: apiKeyMessages.revoked, data: key };
  });
};

export default apiKeyRoutes;
