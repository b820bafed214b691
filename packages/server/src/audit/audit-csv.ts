import {
  AUDIT_ACTION_LABELS,
  AUDIT_CSV_HEADERS,
  AUDIT_ENTITY_LABELS,
  type AuditEntry,
} from '@facturador/contracts';
import { csvDocument, limaDateTime } from '../csv/csv-document.ts';

const labelOf = (labels: Record<string, string>, key: string) => labels[key] ?? key;
const snapshot = (record: AuditEntry['before']) => (record ? JSON.stringify(record) : '');

/** The audit log as the export sends it: Spanish labels, before and after as JSON. */
export function auditCsv(entries: readonly AuditEntry[]): string {
  return csvDocument(
    AUDIT_CSV_HEADERS,
    entries.map((entry) => [
      limaDateTime(entry.createdAt),
      entry.actor.email ?? '',
      labelOf(AUDIT_ACTION_LABELS, entry.action),
      labelOf(AUDIT_ENTITY_LABELS, entry.entityType),
      entry.entityId ?? '',
      snapshot(entry.before),
      snapshot(entry.after),
      entry.ip ?? '',
    ]),
  );
}
