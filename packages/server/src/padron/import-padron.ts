import type { Queryable } from '../db/database.ts';
import { isPadronHeader, parsePadronLine, type PadronRecord } from './padron-line.ts';

/** Rows per statement: large enough to amortise a round trip, small enough to stay light. */
export const PADRON_BATCH_SIZE = 5_000;

export interface PadronImportProgress {
  /** Lines read so far, the header and bad lines included. */
  lines: number;
  /** Taxpayers written (inserted or updated). */
  imported: number;
  /** Lines that could not be a taxpayer, skipped. */
  skipped: number;
}

export interface PadronImportOptions {
  batchSize?: number;
  /** Called after every batch written. */
  onProgress?: (progress: PadronImportProgress) => void;
  /** The updated_at of the rows written (the import's start by default). */
  now?: Date;
}

/**
 * One statement per batch: seven arrays unnested into rows, so the statement has seven
 * parameters whatever the batch size, and PostgreSQL and PGlite plan it the same way.
 */
const UPSERT = /* sql */ `
  INSERT INTO ruc_padron (ruc, razon_social, estado, condicion, ubigeo, address, updated_at)
  SELECT r.ruc, r.razon_social, r.estado, r.condicion, r.ubigeo, r.address, $7
    FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
      AS r (ruc, razon_social, estado, condicion, ubigeo, address)
  ON CONFLICT (ruc) DO UPDATE SET
    razon_social = EXCLUDED.razon_social,
    estado = EXCLUDED.estado,
    condicion = EXCLUDED.condicion,
    ubigeo = EXCLUDED.ubigeo,
    address = EXCLUDED.address,
    updated_at = EXCLUDED.updated_at`;

async function writeBatch(db: Queryable, batch: Map<string, PadronRecord>, now: Date): Promise<void> {
  const rows = [...batch.values()];
  await db.query(UPSERT, [
    rows.map((row) => row.ruc),
    rows.map((row) => row.razonSocial),
    rows.map((row) => row.estado),
    rows.map((row) => row.condicion),
    rows.map((row) => row.ubigeo),
    rows.map((row) => row.address),
    now,
  ]);
}

/**
 * Streams the padrón's lines into ruc_padron, a batch at a time: only one batch is ever in
 * memory (the real file has ~17 million lines). A RUC already there is updated; a line that
 * cannot be a taxpayer is counted and skipped. `pnpm padron:import` and the demo seed both
 * come through here.
 */
export async function importPadron(
  db: Queryable,
  lines: AsyncIterable<string> | Iterable<string>,
  { batchSize = PADRON_BATCH_SIZE, onProgress, now = new Date() }: PadronImportOptions = {},
): Promise<PadronImportProgress> {
  const progress: PadronImportProgress = { lines: 0, imported: 0, skipped: 0 };
  // Keyed by RUC: one statement may not update the same row twice.
  let batch = new Map<string, PadronRecord>();
  const flush = async () => {
    if (batch.size === 0) return;
    await writeBatch(db, batch, now);
    progress.imported += batch.size;
    batch = new Map();
    onProgress?.({ ...progress });
  };

  for await (const line of lines) {
    progress.lines++;
    if (line.trim() === '' || (progress.lines === 1 && isPadronHeader(line))) continue;
    const record = parsePadronLine(line);
    if (!record) {
      progress.skipped++;
      continue;
    }
    batch.set(record.ruc, record);
    if (batch.size >= batchSize) await flush();
  }
  await flush();
  return progress;
}
