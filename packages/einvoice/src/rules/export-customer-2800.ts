import { IDENTITY_RUC, isExportOperation } from '../catalogs/index.ts';
import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/**
 * SUNAT 2800 (Factura row 17, Boleta row 16: «El dato ingresado en el tipo de documento de
 * identidad del receptor no esta permitido»): an export (0200, 0201, 0204) is sold to a buyer
 * abroad, never to one identified by RUC; and a factura of any other operation this engine issues
 * (0101, 1001: «Si no es uno de los cuatro casos anteriores, el valor del Tag UBL es diferente de
 * '6'») is sold to a buyer with RUC.
 */
export const exportCustomer2800: DocumentRule = ({ documentType, operationType, customer }) => {
  const exported = isExportOperation(operationType);
  if (exported && customer.documentType === IDENTITY_RUC)
    return [issue('customer.documentType', '2800', ruleMessages.exportCustomerNotRuc)];
  if (documentType === '01' && !exported && customer.documentType !== IDENTITY_RUC)
    return [issue('customer.documentType', '2800', ruleMessages.facturaNeedsRuc)];
  return [];
};
