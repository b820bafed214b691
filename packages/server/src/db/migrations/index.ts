import { initialMigration } from './001-initial.ts';
import { authMigration } from './002-auth.ts';
import { sessionExpiryIndexMigration } from './003-session-expiry-index.ts';
import { companiesMigration } from './004-companies.ts';
import { plansContactMigration } from './005-plans-contact.ts';
import { securityEventsMigration } from './006-security-events.ts';
import { billingMigration } from './008-billing.ts';
import type { Migration } from './migration.ts';

/** Every migration, oldest first. Append only. */
export const MIGRATIONS: readonly Migration[] = [
  initialMigration,
  authMigration,
  sessionExpiryIndexMigration,
  companiesMigration,
  plansContactMigration,
  securityEventsMigration,
  // 007 is the companies' (issue 15, merged separately).
  billingMigration,
];

export type { Migration } from './migration.ts';
