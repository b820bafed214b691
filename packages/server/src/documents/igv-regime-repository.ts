import type { IgvRegime } from '@facturador/einvoice';
import type { Queryable } from '../db/database.ts';

/** The company's IGV regime: its rates come from einvoice's dated table (IGV_RATE_TABLE). */
export async function igvRegimeOf(db: Queryable, companyId: string): Promise<IgvRegime> {
  const [row] = await db.query<{ igv_regime: IgvRegime }>('SELECT igv_regime FROM companies WHERE id = $1', [
    companyId,
  ]);
  return row?.igv_regime ?? 'general';
}

/** The company's new regime: each document is taxed at it from its own issue date on. */
export async function setIgvRegime(
  db: Queryable,
  companyId: string,
  regime: IgvRegime,
  now: Date,
): Promise<void> {
  await db.query('UPDATE companies SET igv_regime = $2, updated_at = $3 WHERE id = $1', [
    companyId,
    regime,
    now,
  ]);
}
