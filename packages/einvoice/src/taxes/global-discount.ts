import type Decimal from 'decimal.js';
import type { GlobalDiscount } from '../model/computed.ts';
import { money, toAmount, toFactor, ZERO } from '../money/index.ts';

/**
 * Global discount, Catálogo 53 code 02 ("afecta la base imponible del IGV/IVAP"). It is written
 * once, at document level, over the base of the lines taxed with IGV (affectation 10): the
 * document's 1000 base is Σ taxed line values − discount (SUNAT 3277) and its IGV is that base ×
 * rate (SUNAT's SumatoriaIGVCalculado). That is the same as prorating the discount onto each taxed
 * line by the factor discount ÷ base; the lines themselves keep their own values and IGV, as
 * greenter and openubl do, so every line still passes 3103. Exonerated, inafecto, export, free
 * and IVAP lines take no part (rules/global-discount-3277.ts refuses documents where it could not
 * apply this way).
 */
export function globalDiscountOf(amount: string | undefined, taxedBase: Decimal): GlobalDiscount | undefined {
  if (!amount) return undefined;
  const discount = toAmount(money(amount));
  if (discount.isZero()) return undefined;
  return {
    code: '02',
    amount: discount,
    baseAmount: taxedBase,
    factor: taxedBase.isZero() ? ZERO : toFactor(discount.dividedBy(taxedBase)),
  };
}
