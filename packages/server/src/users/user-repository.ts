import type { RoleName } from '@facturador/contracts';
import { startDefaultSubscription } from '../billing/subscriptions.ts';
import type { Queryable } from '../db/database.ts';
import { USER_SELECT, type UserRecord } from './user-record.ts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findUserById(db: Queryable, id: string): Promise<UserRecord | null> {
  const [user] = await db.query<UserRecord>(`${USER_SELECT} WHERE u.id = $1`, [id]);
  return user ?? null;
}

/** `publicId` comes from a URL: anything but a UUID simply finds nobody. */
export async function findUserByPublicId(db: Queryable, publicId: string): Promise<UserRecord | null> {
  if (!UUID_PATTERN.test(publicId)) return null;
  const [user] = await db.query<UserRecord>(`${USER_SELECT} WHERE u.public_id = $1`, [publicId]);
  return user ?? null;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRecord | null> {
  const [user] = await db.query<UserRecord>(`${USER_SELECT} WHERE u.email = $1`, [email]);
  return user ?? null;
}

export async function findUserByGoogleSubject(db: Queryable, subject: string): Promise<UserRecord | null> {
  const [user] = await db.query<UserRecord>(`${USER_SELECT} WHERE u.google_subject = $1`, [subject]);
  return user ?? null;
}

export interface NewUser {
  email: string;
  fullName: string;
  passwordHash: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phoneNumber?: string | null;
  phoneCountryCode?: string | null;
  photoURL?: string | null;
  isActive?: boolean;
  isVerifiedEmail?: boolean;
  isOAuth?: boolean;
  googleSubject?: string | null;
  roles: readonly RoleName[];
}

/** Inserts the user and their roles; the caller runs it in a transaction. Null when the e-mail is taken. */
export async function insertUser(tx: Queryable, user: NewUser, now: Date): Promise<string | null> {
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO users (email, password_hash, full_name, first_name, last_name, phone_number,
                        phone_country_code, photo_url, is_active, is_verified_email, is_oauth,
                        google_subject, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)
     ON CONFLICT (email) DO NOTHING
     RETURNING id`,
    [
      user.email,
      user.passwordHash,
      user.fullName,
      user.firstName ?? null,
      user.lastName ?? null,
      user.phoneNumber ?? null,
      user.phoneCountryCode ?? null,
      user.photoURL ?? null,
      user.isActive ?? true,
      user.isVerifiedEmail ?? false,
      user.isOAuth ?? false,
      user.googleSubject ?? null,
      now,
    ],
  );
  const id = rows[0]?.id;
  if (!id) return null;
  await setRoles(tx, id, user.roles);
  // A customer starts on the plan the administrators mark as default (the free trial). Staff
  // are not the platform's customers and carry none (issue 28, item 11); one who opens the
  // personal pages gets it then, as an account older than billing does (loadSubscription).
  if (user.roles.includes('CUSTOMER_SYSTEM')) await startDefaultSubscription(tx, id, now);
  return id;
}

export async function setRoles(tx: Queryable, userId: string, roles: readonly RoleName[]): Promise<void> {
  await tx.query('DELETE FROM user_roles WHERE user_id = $1', [userId]);
  await tx.query(
    `INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name = ANY($2::text[])`,
    [userId, [...roles]],
  );
}

/** Column names by field, for partial updates: only these can ever be written. */
const UPDATABLE_COLUMNS = {
  fullName: 'full_name',
  email: 'email',
  firstName: 'first_name',
  lastName: 'last_name',
  photoURL: 'photo_url',
  phoneNumber: 'phone_number',
  phoneCountryCode: 'phone_country_code',
  isActive: 'is_active',
  isDeleted: 'is_deleted',
  isVerifiedEmail: 'is_verified_email',
  isValidAccount: 'is_valid_account',
  hasOnboarding: 'has_onboarding',
  isOAuth: 'is_oauth',
  googleSubject: 'google_subject',
  passwordHash: 'password_hash',
  documentNumber: 'document_number',
  identityDocumentTypeId: 'identity_document_type_id',
  companyName: 'company_name',
} as const;

export type UserChanges = Partial<Record<keyof typeof UPDATABLE_COLUMNS, unknown>>;

/** Writes the given fields (undefined ones are left alone) and `updated_at`. */
export async function updateUser(
  db: Queryable,
  userId: string,
  changes: UserChanges,
  now: Date,
): Promise<void> {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined) as [
    keyof typeof UPDATABLE_COLUMNS,
    unknown,
  ][];
  const assignments = entries.map(([field], index) => `${UPDATABLE_COLUMNS[field]} = $${index + 3}`);
  await db.query(
    `UPDATE users SET updated_at = $2${assignments.map((a) => `, ${a}`).join('')} WHERE id = $1`,
    [userId, now, ...entries.map(([, value]) => value)],
  );
}

/** Live (not deleted) owners; the last one can be neither deleted nor demoted. */
export async function countOwners(db: Queryable): Promise<number> {
  const [row] = await db.query<{ count: string }>(
    `SELECT count(*) AS count FROM users u JOIN user_roles ur ON ur.user_id = u.id
       JOIN roles r ON r.id = ur.role_id WHERE r.name = 'OWNER_SYSTEM' AND NOT u.is_deleted`,
  );
  return Number(row?.count ?? 0);
}

/** Owners that can still act: not deleted and active. */
export async function countActiveOwners(db: Queryable): Promise<number> {
  const [row] = await db.query<{ count: string }>(
    `SELECT count(*) AS count FROM users u JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id
      WHERE r.name = 'OWNER_SYSTEM' AND NOT u.is_deleted AND u.is_active`,
  );
  return Number(row?.count ?? 0);
}

/** Marks the user's onboarding done; false when it already was (a double submit). */
export async function claimOnboarding(tx: Queryable, userId: string, now: Date): Promise<boolean> {
  const claimed = await tx.query(
    'UPDATE users SET has_onboarding = true, updated_at = $2 WHERE id = $1 AND NOT has_onboarding RETURNING id',
    [userId, now],
  );
  return claimed.length > 0;
}

/** The user's public id, which realtime channels are named by; null when there is no such user. */
export async function userPublicId(db: Queryable, userId: string): Promise<string | null> {
  const [row] = await db.query<{ public_id: string }>('SELECT public_id FROM users WHERE id = $1', [userId]);
  return row?.public_id ?? null;
}

/** Locks the owners' rows until the transaction ends, so the count after a change is exact. */
export async function lockOwners(tx: Queryable): Promise<void> {
  await tx.query(
    `SELECT u.id FROM users u JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id
      WHERE r.name = 'OWNER_SYSTEM' ORDER BY u.id FOR UPDATE OF u`,
  );
}

/** The roles an administrator may grant, in their table's order. */
export async function listRoles(
  db: Queryable,
  names: readonly RoleName[],
): Promise<{ id: number; name: RoleName }[]> {
  const rows = await db.query<{ id: number; name: RoleName }>(
    'SELECT id, name FROM roles WHERE name = ANY($1::text[]) ORDER BY id',
    [[...names]],
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name }));
}
