import { customerDocument, operationType } from './customer.ts';
import type { Rule } from './rule.ts';

/** Catálogo 06 plus the '-' SUNAT allows for anonymous boletas. */
const CATALOGO_06 = new Set(['0', '1', '4', '6', '7', 'A', 'B', 'C', 'D', 'E', 'F', 'G', '-']);
const EXPORT_NO_RUC = new Set(['0200', '0201', '0204']);
const EXPORT = new Set(['0200', '0201', '0202', '0203', '0204', '0205', '0206', '0207', '0208', '0401']);

/**
 * 2800: the customer's document type is not allowed. A factura's customer must have a RUC
 * (schemeID 6) except in exports (any Catálogo 06 type, never 6 for 0200/0201/0204), 0112 (DNI or
 * RUC) and 2106 (7, B or G). A boleta's must be in Catálogo 06 and not a RUC in exports.
 */
export const rule2800: Rule = {
  code: '2800',
  severity: 'error',
  appliesTo: ['01', '03'],
  check({ root, type }) {
    const { scheme } = customerDocument(root);
    const op = operationType(root) ?? '0101';
    const fail = { code: '2800', detail: `Tipo de documento: ${scheme ?? ''}` };
    if (scheme === undefined || !CATALOGO_06.has(scheme)) return fail;
    if (type === '03') return EXPORT.has(op) && scheme === '6' ? fail : null;
    if (EXPORT_NO_RUC.has(op)) return scheme === '6' ? fail : null;
    if (EXPORT.has(op)) return null;
    if (op === '0112') return scheme === '1' || scheme === '6' ? null : fail;
    if (op === '2106') return ['7', 'B', 'G'].includes(scheme) ? null : fail;
    return scheme === '6' ? null : fail;
  },
};
