import { all, text } from '../document/dom.ts';
import { inParametro006 } from '../parameters/identity-documents-006.ts';
import { customerDocument } from './customer.ts';
import type { Rule } from './rule.ts';

const listed = (scheme: string, date: string) => scheme === '-' || inParametro006(scheme, date);

/**
 * 2016: «El dato ingresado en el tipo de documento de identidad del receptor no cumple con el
 * estandar o no esta permitido». NotaCredito/NotaDebito row 15: «El Tag UBL es diferente al listado
 * y diferente de guión '-'»; Resumen diario row 10.2, on each line's
 * cac:AccountingCustomerParty/cbc:AdditionalAccountID: «Si existe tag de "Adquiriente o usuario",
 * el valor del Tag UBL es diferente al listado y guión (-)». The listado is parameter 006 on the
 * note's issue date, or the summary's ReferenceDate (the day of its documents).
 */
export const rule2016: Rule = {
  code: '2016',
  severity: 'error',
  appliesTo: ['07', '08', 'RC'],
  check({ root, type, identity }) {
    if (type !== 'RC') {
      const { scheme } = customerDocument(root);
      return scheme !== undefined && !listed(scheme, identity.issueDate ?? '')
        ? { code: '2016', detail: `Tipo de documento: ${scheme}` }
        : null;
    }
    const date = identity.referenceDate ?? '';
    for (const [i, line] of all(root, 'sac:SummaryDocumentsLine').entries()) {
      const scheme = text(line, 'cac:AccountingCustomerParty/cbc:AdditionalAccountID');
      if (scheme === undefined || listed(scheme, date)) continue;
      return {
        code: '2016',
        detail: `Error en la linea: ${text(line, 'cbc:LineID') ?? i + 1}. Tipo de documento: ${scheme}`,
      };
    }
    return null;
  },
};
