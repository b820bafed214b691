import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, type AuditEntry } from '@facturador/contracts';
import { auditPageMessages } from '../messages.ts';

/** An action's Spanish name; an action newer than this client shows as recorded. */
export const actionLabel = (action: string) =>
  (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The fields that name a record, in the order a person would recognise it by. */
const NAMING_FIELDS = ['fullName', 'name', 'reference', 'email'] as const;

/** What the record is called in its snapshot (after the change, or before a deletion). */
function recordName(entry: Pick<AuditEntry, 'before' | 'after'>): string | undefined {
  for (const snapshot of [entry.after, entry.before]) {
    for (const field of NAMING_FIELDS) {
      const value = snapshot?.[field];
      if (typeof value === 'string' && value) return value;
    }
  }
  return undefined;
}

/**
 * «Usuario Rosa Quispe»: the kind of record in Spanish and its name; a record with no name
 * shows its id unless that is a UUID, which says nothing to a person (issue 28, item 8).
 */
export const recordLabel = (entry: Pick<AuditEntry, 'entityType' | 'entityId' | 'before' | 'after'>) =>
  [
    (AUDIT_ENTITY_LABELS as Record<string, string>)[entry.entityType] ?? entry.entityType,
    recordName(entry) ?? (entry.entityId && !UUID.test(entry.entityId) ? entry.entityId : null),
  ]
    .filter(Boolean)
    .join(' ');

export const actorLabel = (entry: Pick<AuditEntry, 'actor'>) =>
  entry.actor.email ?? entry.actor.id ?? auditPageMessages.none;
