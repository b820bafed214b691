import { IGV_RATE, systemSettingsSchema, type SystemSettings } from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';
import type { Env } from '../config/env.ts';

/**
 * The deployment's initial values: what the product uses until an administrator saves the
 * settings (the stored row wins from then on).
 */
export function initialSettings(env: Pick<Env, 'SUPPORT_EMAIL' | 'SUPPORT_WHATSAPP'>): SystemSettings {
  return {
    supportEmail: env.SUPPORT_EMAIL,
    supportWhatsapp: env.SUPPORT_WHATSAPP,
    igvPercent: IGV_RATE * 100,
    registrationOpen: true,
    maintenanceNotice: '',
    trialTokens: null,
    paymentInstructions: {
      bankName: '',
      accountHolder: '',
      accountNumber: '',
      cci: '',
      yapeHolder: '',
      yapePhone: '',
    },
    receiptIssuerRuc: '',
  };
}

export interface StoredSettings {
  settings: SystemSettings;
  updatedAt: Date | null;
}

/**
 * The settings now in force. Read from the database on every use (one primary-key row), so
 * that every API instance sees a change at once without a cache to invalidate.
 */
export async function readSettings(
  db: Queryable,
  env: Pick<Env, 'SUPPORT_EMAIL' | 'SUPPORT_WHATSAPP'>,
): Promise<StoredSettings> {
  const [row] = await db.query<{ settings: unknown; updated_at: Date }>(
    'SELECT settings, updated_at FROM system_settings WHERE id',
  );
  const initial = initialSettings(env);
  if (!row) return { settings: initial, updatedAt: null };
  // A key added by a later version falls back to its initial value.
  const parsed = systemSettingsSchema.safeParse({ ...initial, ...(row.settings as object) });
  return { settings: parsed.success ? parsed.data : initial, updatedAt: new Date(row.updated_at) };
}

export async function writeSettings(
  tx: Queryable,
  settings: SystemSettings,
  actorId: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO system_settings (id, settings, updated_by, updated_at) VALUES (true, $1, $2, $3)
     ON CONFLICT (id) DO UPDATE SET settings = EXCLUDED.settings, updated_by = EXCLUDED.updated_by,
       updated_at = EXCLUDED.updated_at`,
    [JSON.stringify(settings), actorId, now],
  );
}

/** The row locked for a change (two administrators saving at once apply one after the other). */
export async function lockSettings(tx: Queryable): Promise<void> {
  await tx.query('SELECT 1 FROM system_settings WHERE id FOR UPDATE');
}
