import { customerDocument, operationType } from './customer.ts';
import { inParametro006 } from '../parameters/identity-documents-006.ts';
import type { Rule } from './rule.ts';

/** Parameter 006 on the issue date, plus the '-' SUNAT allows for anonymous buyers. */
const listed = (scheme: string, date: string) => scheme === '-' || inParametro006(scheme, date);
const EXPORT_NO_RUC = new Set(['0200', '0201', '0204']);
const EXPORT = new Set(['0200', '0201', '0202', '0203', '0204', '0205', '0206', '0207', '0208', '0401']);

/**
 * 2800: the customer's document type is not allowed. A factura's customer must have a RUC
 * (schemeID 6) except in exports (any Catálogo 06 type, never 6 for 0200/0201/0204), 0112 (DNI or
 * RUC) and 2106 (7, B or G). A boleta's must be in Catálogo 06 and not a RUC in exports. «El
 * listado» is parameter 006 on the issue date (parameters/identity-documents-006.ts).
 */
export const rule2800: Rule = {
  code: '2800',
  severity: 'error',
  appliesTo: ['01', '03'],
  check({ root, type, identity }) {
    const { scheme } = customerDocument(root);
    const op = operationType(root) ?? '0101';
    const fail = { code: '2800', detail: `Tipo de documento: ${scheme ?? ''}` };
    if (scheme === undefined || !listed(scheme, identity.issueDate ?? '')) return fail;
    if (type === '03') return EXPORT.has(op) && scheme === '6' ? fail : null;
    if (EXPORT_NO_RUC.has(op)) return scheme === '6' ? fail : null;
    if (EXPORT.has(op)) return null;
    if (op === '0112') return scheme === '1' || scheme === '6' ? null : fail;
    if (op === '2106') return ['7', 'B', 'G'].includes(scheme) ? null : fail;
    return scheme === '6' ? null : fail;
  },
};
