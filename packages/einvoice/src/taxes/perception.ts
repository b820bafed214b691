import type Decimal from 'decimal.js';
import type { PerceptionInput } from '@facturador/contracts';
import { PERCEPTION_CHARGE_REGIMES, PERCEPTION_REGIMES_22 } from '../calendar/index.ts';
import type { ComputedPerception } from '../model/computed.ts';
import { money, toAmount } from '../money/index.ts';

/**
 * The percepción of a factura of operation 2001 (Factura row 63, ERR-2798: «'Base imponible de la
 * percepción' por 'Tasa percepción expresado como factor'», ±1): the base is the sale's importe
 * total (2797: never above it), the factor the régimen's rate (Parámetros 019, Catálogo 22), and
 * the buyer pays the total plus it (row 64). Only documents in soles reach here (rule 2792).
 */
export function perceptionOf(
  input: PerceptionInput | undefined,
  payable: Decimal,
): ComputedPerception | undefined {
  if (!input) return undefined;
  const regime = PERCEPTION_REGIMES_22[PERCEPTION_CHARGE_REGIMES[input.code]]!;
  const percent = money(regime.percent);
  const factor = percent.dividedBy(100);
  const baseAmount = toAmount(payable);
  const amount = toAmount(baseAmount.times(factor));
  return {
    code: input.code,
    percent,
    factor,
    baseAmount,
    amount,
    totalWithPerception: baseAmount.plus(amount),
  };
}
