import { apiKeyMessages, type ApiKeyScope } from '@facturador/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit } from '../audit/audit-log.ts';
import { AppError, TooManyRequestsError } from '../http/app-error.ts';
import { findKeyForUse, keyStateOf, touchKey } from './key-repository.ts';
import { keyPrefixOf, parseKeyText, secretMatches } from './key-text.ts';

/** The key a /v1 request was made with, once the guard has let it through. */
export interface ApiKeyContext {
  id: string;
  publicId: string;
  name: string;
  scopes: readonly ApiKeyScope[];
  companyId: string;
  companyPublicId: string;
  /** Who the key's documents are issued by (documents.created_by). */
  userId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the /v1 guard (guardApiKey). */
    apiKey: ApiKeyContext;
  }
  interface FastifyContextConfig {
    /** The scope a /v1 operation needs. */
    scope?: ApiKeyScope;
  }
}

export const RATE_WINDOW_MS = 60_000;

type Refusal = 'wrong_secret' | 'expired' | 'revoked' | 'missing_scope';

const bearerOf = (header: string | undefined) => /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];

/**
 * Guards every route of the /v1 folder (issue 30): the key is read from the database on every
 * request, so a revocation holds at once on every instance; then the key's requests of this
 * minute are counted, and the route's scope checked before its input is validated.
 */
export function guardApiKey(app: FastifyInstance): void {
  const limit = app.env.API_KEY_RATE_LIMIT;

  /** Counts the request; over the limit it is refused with 429 and Retry-After. */
  async function count(bucket: string, reply: FastifyReply | null): Promise<boolean> {
    const now = app.clock.now();
    const { count, resetsAt } = await app.apiKeyCounter.hit(bucket, now, RATE_WINDOW_MS);
    const resetSeconds = Math.max(1, Math.ceil((resetsAt - now.getTime()) / 1000));
    reply?.headers({
      'RateLimit-Limit': String(limit),
      'RateLimit-Remaining': String(Math.max(0, limit - count)),
      'RateLimit-Reset': String(resetSeconds),
    });
    if (count <= limit) return true;
    if (reply) throw new TooManyRequestsError(apiKeyMessages.rateLimited, resetSeconds);
    return false;
  }

  /**
   * Written to the audit log, unless the key's refusals of this minute are over the limit: a
   * stranger who learnt a key's public id cannot fill the log (nor spend the key's own count).
   */
  async function refuse(
    request: FastifyRequest,
    key: Pick<ApiKeyContext, 'publicId' | 'name' | 'companyPublicId'>,
    reason: Refusal,
    error: AppError,
  ): Promise<never> {
    const withinLimit = await count(`refused:${key.publicId}`, null);
    request.log.info({ apiKey: keyPrefixOf(key.publicId), reason }, 'API key refused');
    if (!withinLimit) throw error;
    await recordAudit(app.db, {
      actor: null,
      action: 'api_key.refuse',
      entityId: key.publicId,
      before: null,
      after: {
        reason,
        name: key.name,
        company: key.companyPublicId,
        operation: `${request.method} ${request.routeOptions.url ?? request.url}`,
        ...(reason === 'missing_scope' ? { scope: request.routeOptions.config.scope } : {}),
      },
      ip: request.ip,
      at: app.clock.now(),
    });
    throw error;
  }

  app.decorateRequest('apiKey', null as unknown as ApiKeyContext);

  app.addHook('onRequest', async (request, reply) => {
    const text = bearerOf(request.headers.authorization);
    const parsed = text ? parseKeyText(text) : null;
    if (!parsed)
      throw new AppError(
        401,
        'API_KEY_INVALID',
        text ? apiKeyMessages.keyInvalid : apiKeyMessages.keyRequired,
      );
    const key = await findKeyForUse(app.db, parsed.publicId);
    if (!key) throw new AppError(401, 'API_KEY_INVALID', apiKeyMessages.keyInvalid);
    const named = { publicId: key.public_id, name: key.name, companyPublicId: key.company_public_id };
    if (!secretMatches(parsed.secret, key.secret_sha256))
      return refuse(
        request,
        named,
        'wrong_secret',
        new AppError(401, 'API_KEY_INVALID', apiKeyMessages.keyInvalid),
      );
    const now = app.clock.now();
    const state = keyStateOf(key, now);
    if (state === 'revoked')
      return refuse(
        request,
        named,
        'revoked',
        new AppError(401, 'API_KEY_REVOKED', apiKeyMessages.keyRevoked),
      );
    if (state === 'expired')
      return refuse(
        request,
        named,
        'expired',
        new AppError(401, 'API_KEY_EXPIRED', apiKeyMessages.keyExpired),
      );
    await count(`key:${key.public_id}`, reply);
    await touchKey(app.db, key, now);
    request.apiKey = {
      id: key.id,
      publicId: key.public_id,
      name: key.name,
      scopes: key.scopes,
      companyId: key.company_id,
      companyPublicId: key.company_public_id,
      userId: key.issuer_user_id!,
    };
  });

  // Before validation, like the session API's role guards: a refused key learns nothing of the schema.
  app.addHook('preValidation', async (request) => {
    const scope = request.routeOptions.config.scope;
    if (!scope || request.apiKey.scopes.includes(scope)) return;
    return refuse(
      request,
      request.apiKey,
      'missing_scope',
      new AppError(403, 'SCOPE_MISSING', apiKeyMessages.scopeMissing(scope)),
    );
  });
}
