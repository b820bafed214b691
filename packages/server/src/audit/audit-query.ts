import {
  DAY_MS,
  limaDayStart,
  type AuditEntry,
  type AuditExportQuery,
  type SortOrder,
} from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';
import { containsPattern } from '../db/like-pattern.ts';

/** The filters of the list and the export, already parsed by the contract. */
export type AuditFilters = Omit<AuditExportQuery, 'sort' | 'order'> & { order?: SortOrder };

interface AuditRow {
  id: string;
  created_at: Date | string;
  actor_public_id: string | null;
  actor_email: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip_address: string | null;
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    actor: { id: row.actor_public_id, email: row.actor_email },
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    before: row.before,
    after: row.after,
    ip: row.ip_address,
  };
}

/** WHERE clause and its parameters ($1…$8); the date range is of Lima days, both ends included. */
function whereOf(filters: AuditFilters): { where: string; params: unknown[] } {
  const actor = filters.actor || null;
  const search = filters.search ? containsPattern(filters.search) : null;
  return {
    where: `
      WHERE ($1::text IS NULL OR a.actor_public_id::text = $1 OR a.actor_email ILIKE $2)
        AND ($3::text IS NULL OR a.action = $3)
        AND ($4::text IS NULL OR a.entity_type = $4)
        AND ($5::text IS NULL OR a.entity_id = $5)
        AND ($6::timestamptz IS NULL OR a.created_at >= $6)
        AND ($7::timestamptz IS NULL OR a.created_at < $7)
        AND ($8::text IS NULL OR a.actor_email ILIKE $8 OR a.entity_id ILIKE $8 OR a.action ILIKE $8
             OR a.before::text ILIKE $8 OR a.after::text ILIKE $8)`,
    params: [
      actor,
      actor ? containsPattern(actor) : null,
      filters.action ?? null,
      filters.entityType ?? null,
      filters.entityId || null,
      filters.from ? limaDayStart(filters.from) : null,
      filters.to ? new Date(limaDayStart(filters.to).getTime() + DAY_MS) : null,
      search,
    ],
  };
}

export async function countAudit(db: Queryable, filters: AuditFilters): Promise<number> {
  const { where, params } = whereOf(filters);
  const [row] = await db.query<{ total: string }>(
    `SELECT count(*) AS total FROM audit_log a ${where}`,
    params,
  );
  return Number(row?.total ?? 0);
}

/** Entries by time (newest first unless `order` is asc), `limit` of them from `offset`. */
export async function findAudit(
  db: Queryable,
  filters: AuditFilters,
  page: { limit: number; offset: number },
): Promise<AuditEntry[]> {
  const { where, params } = whereOf(filters);
  const direction = filters.order === 'asc' ? 'ASC' : 'DESC';
  const rows = await db.query<AuditRow>(
    `SELECT a.id, a.created_at, a.actor_public_id, a.actor_email, a.action, a.entity_type, a.entity_id,
            a.before, a.after, a.ip_address
       FROM audit_log a ${where}
      ORDER BY a.created_at ${direction}, a.seq ${direction}
      LIMIT $9 OFFSET $10`,
    [...params, page.limit, page.offset],
  );
  return rows.map(toAuditEntry);
}
