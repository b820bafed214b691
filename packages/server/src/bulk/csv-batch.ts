import { IDENTITY_RUC } from '@facturador/einvoice';
import type { Queryable } from '../db/database.ts';
import { readBulkCsv, type BatchItem, type CsvDocument } from './bulk-csv.ts';

const RUC = /^\d{11}$/;

/**
 * A CSV that names a buyer by RUC and leaves its name empty gets the razón social of SUNAT's
 * padrón (the local copy, decision 32), as Emitir fills it: one query for the whole file. The
 * preview and the batch both read the file through here, so what is shown is what is issued.
 * A RUC not in the padrón keeps its empty name, and the contract asks for it.
 */
export async function withPadronNames(
  db: Queryable,
  items: BatchItem<CsvDocument>[],
): Promise<{ items: BatchItem<CsvDocument>[]; fromPadron: ReadonlySet<string> }> {
  const unnamed = (item: BatchItem<CsvDocument>) => {
    const { customer } = item.input;
    return customer.documentType === IDENTITY_RUC && RUC.test(customer.documentNumber) && !customer.name;
  };
  const rucs = [...new Set(items.filter(unnamed).map((item) => item.input.customer.documentNumber))];
  if (rucs.length === 0) return { items, fromPadron: new Set() };
  const rows = await db.query<{ ruc: string; razon_social: string }>(
    'SELECT ruc, razon_social FROM ruc_padron WHERE ruc = ANY($1::text[])',
    [rucs],
  );
  const names = new Map(rows.map((row) => [row.ruc, row.razon_social]));
  const fromPadron = new Set<string>();
  const named = items.map((item) => {
    const name = unnamed(item) ? names.get(item.input.customer.documentNumber) : undefined;
    if (!name) return item;
    fromPadron.add(item.reference);
    return { ...item, input: { ...item.input, customer: { ...item.input.customer, name } } };
  });
  return { items: named, fromPadron };
}

/** A CSV's documents as the batch and its preview read them: the file, then the padrón's names. */
export const readCsvBatch = (db: Queryable, csv: string) => withPadronNames(db, readBulkCsv(csv));
