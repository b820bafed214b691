import type { CurrencyCode } from '@facturador/contracts';
import type { ComputedDetraction, ComputedLine, ComputedTotals, Legend } from '../model/computed.ts';
import {
  CATALOG_52,
  LEGEND_AMOUNT_IN_WORDS,
  LEGEND_DETRACTION,
  LEGEND_FREE_TRANSFER,
  LEGEND_IVAP,
} from '../catalogs/index.ts';
import { amountInWords } from '../words/index.ts';

/**
 * Catálogo 52 legends: 1000 always (the payable amount in words), 1002 when a line is free,
 * 2006 with a detracción, 2007 with an IVAP line (openubl LeyendasRule).
 */
export function legendsOf(
  lines: readonly ComputedLine[],
  totals: ComputedTotals,
  currency: CurrencyCode,
  detraction?: ComputedDetraction,
): Legend[] {
  const legends: Legend[] = [
    { code: LEGEND_AMOUNT_IN_WORDS, text: amountInWords(totals.payableAmount, currency) },
  ];
  if (lines.some((line) => line.isFree)) {
    legends.push({ code: LEGEND_FREE_TRANSFER, text: CATALOG_52[LEGEND_FREE_TRANSFER] });
  }
  if (detraction) legends.push({ code: LEGEND_DETRACTION, text: CATALOG_52[LEGEND_DETRACTION] });
  if (lines.some((line) => line.affectation === '17')) {
    legends.push({ code: LEGEND_IVAP, text: CATALOG_52[LEGEND_IVAP] });
  }
  return legends;
}
