import type { CurrencyCode } from '@facturador/contracts';
import type { ComputedDetraction, ComputedLine, ComputedTotals, Legend } from '../model/computed.ts';
import {
  CATALOG_52,
  LEGEND_AMOUNT_IN_WORDS,
  LEGEND_DETRACTION,
  LEGEND_FREE_TRANSFER,
  LEGEND_IVAP,
} from '../catalogs/index.ts';
import { amountInWords, MAX_AMOUNT_IN_WORDS } from '../words/index.ts';

/**
 * Catálogo 52 legends: 1000 (the payable amount in words), 1002 when a line is free,
 * 2006 with a detracción, 2007 with an IVAP line (openubl LeyendasRule).
 *
 * 1000 is left out when the payable amount cannot be written in words: below zero (a global
 * discount larger than the base, which the pre-flight refuses with 3277 before issuing) or above
 * MAX_AMOUNT_IN_WORDS. Computing must not throw — the browser's live totals compute before
 * validating — and no legend is less surprising than one that prints another amount (its absolute
 * value) for a document that will never be issued anyway.
 */
export function legendsOf(
  lines: readonly ComputedLine[],
  totals: ComputedTotals,
  currency: CurrencyCode,
  detraction?: ComputedDetraction,
): Legend[] {
  const payable = totals.payableAmount;
  const writable = !payable.isNegative() && !payable.greaterThan(MAX_AMOUNT_IN_WORDS);
  const legends: Legend[] = writable
    ? [{ code: LEGEND_AMOUNT_IN_WORDS, text: amountInWords(payable, currency) }]
    : [];
  if (lines.some((line) => line.isFree)) {
    legends.push({ code: LEGEND_FREE_TRANSFER, text: CATALOG_52[LEGEND_FREE_TRANSFER] });
  }
  if (detraction) legends.push({ code: LEGEND_DETRACTION, text: CATALOG_52[LEGEND_DETRACTION] });
  if (lines.some((line) => line.affectation === '17')) {
    legends.push({ code: LEGEND_IVAP, text: CATALOG_52[LEGEND_IVAP] });
  }
  return legends;
}
