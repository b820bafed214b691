import { isValidRuc } from '@facturador/contracts';
import { IDENTITY_RUC, isExportOperation } from '../catalogs/index.ts';
import { isFacturaFamily } from './document-family.ts';
import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/**
 * SUNAT 2017: a factura (and its notes) names its customer by RUC — but an export, whose buyer
 * abroad has none (export-customer-2800.ts) —, and every RUC has its check digit.
 */
export const customerRuc2017: DocumentRule = (input) => {
  const { customer } = input;
  const exported = isExportOperation(input.operationType);
  if (isFacturaFamily(input) && !exported && customer.documentType !== IDENTITY_RUC) {
    return [issue('customer.documentType', '2017', ruleMessages.facturaNeedsRuc)];
  }
  if (customer.documentType === IDENTITY_RUC && !isValidRuc(customer.documentNumber)) {
    return [issue('customer.documentNumber', '2017', ruleMessages.invalidRuc)];
  }
  return [];
};
