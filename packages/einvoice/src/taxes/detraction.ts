import type Decimal from 'decimal.js';
import type { DetractionInput } from '@facturador/contracts';
import type { ComputedDetraction } from '../model/computed.ts';
import { money, toAmount } from '../money/index.ts';

/**
 * Detracción (SPOT): percent × payable amount, in PEN with 2 decimals (greenter's invoice
 * template, openubl DetraccionRule). rules/ keep it to operation 1001, PEN and totals above S/ 700.
 */
export function detractionOf(
  input: DetractionInput | undefined,
  payable: Decimal,
): ComputedDetraction | undefined {
  if (!input) return undefined;
  return { ...input, amount: toAmount(payable.times(money(input.percent)).dividedBy(100)) };
}
