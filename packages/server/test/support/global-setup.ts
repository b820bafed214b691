import { migratedTemplate } from './test-database.ts';

/**
 * Makes the migrated PGlite template before any test file starts (jest `globalSetup`). Made
 * by the first file instead, it cost that file's `beforeAll` 8 s on a quiet machine and over
 * its 60 s budget at the start of `npm test`, when the build and lint share the two cores;
 * the next file, not finding it yet, made a second one beside it.
 */
export default async function globalSetup(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) await migratedTemplate();
}
