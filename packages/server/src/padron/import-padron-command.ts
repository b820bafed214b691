import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { EnvError, loadEnv } from '../config/env.ts';
import { createDatabase } from '../db/create-database.ts';
import { runMigrations } from '../db/run-migrations.ts';
import { importPadron } from './import-padron.ts';
import { padronFileLines } from './padron-file.ts';

/**
 * `pnpm padron:import FILE`: loads SUNAT's padrón reducido del RUC (the .zip as published or
 * the .txt inside it) into the database the server uses: DATABASE_URL, or the embedded one in
 * DATA_DIR (stop the server first: an embedded database has one process at a time).
 */
const count = (n: number) => n.toLocaleString('es-PE');

async function main(): Promise<void> {
  const [argument] = process.argv.slice(2);
  if (!argument) {
    console.error('Uso: pnpm padron:import <padron_reducido_ruc.zip | padron_reducido_ruc.txt>');
    process.exit(2);
  }
  // pnpm runs the script from the workspace root; the path was typed where the user stands.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), argument);
  if (!existsSync(path)) {
    console.error(`No existe el archivo ${path}`);
    process.exit(2);
  }

  const env = loadEnv();
  const db = await createDatabase(env);
  try {
    await runMigrations(db);
    console.info(`Importando ${path} en ${env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : env.DATA_DIR}…`);
    const started = Date.now();
    const total = await importPadron(db, await padronFileLines(path), {
      // One line rewritten after every batch.
      onProgress: ({ lines, imported, skipped }) =>
        process.stdout.write(
          `\r${count(lines)} líneas leídas, ${count(imported)} contribuyentes, ${count(skipped)} omitidas`,
        ),
    });
    const seconds = Math.round((Date.now() - started) / 1000);
    console.info(
      `\nListo en ${seconds} s: ${count(total.imported)} contribuyentes importados de ${count(total.lines)} líneas leídas; omitidas por no ser válidas: ${count(total.skipped)}.`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
