import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { findRepositoryRoot } from '../config/repository-root.ts';
import type { Queryable } from '../db/database.ts';
import { importPadron, type PadronImportProgress } from './import-padron.ts';
import { padronFileLines } from './padron-file.ts';

/**
 * A few dozen taxpayers in the padrón's own format (Latin-1, pipes), the demo companies among
 * them and some that are not ACTIVO or HABIDO (data/README.md): the RUC lookup works offline
 * before anyone imports the real file.
 */
export function demoPadronFile(): string {
  const inWorkspace = resolve(findRepositoryRoot(), 'packages/server/data/padron-reducido-demo.txt');
  return existsSync(inWorkspace) ? inWorkspace : resolve(process.cwd(), 'data/padron-reducido-demo.txt');
}

/** Loads the demo padrón when the table is empty; a real import is never mixed with it. */
export async function seedDemoPadron(db: Queryable): Promise<PadronImportProgress | null> {
  const [any] = await db.query('SELECT 1 FROM ruc_padron LIMIT 1');
  if (any) return null;
  return importPadron(db, await padronFileLines(demoPadronFile()));
}
