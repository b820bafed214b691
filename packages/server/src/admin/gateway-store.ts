import {
  GATEWAY_DEFINITIONS,
  maskSecret,
  type AdminGateway,
  type AdminGatewayState,
  type GatewayMode,
} from '@facturador/contracts';
import type { FastifyInstance } from 'fastify';
import { sealContext } from '../billing/gateways/gateway-settings.ts';
import type { Queryable } from '../db/database.ts';

interface GatewayRow {
  provider: AdminGateway;
  mode: GatewayMode;
  enabled: boolean;
  public_key: string | null;
  secret_key_sealed: string | null;
  webhook_secret_sealed: string | null;
  public_config: Record<string, string>;
  secrets_sealed: Record<string, string>;
  updated_at: Date;
}

/**
 * Culqi's adapter reads its keys from 008's columns; every other field of every gateway lives
 * in the JSON columns (public_config in clear, secrets_sealed sealed).
 */
const CULQI_COLUMNS: Readonly<Record<string, 'public_key' | 'secret_key_sealed' | 'webhook_secret_sealed'>> =
  {
    publicKey: 'public_key',
    secretKey: 'secret_key_sealed',
    webhookSecret: 'webhook_secret_sealed',
  };

/** The secret box's context of a field: a sealed value opens only for its own gateway and field. */
export function fieldContext(gateway: AdminGateway, field: string): string {
  if (gateway === 'culqi' && field === 'secretKey') return sealContext('culqi', 'secret_key');
  if (gateway === 'culqi' && field === 'webhookSecret') return sealContext('culqi', 'webhook_secret');
  return `payment_gateway_settings:${gateway}:${field}`;
}

/** A gateway's stored values: public ones in clear, secrets still sealed. */
export interface StoredGateway {
  mode: GatewayMode;
  enabled: boolean;
  publicValues: Record<string, string>;
  sealedSecrets: Record<string, string>;
  updatedAt: Date | null;
}

export async function readGateway(
  db: Queryable,
  gateway: AdminGateway,
  forUpdate = false,
): Promise<StoredGateway | null> {
  const [row] = await db.query<GatewayRow>(
    `SELECT provider, mode, enabled, public_key, secret_key_sealed, webhook_secret_sealed, public_config,
            secrets_sealed, updated_at
       FROM payment_gateway_settings WHERE provider = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [gateway],
  );
  if (!row) return null;
  const publicValues = { ...row.public_config };
  const sealedSecrets = { ...row.secrets_sealed };
  if (gateway === 'culqi') {
    if (row.public_key) publicValues.publicKey = row.public_key;
    if (row.secret_key_sealed) sealedSecrets.secretKey = row.secret_key_sealed;
    if (row.webhook_secret_sealed) sealedSecrets.webhookSecret = row.webhook_secret_sealed;
  }
  return {
    mode: row.mode,
    enabled: row.enabled,
    publicValues,
    sealedSecrets,
    updatedAt: new Date(row.updated_at),
  };
}

export async function writeGateway(
  db: Queryable,
  gateway: AdminGateway,
  stored: Omit<StoredGateway, 'updatedAt'>,
  now: Date,
): Promise<void> {
  const publicConfig = { ...stored.publicValues };
  const secrets = { ...stored.sealedSecrets };
  const columns: Record<'public_key' | 'secret_key_sealed' | 'webhook_secret_sealed', string | null> = {
    public_key: null,
    secret_key_sealed: null,
    webhook_secret_sealed: null,
  };
  if (gateway === 'culqi') {
    for (const [field, column] of Object.entries(CULQI_COLUMNS)) {
      const source = column === 'public_key' ? publicConfig : secrets;
      columns[column] = source[field] ?? null;
      delete source[field];
    }
  }
  await db.query(
    `INSERT INTO payment_gateway_settings (provider, mode, enabled, public_key, secret_key_sealed,
       webhook_secret_sealed, public_config, secrets_sealed, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (provider) DO UPDATE SET mode = EXCLUDED.mode, enabled = EXCLUDED.enabled,
       public_key = EXCLUDED.public_key, secret_key_sealed = EXCLUDED.secret_key_sealed,
       public_config = EXCLUDED.public_config, secrets_sealed = EXCLUDED.secrets_sealed,
       webhook_secret_sealed = CASE WHEN EXCLUDED.provider = 'sandbox'
         THEN payment_gateway_settings.webhook_secret_sealed ELSE EXCLUDED.webhook_secret_sealed END,
       updated_at = EXCLUDED.updated_at`,
    [
      gateway,
      stored.mode,
      stored.enabled,
      columns.public_key,
      columns.secret_key_sealed,
      columns.webhook_secret_sealed,
      JSON.stringify(publicConfig),
      JSON.stringify(secrets),
      now,
    ],
  );
}

/** What the owner's screen may see: public values, and of each secret only whether it is set and its last 4. */
export function gatewayState(
  app: FastifyInstance,
  gateway: AdminGateway,
  stored: StoredGateway | null,
): AdminGatewayState {
  const definition = GATEWAY_DEFINITIONS[gateway];
  return {
    gateway,
    label: definition.label,
    hasAdapter: definition.hasAdapter,
    mode: stored?.mode ?? 'sandbox',
    // The sandbox works until switched off (billing/gateways/gateway-settings.ts).
    enabled: stored?.enabled ?? gateway === 'sandbox',
    updatedAt: stored?.updatedAt?.toISOString() ?? null,
    fields: definition.fields.map((field) => {
      if (!field.secret) {
        const value = stored?.publicValues[field.name] ?? null;
        return { name: field.name, secret: false, value, masked: null, isSet: value !== null };
      }
      const sealed = stored?.sealedSecrets[field.name];
      const masked = sealed
        ? maskSecret(app.secrets.open(sealed, fieldContext(gateway, field.name)).toString('utf8'))
        : null;
      return { name: field.name, secret: true, value: null, masked, isSet: Boolean(sealed) };
    }),
  };
}
