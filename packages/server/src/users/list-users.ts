import type { RoleName } from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';
import { USER_SELECT, type UserRecord } from './user-record.ts';

export interface UserFilters {
  page: number;
  limit: number;
  search?: string;
  role?: RoleName;
  isActive?: boolean;
}

/** LIKE wildcards typed by the user are matched literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** One page of live users, newest first, searching name, e-mail and document number. */
export async function listUsers(
  db: Queryable,
  filters: UserFilters,
): Promise<{ users: UserRecord[]; total: number }> {
  const where = `
    WHERE NOT u.is_deleted
      AND ($1::text IS NULL OR u.full_name ILIKE $1 OR u.email ILIKE $1 OR u.document_number ILIKE $1
           OR u.first_name ILIKE $1 OR u.last_name ILIKE $1)
      AND ($2::text IS NULL OR EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id
                                        WHERE ur.user_id = u.id AND r.name = $2))
      AND ($3::boolean IS NULL OR u.is_active = $3)`;
  const params = [
    filters.search ? `%${escapeLike(filters.search)}%` : null,
    filters.role ?? null,
    filters.isActive ?? null,
  ];
  const [count] = await db.query<{ total: string }>(`SELECT count(*) AS total FROM users u ${where}`, params);
  const users = await db.query<UserRecord>(
    `${USER_SELECT} ${where} ORDER BY u.created_at DESC, u.id DESC LIMIT $4 OFFSET $5`,
    [...params, filters.limit, (filters.page - 1) * filters.limit],
  );
  return { users, total: Number(count?.total ?? 0) };
}
