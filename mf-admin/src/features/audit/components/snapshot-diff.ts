import { fieldLabel, readableValue } from './readable-snapshot.ts';

type Snapshot = Record<string, unknown> | null;

export interface FieldChange {
  field: string;
  /** The field's Spanish name. */
  label: string;
  /** The value as a person reads it, or undefined where the snapshot has no such field (or none). */
  before: string | undefined;
  after: string | undefined;
}

/** JSON with object keys sorted, so two equal values compare equal whatever their key order. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/**
 * What changed between before and after, field by field, in the order the record lists them
 * (before's fields first, then those only after has): a creation lists everything it set, a
 * deletion everything it removed, an edit only what it changed (issue 28, item 8).
 */
export function diffSnapshots(before: Snapshot, after: Snapshot): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.flatMap((field) => {
    const hadIt = before !== null && Object.hasOwn(before, field);
    const hasIt = after !== null && Object.hasOwn(after, field);
    const old = hadIt ? stableJson(before[field]) : undefined;
    const now = hasIt ? stableJson(after[field]) : undefined;
    if (old === now) return [];
    const change = {
      field,
      label: fieldLabel(field),
      before: hadIt ? readableValue(field, before[field]) : undefined,
      after: hasIt ? readableValue(field, after[field]) : undefined,
    };
    // Two instants a few milliseconds apart read alike: nothing a person could see changed.
    return change.before === change.after ? [] : [change];
  });
}
