import { isValidRuc } from '@facturador/contracts';
import { IDENTITY_RUC, isExportOperation } from '../catalogs/index.ts';
import { isFacturaFamily, isNote } from './document-family.ts';
import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/**
 * SUNAT 2017 (Factura row 17, Boleta row 16, notes row 15): «Si 'Tipo de documento del adquiriente'
 * es '6', el formato … es diferente a numérico de 11 dígitos» — a RUC has 11 digits and its check
 * digit. A factura to a buyer without RUC is 2800 (export-customer-2800.ts), not this code. A note
 * of a factura keeps the factura's buyer, who has a RUC unless it is an export: the notes' sheets
 * have no 2800, so the pre-flight keeps saying it with 2017 there.
 */
export const customerRuc2017: DocumentRule = (input) => {
  const { customer } = input;
  const noteOfFactura = isNote(input) && isFacturaFamily(input);
  if (noteOfFactura && !isExportOperation(input.operationType) && customer.documentType !== IDENTITY_RUC) {
    return [issue('customer.documentType', '2017', ruleMessages.facturaNeedsRuc)];
  }
  if (customer.documentType === IDENTITY_RUC && !isValidRuc(customer.documentNumber)) {
    return [issue('customer.documentNumber', '2017', ruleMessages.invalidRuc)];
  }
  return [];
};
