import { isValidRuc } from '@facturador/contracts';
import { IDENTITY_RUC } from '../catalogs/index.ts';
import { isFacturaFamily } from './document-family.ts';
import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/** SUNAT 2017: a factura (and its notes) names its customer by RUC, and every RUC has its check digit. */
export const customerRuc2017: DocumentRule = (input) => {
  const { customer } = input;
  if (isFacturaFamily(input) && customer.documentType !== IDENTITY_RUC) {
    return [issue('customer.documentType', '2017', ruleMessages.facturaNeedsRuc)];
  }
  if (customer.documentType === IDENTITY_RUC && !isValidRuc(customer.documentNumber)) {
    return [issue('customer.documentNumber', '2017', ruleMessages.invalidRuc)];
  }
  return [];
};
