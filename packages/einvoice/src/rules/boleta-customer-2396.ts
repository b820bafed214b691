import { IDENTITY_NONE } from '../catalogs/index.ts';
import { money } from '../money/index.ts';
import { IDENTIFICATION_THRESHOLD_PEN } from '../taxes/index.ts';
import { isBoletaFamily } from './document-family.ts';
import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/**
 * SUNAT 2396: a boleta above S/ 700 names its customer. A USD boleta is judged with the exchange
 * rate when given; without it the amount cannot be shown to be under S/ 700, so it must name one.
 */
export const boletaCustomer2396: DocumentRule = (input, { computed, exchangeRate }) => {
  if (!isBoletaFamily(input) || input.customer.documentType !== IDENTITY_NONE) return [];
  const payable = computed.totals.payableAmount;
  const inSoles =
    input.currency === 'PEN' ? payable : exchangeRate ? payable.times(money(exchangeRate)) : null;
  if (inSoles && inSoles.lessThanOrEqualTo(IDENTIFICATION_THRESHOLD_PEN)) return [];
  return [issue('customer.documentType', '2396', ruleMessages.boletaNeedsCustomer)];
};
