import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, type AuditEntry } from '@facturador/contracts';
import { auditPageMessages } from '../messages.ts';

/** An action's Spanish name; an action newer than this client shows as recorded. */
export const actionLabel = (action: string) =>
  (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;

/** «Usuario 3f2a…»: the kind of record in Spanish and its id. */
export const recordLabel = (entry: Pick<AuditEntry, 'entityType' | 'entityId'>) =>
  [(AUDIT_ENTITY_LABELS as Record<string, string>)[entry.entityType] ?? entry.entityType, entry.entityId]
    .filter(Boolean)
    .join(' ');

export const actorLabel = (entry: Pick<AuditEntry, 'actor'>) =>
  entry.actor.email ?? entry.actor.id ?? auditPageMessages.none;
