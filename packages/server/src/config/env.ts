import { resolve } from 'node:path';
import { z } from 'zod';
import { runtimeConfigSchema } from '@facturador/contracts';
import { findRepositoryRoot } from './repository-root.ts';

/** Google's published keys for Firebase ID tokens. */
export const FIREBASE_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

/**
 * SPEC.md §9's support contacts in development and tests; the suite's scripts give the same
 * ones to config.json (scripts/lib/suite.mjs), and a production deployment names its own.
 */
const DEVELOPMENT_SUPPORT = { email: 'soporte@facturador.pe', whatsapp: '51987654321' } as const;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Unset and empty are the same: an empty `DATABASE_URL=` in a .env file must not mean "connect". */
const optionalString = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: optionalString.transform((value) => value ?? '127.0.0.1'),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATA_DIR: optionalString,
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  CORS_ORIGINS: z
    .string()
    .default('http://localhost:3000')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter((origin) => origin.length > 0),
    )
    .pipe(z.array(z.url())),
  /** HS256 secret of access tokens; required in production, generated and kept in DATA_DIR otherwise. */
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'must have at least 32 characters').optional()),
  /**
   * Keys of secrets at rest (AES-256-GCM): "id:base64key,…", 32-byte keys, the first one seals.
   * Required in production; generated and kept in DATA_DIR otherwise. Rotate by putting a new
   * key first: new secrets are sealed with it and old ones still open with the keys after it.
   */
  SECRETS_KEYS: optionalString,
  /** Where mail goes; without it mail is kept in the outbox table and logged. */
  SMTP_URL: optionalString,
  MAIL_FROM: optionalString.transform((value) => value ?? 'Facturador <no-reply@facturador.test>'),
  /** The front end's address, for links in e-mails (defaults to the first CORS origin). */
  APP_URL: optionalString.pipe(z.url().optional()),
  /** Google sign-in through Firebase; without it POST /auth/google says it is not configured. */
  FIREBASE_PROJECT_ID: optionalString,
  /** Where Google publishes the keys that sign Firebase ID tokens (a JWKS). */
  GOOGLE_JWKS_URL: optionalString.pipe(z.url().optional()).transform((value) => value ?? FIREBASE_JWKS_URL),
  /** host:port of the Firebase Auth emulator; only then are its unsigned tokens accepted. */
  FIREBASE_AUTH_EMULATOR_HOST: optionalString,
  /** How often expired sessions are ended and their sockets told (session_expired). */
  SESSION_SWEEP_INTERVAL_MS: z.coerce.number().int().min(1000).default(60_000),
  /** How often subscriptions past their renewal expire and renewal reminders go out. */
  BILLING_RENEWAL_INTERVAL_MS: z.coerce.number().int().min(1000).default(3_600_000),
  /** Culqi's API (https://api.culqi.com); only a test or a staging proxy names another. */
  CULQI_API_URL: z.url().default('https://api.culqi.com'),
  /**
   * SPEC.md §9's support contacts, the ones config.json gives the apps (same rules): contact
   * messages are mailed to the e-mail. Required in production.
   */
  SUPPORT_EMAIL: optionalString.pipe(runtimeConfigSchema.shape.support.shape.email.optional()),
  SUPPORT_WHATSAPP: optionalString.pipe(runtimeConfigSchema.shape.support.shape.whatsapp.optional()),
  /**
   * The deployment folder of `pnpm release` (docs/decisions/0025): the Sistema page reads each
   * app's live release and history there. Without it the page shows no releases.
   */
  DEPLOY_DIR: optionalString.transform((value) => (value ? resolve(value) : undefined)),
  /**
   * The reverse proxies in front of the API, whose X-Forwarded-For is believed for the
   * client's address (sign-in limits per IP, sessions, audit): a comma-separated list of
   * addresses or CIDRs (e.g. `127.0.0.1`). Unset: none, and the header is ignored.
   */
  TRUST_PROXY: optionalString.transform((value) =>
    value
      ?.split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry.length > 0),
  ),
  /**
   * The SUNAT double's billService (packages/sunat-simulator). When set, every document is sent
   * there whatever the company's provider says: `npm start`, the tests and the demo set it, so
   * nothing of theirs ever reaches SUNAT or an OSE. Refused in production.
   */
  SUNAT_SIMULATOR_URL: optionalString.pipe(z.url().optional()),
  /** How long a SOAP call to SUNAT or an OSE may take before it counts as unanswered. */
  SUNAT_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  /** How often the document job resends what failed on the network and polls RC/RA tickets. */
  DOCUMENT_DISPATCH_INTERVAL_MS: z.coerce.number().int().min(100).default(5_000),
  /** How often the webhook job attempts deliveries whose retry is due, and resumes bulk jobs (docs/decisions/0041). */
  WEBHOOK_DELIVERY_INTERVAL_MS: z.coerce.number().int().min(100).default(5_000),
  /**
   * Requests a minute each API key may make on /v1 (issue 30). Counted in Redis when REDIS_URL
   * is set (every instance shares the count), else in this instance's memory.
   */
  API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  /** Carries real-time events between API instances, and the /v1 rate-limit counters (docs/decisions/0040; the sign-in limits stay in the database: 0008). */
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
});

export type Env = Omit<z.infer<typeof envSchema>, 'DATA_DIR' | 'SUPPORT_EMAIL' | 'SUPPORT_WHATSAPP'> & {
  /** Absolute folder of the embedded (PGlite) database. */
  DATA_DIR: string;
  SUPPORT_EMAIL: string;
  SUPPORT_WHATSAPP: string;
};

/** What production may not leave to a default. */
const REQUIRED_IN_PRODUCTION = ['JWT_SECRET', 'SECRETS_KEYS', 'SUPPORT_EMAIL', 'SUPPORT_WHATSAPP'] as const;

export class EnvError extends Error {
  constructor(issues: readonly z.core.$ZodIssue[]) {
    const lines = issues.map((issue) => `  - ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    super(`Invalid environment variables:\n${lines.join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses environment variables; throws an `EnvError` naming every bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) throw new EnvError(result.error.issues);
  if (result.data.NODE_ENV === 'production') {
    if (result.data.SUNAT_SIMULATOR_URL)
      throw new EnvError([
        {
          code: 'custom',
          path: ['SUNAT_SIMULATOR_URL'],
          message: 'is not allowed in production',
          input: undefined,
        },
      ]);
    const missing = REQUIRED_IN_PRODUCTION.filter((name) => !result.data[name]);
    if (missing.length > 0)
      throw new EnvError(
        missing.map((name) => ({
          code: 'custom',
          path: [name],
          message: 'is required in production',
          input: undefined,
        })),
      );
  }
  const { DATA_DIR, SUPPORT_EMAIL, SUPPORT_WHATSAPP, ...rest } = result.data;
  return {
    ...rest,
    SUPPORT_EMAIL: SUPPORT_EMAIL ?? DEVELOPMENT_SUPPORT.email,
    SUPPORT_WHATSAPP: SUPPORT_WHATSAPP ?? DEVELOPMENT_SUPPORT.whatsapp,
    // A path the user typed is relative to where they typed it; the default belongs to the
    // repository so that every start command finds the same data.
    DATA_DIR: DATA_DIR ? resolve(DATA_DIR) : resolve(findRepositoryRoot(), '.data/pglite'),
  };
}

let cached: Env | undefined;

/** The process environment, parsed on first use and then reused. */
export function getEnv(): Env {
  cached ??= loadEnv();
  return cached;
}
