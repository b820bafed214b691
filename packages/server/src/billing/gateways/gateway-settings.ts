import { randomBytes } from 'node:crypto';
import type { GatewayProvider } from '@facturador/contracts';
import type { FastifyInstance } from 'fastify';
import { CulqiGateway } from './culqi-gateway.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { SandboxGateway } from './sandbox-gateway.ts';

interface SettingsRow {
  provider: GatewayProvider;
  mode: 'sandbox' | 'production';
  enabled: boolean;
  public_key: string | null;
  secret_key_sealed: string | null;
  webhook_secret_sealed: string | null;
}

/** The secret box's context: a sealed value only opens for the column it was sealed for. */
export const sealContext = (provider: GatewayProvider, field: 'secret_key' | 'webhook_secret') =>
  `payment_gateway_settings:${provider}:${field}`;

async function settingsOf(app: FastifyInstance, provider: GatewayProvider): Promise<SettingsRow | null> {
  const [row] = await app.db.query<SettingsRow>(
    `SELECT provider, mode, enabled, public_key, secret_key_sealed, webhook_secret_sealed
       FROM payment_gateway_settings WHERE provider = $1`,
    [provider],
  );
  return row ?? null;
}

/** Stores a gateway's settings, sealing its secrets (the owner's screen is another issue). */
export async function saveGatewaySettings(
  app: FastifyInstance,
  settings: {
    provider: GatewayProvider;
    mode: 'sandbox' | 'production';
    enabled: boolean;
    publicKey?: string | null;
    secretKey?: string | null;
    webhookSecret?: string | null;
  },
): Promise<void> {
  const seal = (value: string | null | undefined, field: 'secret_key' | 'webhook_secret') =>
    value ? app.secrets.seal(value, sealContext(settings.provider, field)) : null;
  await app.db.query(
    `INSERT INTO payment_gateway_settings (provider, mode, enabled, public_key, secret_key_sealed,
                                           webhook_secret_sealed, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (provider) DO UPDATE SET mode = EXCLUDED.mode, enabled = EXCLUDED.enabled,
       public_key = EXCLUDED.public_key,
       secret_key_sealed = COALESCE(EXCLUDED.secret_key_sealed, payment_gateway_settings.secret_key_sealed),
       webhook_secret_sealed = COALESCE(EXCLUDED.webhook_secret_sealed, payment_gateway_settings.webhook_secret_sealed),
       updated_at = EXCLUDED.updated_at`,
    [
      settings.provider,
      settings.mode,
      settings.enabled,
      settings.publicKey ?? null,
      seal(settings.secretKey, 'secret_key'),
      seal(settings.webhookSecret, 'webhook_secret'),
      app.clock.now(),
    ],
  );
}

/**
 * The sandbox's webhook secret, made on first use outside production (a random one, sealed):
 * the sandbox signs with it and the webhook checks with it, like a real gateway's shared secret.
 */
async function sandboxSecret(app: FastifyInstance): Promise<string> {
  const row = await settingsOf(app, 'sandbox');
  if (row?.webhook_secret_sealed) {
    return app.secrets
      .open(row.webhook_secret_sealed, sealContext('sandbox', 'webhook_secret'))
      .toString('utf8');
  }
  const secret = randomBytes(32).toString('base64url');
  await app.db.query(
    `INSERT INTO payment_gateway_settings (provider, mode, enabled, webhook_secret_sealed, updated_at)
     VALUES ('sandbox', 'sandbox', true, $1, $2)
     ON CONFLICT (provider) DO UPDATE SET webhook_secret_sealed =
       COALESCE(payment_gateway_settings.webhook_secret_sealed, EXCLUDED.webhook_secret_sealed)`,
    [app.secrets.seal(secret, sealContext('sandbox', 'webhook_secret')), app.clock.now()],
  );
  // Another instance may have won the race (or the owner's screen saved the row without a
  // secret): read back the one stored.
  const stored = (await settingsOf(app, 'sandbox'))!;
  return app.secrets
    .open(stored.webhook_secret_sealed!, sealContext('sandbox', 'webhook_secret'))
    .toString('utf8');
}

export async function sandboxGateway(app: FastifyInstance): Promise<SandboxGateway | null> {
  // The sandbox "charges" nothing: it never exists in production.
  if (app.env.NODE_ENV === 'production') return null;
  const row = await settingsOf(app, 'sandbox');
  if (row && !row.enabled) return null;
  return new SandboxGateway(await sandboxSecret(app), async ({ path, body, headers }) => {
    // Through the whole HTTP pipeline (routing, raw body, signature), as the gateway's POST would.
    const answer = await app.inject({ method: 'POST', url: path, payload: body, headers });
    return answer.statusCode;
  });
}

export async function culqiGateway(app: FastifyInstance, baseUrl?: string): Promise<CulqiGateway | null> {
  const row = await settingsOf(app, 'culqi');
  if (!row?.enabled || !row.public_key || !row.secret_key_sealed) return null;
  return new CulqiGateway(
    {
      publicKey: row.public_key,
      secretKey: app.secrets.open(row.secret_key_sealed, sealContext('culqi', 'secret_key')).toString('utf8'),
      webhookSecret: row.webhook_secret_sealed
        ? app.secrets.open(row.webhook_secret_sealed, sealContext('culqi', 'webhook_secret')).toString('utf8')
        : null,
    },
    baseUrl ?? app.env.CULQI_API_URL,
  );
}

/** The gateway customers pay through: Culqi when the owner configured it, else the sandbox. */
export async function activeGateway(app: FastifyInstance): Promise<PaymentGateway | null> {
  return (await culqiGateway(app)) ?? (await sandboxGateway(app));
}

export async function gatewayFor(app: FastifyInstance, provider: string): Promise<PaymentGateway | null> {
  if (provider === 'culqi') return culqiGateway(app);
  if (provider === 'sandbox') return sandboxGateway(app);
  return null;
}
