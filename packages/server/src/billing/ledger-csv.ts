import { LEDGER_CSV_HEADERS, LEDGER_REASON_LABELS, type LedgerEntry } from '@facturador/contracts';
import { csvDocument, limaDateTime } from '../csv/csv-document.ts';

/** The ledger as the export sends it. */
export function ledgerCsv(entries: readonly LedgerEntry[]): string {
  return csvDocument(
    LEDGER_CSV_HEADERS,
    entries.map((entry) => [
      limaDateTime(entry.date),
      String(entry.delta),
      LEDGER_REASON_LABELS[entry.reason],
      entry.description,
      // People read the order's ORD- number, never its UUID.
      entry.orderReference ?? '',
      String(entry.balanceAfter),
    ]),
  );
}
