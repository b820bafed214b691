import type { RoleName, SortOrder, UserSortField } from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';
import { USER_SELECT, type UserRecord } from './user-record.ts';

export interface UserFilters {
  page: number;
  limit: number;
  search?: string;
  role?: RoleName;
  isActive?: boolean;
  /** Deleted accounts instead of live ones (to restore them). */
  isDeleted?: boolean;
  sort?: UserSortField;
  order?: SortOrder;
}

/** LIKE wildcards typed by the user are matched literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * ORDER BY per sort field; fixed strings, never the caller's text. Users never seen sort last
 * either way; the id breaks ties so that pages never overlap.
 */
const ORDER_BY: Record<UserSortField, (direction: 'ASC' | 'DESC') => string> = {
  createdAt: (d) => `u.created_at ${d}, u.id ${d}`,
  fullName: (d) => `lower(u.full_name) ${d}, u.id ${d}`,
  email: (d) => `u.email ${d}, u.id ${d}`,
  lastAccessAt: (d) => `u.last_access_at ${d} NULLS LAST, u.id ${d}`,
};

/**
 * One page of users, searching name, e-mail and document number (migration 010's lowercased
 * `search_text`), filtered by role and state, sorted by one column. Only the conditions asked
 * for are written, so the planner can use the sort's index; the page's ids are chosen first,
 * so that the rows an offset skips are never read in full.
 */
export async function listUsers(
  db: Queryable,
  filters: UserFilters,
): Promise<{ users: UserRecord[]; total: number }> {
  const params: unknown[] = [filters.isDeleted ?? false];
  const conditions = ['u.is_deleted = $1'];
  if (filters.search) {
    params.push(`%${escapeLike(filters.search.toLowerCase())}%`);
    conditions.push(`u.search_text LIKE $${params.length}`);
  }
  if (filters.role) {
    params.push(filters.role);
    conditions.push(`EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id
                              WHERE ur.user_id = u.id AND r.name = $${params.length})`);
  }
  if (filters.isActive !== undefined) {
    params.push(filters.isActive);
    conditions.push(`u.is_active = $${params.length}`);
  }
  const where = `WHERE ${conditions.join(' AND ')}`;
  const orderBy = ORDER_BY[filters.sort ?? 'createdAt'](filters.order === 'asc' ? 'ASC' : 'DESC');
  const [count] = await db.query<{ total: string }>(`SELECT count(*) AS total FROM users u ${where}`, params);
  const page = `SELECT u.id FROM users u ${where} ORDER BY ${orderBy}
                 LIMIT $${params.length + 1} OFFSET $${params.length + 2}`;
  const users = await db.query<UserRecord>(`${USER_SELECT} WHERE u.id IN (${page}) ORDER BY ${orderBy}`, [
    ...params,
    filters.limit,
    (filters.page - 1) * filters.limit,
  ]);
  return { users, total: Number(count?.total ?? 0) };
}
