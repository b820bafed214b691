import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { configureSpanishValidation } from '@facturador/contracts';
import { getEnv, type Env } from './config/env.ts';
import type { Database } from './db/database.ts';
import { loggerOptions, type LoggerSettings } from './http/logger-options.ts';
import { systemClock, type Clock } from './auth/clock.ts';
import apiKeyLimits from './plugins/app/api-key-limits.ts';
import authentication from './plugins/app/authentication.ts';
import billingRenewal from './plugins/app/billing-renewal.ts';
import certificateWatch from './plugins/app/certificate-watch.ts';
import csrf from './plugins/app/csrf.ts';
import drain from './plugins/app/drain.ts';
import documentDispatch from './plugins/app/document-dispatch.ts';
import errorHandler from './plugins/app/error-handler.ts';
import bulkIssue from './plugins/app/bulk-issue.ts';
import webhookDelivery from './plugins/app/webhook-delivery.ts';
import textInputGuard from './plugins/app/text-input-guard.ts';
import operationDocs from './plugins/app/operation-docs.ts';
import services from './plugins/app/services.ts';
import sessionCache from './plugins/app/session-cache.ts';
import sessionSweep from './plugins/app/session-sweep.ts';
import cookie from './plugins/external/cookie.ts';
import realtime from './realtime/realtime.ts';
import instances from './operations/instance-registry.ts';
import cors from './plugins/external/cors.ts';
import database from './plugins/external/database.ts';
import envPlugin from './plugins/external/env.ts';
import securityHeaders from './plugins/external/security-headers.ts';
import swagger from './plugins/external/swagger.ts';
import routes from './routes/index.ts';

export type FacturadorServer = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface BuildServerOptions {
  /** Migrated already; the caller closes it after the app. */
  db: Database;
  /** Replaces parsed environment values (tests). */
  env?: Partial<Env>;
  /** `false` silences logs; `stream` captures them (tests). */
  logger?: false | Partial<LoggerSettings>;
  /** What every expiry is measured against (tests move it). */
  clock?: Clock;
  /** scrypt N for new password hashes; only tests lower it. */
  passwordCost?: number;
}

/**
 * The API as a Fastify instance, not yet listening. Plugins load in the order of
 * fastify/demo: external (env, db, CORS, OpenAPI), then app-wide behaviour, then routes.
 */
export function buildServer(options: BuildServerOptions): FacturadorServer {
  const env: Env = { ...getEnv(), ...options.env };
  configureSpanishValidation();

  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : loggerOptions({ level: options.logger?.level ?? env.LOG_LEVEL, stream: options.logger?.stream }),
    // Unique across instances and restarts, unlike Fastify's default counter.
    genReqId: () => randomUUID(),
    // Draining (issue 43): once closing, a request that still arrives on an open keep-alive
    // connection is served, with `Connection: close`, instead of a 503 — the proxy then stops
    // using that connection, and nothing a person asked for in the last moment fails.
    return503OnClosing: false,
    // Behind the cluster's proxy (scripts/cluster.mjs) request.ip is the browser's, not nginx's.
    ...(env.TRUST_PROXY === undefined ? {} : { trustProxy: env.TRUST_PROXY }),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.register(envPlugin, { env });
  app.register(database, { db: options.db });
  app.register(securityHeaders);
  app.register(cors);
  app.register(cookie);
  app.register(swagger);
  app.register(errorHandler);
  app.register(textInputGuard);
  app.register(services, {
    clock: options.clock ?? systemClock,
    passwordCost: options.passwordCost,
  });
  app.register(csrf);
  app.register(authentication);
  app.register(operationDocs);
  app.register(drain);
  app.register(realtime);
  app.register(apiKeyLimits);
  app.register(instances);
  app.register(sessionCache);
  app.register(sessionSweep);
  app.register(billingRenewal);
  app.register(certificateWatch);
  app.register(documentDispatch);
  app.register(webhookDelivery);
  app.register(bulkIssue);
  app.register(routes);

  return app;
}
