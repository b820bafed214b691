import { all, text } from '../document/dom.ts';
import { operationType } from './customer.ts';
import { EXPORT_OPERATIONS } from './rule-2642.ts';
import type { Rule } from './rule.ts';

/** Global tax codes an export may not carry (Factura rows 41–43, 46–47, 48–49-A). */
const NOT_IN_EXPORTS = new Set(['9997', '9998', '1000', '1016', '2000', '9999']);

/**
 * 3107: «Si 'Tipo de operación' es de exportación '0200' … '0208' y existe un ID '9997' o '9998'
 * ('1000' o '1016'; '2000' o '9999') a nivel global» — an export is taxed under 9995 only.
 */
export const rule3107: Rule = {
  code: '3107',
  severity: 'error',
  appliesTo: ['01', '03'],
  check({ root }) {
    if (!EXPORT_OPERATIONS.has(operationType(root) ?? '')) return null;
    const scheme = all(root, 'cac:TaxTotal/cac:TaxSubtotal')
      .map((sub) => text(sub, 'cac:TaxCategory/cac:TaxScheme/cbc:ID') ?? '')
      .find((id) => NOT_IN_EXPORTS.has(id));
    return scheme ? { code: '3107', detail: `Tributo: ${scheme}` } : null;
  },
};
