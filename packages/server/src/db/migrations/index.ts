import { initialMigration } from './001-initial.ts';
import { authMigration } from './002-auth.ts';
import type { Migration } from './migration.ts';

/** Every migration, oldest first. Append only. */
export const MIGRATIONS: readonly Migration[] = [initialMigration, authMigration];

export type { Migration } from './migration.ts';
