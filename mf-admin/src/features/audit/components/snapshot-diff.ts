type Snapshot = Record<string, unknown> | null;

export interface FieldChange {
  field: string;
  /** The value as text, or undefined where the snapshot has no such field (or no snapshot). */
  before: string | undefined;
  after: string | undefined;
  changed: boolean;
}

/** JSON with object keys sorted, so two equal values read the same whatever their key order. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/** A value as a person reads it: text as itself, everything else (numbers, lists…) as JSON. */
export function showValue(value: unknown): string {
  return typeof value === 'string' ? value : stableJson(value);
}

/**
 * Before and after, field by field: every field either side has, in the order the record
 * lists them (before's first, then fields only after has), each marked if it changed.
 */
export function diffSnapshots(before: Snapshot, after: Snapshot): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => {
    const hadIt = before !== null && Object.hasOwn(before, field);
    const hasIt = after !== null && Object.hasOwn(after, field);
    const old = hadIt ? stableJson(before[field]) : undefined;
    const now = hasIt ? stableJson(after[field]) : undefined;
    return {
      field,
      before: hadIt ? showValue(before[field]) : undefined,
      after: hasIt ? showValue(after[field]) : undefined,
      changed: old !== now,
    };
  });
}
