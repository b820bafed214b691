/**
 * One step of the schema. Once released, a migration never changes: a new one follows it.
 * SQL lives in TypeScript so that nothing is read from disk and bundling keeps it.
 */
export interface Migration {
  /** Sortable and unique: `NNN_description`. */
  readonly id: string;
  readonly sql: string;
}
