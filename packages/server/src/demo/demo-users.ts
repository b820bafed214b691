import type { RoleName } from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';

export interface DemoUser {
  email: string;
  fullName: string;
  firstName: string;
  lastName: string;
  documentNumber: string;
  role: RoleName;
}

/** A verified, validated, onboarded account with a DNI: it lands on the dashboard. */
export async function insertDemoUser(
  tx: Queryable,
  user: DemoUser,
  passwordHash: string,
  at: Date,
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO users (email, password_hash, full_name, first_name, last_name, document_number,
                        identity_document_type_id, is_verified_email, is_valid_account, has_onboarding,
                        created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6,
             (SELECT id FROM identity_document_types WHERE code = '1'), true, true, true, $7, $7)
     RETURNING id`,
    [user.email, passwordHash, user.fullName, user.firstName, user.lastName, user.documentNumber, at],
  );
  await tx.query('INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name = $2', [
    row!.id,
    user.role,
  ]);
  return row!.id;
}
