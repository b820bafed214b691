import { initialMigration } from './001-initial.ts';
import type { Migration } from './migration.ts';

/** Every migration, oldest first. Append only. */
export const MIGRATIONS: readonly Migration[] = [initialMigration];

export type { Migration } from './migration.ts';
