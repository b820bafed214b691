import { text } from '../document/dom.ts';
import { BILLS, type Rule } from './rule.ts';

/** The buyer's RegistrationName, as the document carries it. */
export const buyerName = (root: Parameters<Rule['check']>[0]['root']): string | undefined =>
  text(root, 'cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName');

/** 2021 (Factura row 18, Boleta 17): «No existe el Tag UBL o es vacío». */
export const rule2021: Rule = {
  code: '2021',
  severity: 'error',
  appliesTo: BILLS,
  check: ({ root }) => (buyerName(root) ? null : { code: '2021' }),
};
