import { IDENTITY_NONE } from '../catalogs/index.ts';
import { money } from '../money/index.ts';
import { IDENTIFICATION_THRESHOLD_PEN } from '../taxes/index.ts';
import { isBoletaFamily } from './document-family.ts';
import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/**
 * A buyer named by a document: not SUNAT's «varios» ('-'), nor a number of zeros or dashes under
 * any type («0» «0» names nobody, though it passes as a foreign document without RUC).
 */
const isIdentified = ({ documentType, documentNumber }: { documentType: string; documentNumber: string }) =>
  documentType !== IDENTITY_NONE && !/^[0-]+$/.test(documentNumber);

/**
 * SUNAT 2396: a boleta above S/ 700 names its customer. A USD boleta is judged with the exchange
 * rate when given; without it the amount cannot be shown to be under S/ 700, so it must name one.
 */
export const boletaCustomer2396: DocumentRule = (input, { computed, exchangeRate }) => {
  if (!isBoletaFamily(input) || isIdentified(input.customer)) return [];
  const payable = computed.totals.payableAmount;
  const inSoles =
    input.currency === 'PEN' ? payable : exchangeRate ? payable.times(money(exchangeRate)) : null;
  if (inSoles && inSoles.lessThanOrEqualTo(IDENTIFICATION_THRESHOLD_PEN)) return [];
  return [issue('customer.documentType', '2396', ruleMessages.boletaNeedsCustomer)];
};
