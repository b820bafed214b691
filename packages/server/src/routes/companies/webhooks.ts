import { z } from 'zod';
import { endpoints, webhookMessages, type Webhook } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { auditedBy, recordAudit } from '../../audit/audit-log.ts';
import { assertOwner, membershipOf } from '../../companies/company-access.ts';
import { AppError } from '../../http/app-error.ts';
import { validationError } from '../../http/error-answer.ts';
import {
  createWebhook,
  deleteWebhook,
  findWebhook,
  listWebhooks,
  rotateWebhookSecret,
  updateWebhook,
  type WebhookSettings,
} from '../../webhooks/webhook-repository.ts';
import { webhookUrlRefusal } from '../../webhooks/webhook-url.ts';

export const companyParams = z.object({ id: z.string() });
export const webhookParams = z.object({ id: z.string(), webhookId: z.string() });
export const WEBHOOK_TAG = 'empresas';

/** What the audit log keeps of a webhook: never its secret. */
const audited = (webhook: Webhook) => ({
  id: webhook.id,
  url: webhook.url,
  events: webhook.events,
  active: webhook.active,
});

/**
 * Integraciones → Webhooks (issue 30): the endpoints told of the company's documents' verdicts
 * and voids. Owner only, like the API keys: a webhook sends the company's documents out.
 */
const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const ownerOf = async (userId: string, publicId: string) => {
    const membership = await membershipOf(app.db, userId, publicId);
    assertOwner(membership);
    return membership.companyId;
  };
  const webhookOf = async (companyId: string, webhookId: string) => {
    const found = await findWebhook(app.db, companyId, webhookId);
    if (!found) throw new AppError(404, 'NOT_FOUND', webhookMessages.notFound);
    return found;
  };
  const assertReachable = async (url: string) => {
    const refusal = await webhookUrlRefusal(url, app.env.NODE_ENV !== 'production');
    if (refusal) throw validationError([{ field: 'url', message: refusal }]);
  };

  contractRoute(app, endpoints.listWebhooks, async (request) => {
    const companyId = await ownerOf(request.auth.user.id, request.params.id);
    return { success: true as const, data: await listWebhooks(app.db, companyId) };
  });

  contractRoute(app, endpoints.createWebhook, async (request, reply) => {
    const companyId = await ownerOf(request.auth.user.id, request.params.id);
    await assertReachable(request.body.url);
    const now = app.clock.now();
    const created = await app.db.transaction(async (tx) => {
      const made = await createWebhook(
        tx,
        app.secrets,
        companyId,
        request.auth.user.id,
        request.body as WebhookSettings,
        now,
      );
      await recordAudit(tx, {
        ...auditedBy(request),
        action: 'webhook.create',
        entityId: made.webhook.id,
        before: null,
        after: audited(made.webhook),
        at: now,
      });
      return made;
    });
    reply.code(201);
    return {
      success: true as const,
      message: webhookMessages.created,
      data: { ...created.webhook, secret: created.secret },
    };
  });

  contractRoute(app, endpoints.updateWebhook, async (request) => {
    const companyId = await ownerOf(request.auth.user.id, request.params.id);
    const { rowId, webhook: before } = await webhookOf(companyId, request.params.webhookId);
    if (request.body.url !== before.url) await assertReachable(request.body.url);
    const now = app.clock.now();
    const webhook = await app.db.transaction(async (tx) => {
      const after = await updateWebhook(tx, rowId, request.body as WebhookSettings, now);
      await recordAudit(tx, {
        ...auditedBy(request),
        action: 'webhook.update',
        entityId: after.id,
        before: audited(before),
        after: audited(after),
        at: now,
      });
      return after;
    });
    return { success: true as const, message: webhookMessages.updated, data: webhook };
  });

  contractRoute(app, endpoints.rotateWebhookSecret, async (request) => {
    const companyId = await ownerOf(request.auth.user.id, request.params.id);
    const { rowId, webhook } = await webhookOf(companyId, request.params.webhookId);
    const now = app.clock.now();
    const secret = await app.db.transaction(async (tx) => {
      const rotated = await rotateWebhookSecret(tx, app.secrets, rowId, webhook.id, now);
      await recordAudit(tx, {
        ...auditedBy(request),
        action: 'webhook.rotate',
        entityId: webhook.id,
        before: null,
        after: audited(webhook),
        at: now,
      });
      return rotated;
    });
    return { success: true as const, message: webhookMessages.rotated, data: { ...webhook, secret } };
  });

  contractRoute(app, endpoints.deleteWebhook, async (request) => {
    const companyId = await ownerOf(request.auth.user.id, request.params.id);
    const { rowId, webhook } = await webhookOf(companyId, request.params.webhookId);
    await app.db.transaction(async (tx) => {
      await deleteWebhook(tx, rowId);
      await recordAudit(tx, {
        ...auditedBy(request),
        action: 'webhook.delete',
        entityId: webhook.id,
        before: audited(webhook),
        after: null,
        at: app.clock.now(),
      });
    });
    return { success: true as const, message: webhookMessages.deleted };
  });
};

export default webhookRoutes;
