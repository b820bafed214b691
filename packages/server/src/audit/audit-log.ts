import { auditEntityOf, type AuditAction } from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';
import type { UserRecord } from '../users/user-record.ts';
import { stripSecrets } from './strip-secrets.ts';

/** Who made a change: the signed-in administrator (copied, so the entry outlives the account). */
export type AuditActor = Pick<UserRecord, 'id' | 'public_id' | 'email'>;

export interface AuditEntry {
  /** Null when nobody signed in acted: an API key refused on /v1 (issue 30). */
  actor: AuditActor | null;
  /**
   * `<entity>.<verb>`, e.g. `user.create`, `user.roles`, `order.approve` (the contract's list);
   * the entry's entity type is the part before the dot.
   */
  action: AuditAction;
  entityId: string | null;
  /** The record as it was (null for a creation) and as it is (null for a deletion). */
  before: unknown;
  after: unknown;
  ip: string | null;
  at: Date;
}

/** What an entry needs from the request that made the change. */
export interface AuditSource {
  auth: { user: AuditActor };
  ip: string;
}

/** The actor and address of a request, the part of every entry the route does not decide. */
export const auditedBy = (request: AuditSource): Pick<AuditEntry, 'actor' | 'ip'> => ({
  actor: request.auth.user,
  ip: request.ip,
});

/** SQL NULL for nothing (not the JSON `null`), else the stripped record as JSON text. */
function asJsonb(record: unknown): string | null {
  const stripped = stripSecrets(record);
  return stripped === null ? null : JSON.stringify(stripped);
}

/**
 * Appends one entry to the audit log, with every secret stripped from `before` and `after`.
 * Called with the transaction of the change it records, so both commit or neither does. There
 * is no update or delete: the table refuses them (migration 009).
 */
export async function recordAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (actor_id, actor_public_id, actor_email, action, entity_type, entity_id,
                            before, after, ip_address, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9, $10)`,
    [
      entry.actor?.id ?? null,
      entry.actor?.public_id ?? null,
      entry.actor?.email ?? null,
      entry.action,
      auditEntityOf(entry.action),
      entry.entityId,
      asJsonb(entry.before),
      asJsonb(entry.after),
      entry.ip,
      entry.at,
    ],
  );
}
