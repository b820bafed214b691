import { limaDate } from '@facturador/contracts';
/** Today's date in Lima (YYYY-MM-DD): SUNAT's date windows are counted there. */
export function limaToday(now: Date = new Date()): string {
  return limaDate(now);
}
