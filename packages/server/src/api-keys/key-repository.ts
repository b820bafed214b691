import {
  addDays,
  limaDate,
  limaDayStart,
  type ApiKey,
  type ApiKeyScope,
  type ApiKeyState,
} from '@facturador/contracts';
import { namedStatement, type Queryable } from '../db/database.ts';
import { keyPrefixOf, newKeyText, secretDigest } from './key-text.ts';

interface KeyRow {
  id: string;
  public_id: string;
  name: string;
  scopes: ApiKeyScope[];
  expires_at: Date | null;
  last_used_at: Date | null;
  revoked_at: Date | null;
  created_at: Date;
  created_by_name: string | null;
}

const KEY_COLUMNS = /* sql */ `
  k.id, k.public_id, k.name, k.scopes, k.expires_at, k.last_used_at, k.revoked_at, k.created_at,
  u.full_name AS created_by_name`;

/** The moment a key stops working: the start of the day after its last day, in Lima (UTC−5). */
export const expiryOf = (lastDay: string): Date => limaDayStart(addDays(lastDay, 1));

export function keyStateOf(key: Pick<KeyRow, 'revoked_at' | 'expires_at'>, now: Date): ApiKeyState {
  if (key.revoked_at) return 'revoked';
  if (key.expires_at && new Date(key.expires_at) <= now) return 'expired';
  return 'active';
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

function toApiKey(row: KeyRow, now: Date): ApiKey {
  return {
    id: row.public_id,
    name: row.name,
    prefix: keyPrefixOf(row.public_id),
    scopes: row.scopes,
    state: keyStateOf(row, now),
    // The last day it works, as it was chosen.
    expiresOn: row.expires_at ? limaDate(new Date(new Date(row.expires_at).getTime() - 1)) : null,
    lastUsedAt: iso(row.last_used_at),
    revokedAt: iso(row.revoked_at),
    createdAt: new Date(row.created_at).toISOString(),
    createdBy: row.created_by_name,
  };
}

/** The company's keys, newest first, revoked ones included. */
export async function listKeys(db: Queryable, companyId: string, now: Date): Promise<ApiKey[]> {
  const rows = await db.query<KeyRow>(
    `SELECT ${KEY_COLUMNS} FROM api_keys k LEFT JOIN users u ON u.id = k.created_by
      WHERE k.company_id = $1 ORDER BY k.created_at DESC, k.id DESC`,
    [companyId],
  );
  return rows.map((row) => toApiKey(row, now));
}

export async function findKey(
  db: Queryable,
  companyId: string,
  publicId: string,
  now: Date,
): Promise<ApiKey | null> {
  const [row] = await db.query<KeyRow>(
    `SELECT ${KEY_COLUMNS} FROM api_keys k LEFT JOIN users u ON u.id = k.created_by
      WHERE k.company_id = $1 AND k.public_id = $2`,
    [companyId, publicId],
  );
  return row ? toApiKey(row, now) : null;
}

export interface NewKey {
  name: string;
  scopes: ApiKeyScope[];
  expiresOn: string | null;
}

/** Stores a new key and answers its whole text, which nothing can give back afterwards. */
export async function createKey(
  db: Queryable,
  companyId: string,
  userId: string,
  key: NewKey,
  now: Date,
): Promise<{ key: ApiKey; text: string }> {
  const { publicId, secret, text } = newKeyText();
  await db.query(
    `INSERT INTO api_keys (public_id, company_id, created_by, name, scopes, secret_sha256, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5::text[], $6, $7, $8)`,
    [
      publicId,
      companyId,
      userId,
      key.name,
      key.scopes,
      secretDigest(secret),
      key.expiresOn ? expiryOf(key.expiresOn) : null,
      now,
    ],
  );
  return { key: (await findKey(db, companyId, publicId, now))!, text };
}

/** Revokes the key (once: a revoked key keeps its first revocation). True when this call revoked it. */
export async function revokeKey(
  db: Queryable,
  companyId: string,
  publicId: string,
  userId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE api_keys SET revoked_at = $4, revoked_by = $3
      WHERE company_id = $1 AND public_id = $2 AND revoked_at IS NULL RETURNING id`,
    [companyId, publicId, userId, now],
  );
  return rows.length > 0;
}

/** What /v1 knows of the key a request presents, read on every request (never cached). */
export interface KeyForUse {
  id: string;
  public_id: string;
  name: string;
  scopes: ApiKeyScope[];
  secret_sha256: Uint8Array;
  expires_at: Date | null;
  revoked_at: Date | null;
  last_used_at: Date | null;
  company_id: string;
  company_public_id: string;
  /** Who issues the key's documents: its creator, or the company's owner once the creator is gone. */
  issuer_user_id: string | null;
}

const KEY_FOR_USE = namedStatement(
  'api_key_for_use',
  `SELECT k.id, k.public_id, k.name, k.scopes, k.secret_sha256, k.expires_at, k.revoked_at, k.last_used_at,
          k.company_id, c.public_id::text AS company_public_id,
          COALESCE(k.created_by, (SELECT m.user_id FROM company_members m JOIN roles r ON r.id = m.role_id
                                   WHERE m.company_id = k.company_id AND r.name = 'OWNER_BUSINESS'
                                   ORDER BY m.user_id LIMIT 1)) AS issuer_user_id
     FROM api_keys k JOIN companies c ON c.id = k.company_id
    WHERE k.public_id = $1`,
);

export async function findKeyForUse(db: Queryable, publicId: string): Promise<KeyForUse | null> {
  const [row] = await db.query<KeyForUse>(KEY_FOR_USE, [publicId]);
  return row ?? null;
}

/** How stale "last used" may be: one write a minute per busy key, not one per request. */
export const LAST_USE_PRECISION_MS = 60_000;

export async function touchKey(db: Queryable, key: KeyForUse, now: Date): Promise<void> {
  if (key.last_used_at && now.getTime() - new Date(key.last_used_at).getTime() < LAST_USE_PRECISION_MS)
    return;
  await db.query('UPDATE api_keys SET last_used_at = $2 WHERE id = $1', [key.id, now]);
}
