import { documentLines } from '../document/read-document.ts';
import { operationType } from './customer.ts';
import { lineNumber, lineTaxes } from './line-taxes.ts';
import type { Rule } from './rule.ts';

/** Catálogo 51's exports, as Factura row 36 lists them for 2642. */
export const EXPORT_OPERATIONS = new Set([
  '0200',
  '0201',
  '0202',
  '0203',
  '0204',
  '0205',
  '0206',
  '0207',
  '0208',
]);

/**
 * 2642 (Factura row 36, Boleta the same): «Si 'Tipo de operación' es exportación '0200' … '0208', el
 * valor del tag UBL es diferente a '40'» — every line of an export is afectación 40.
 */
export const rule2642: Rule = {
  code: '2642',
  severity: 'error',
  appliesTo: ['01', '03'],
  check({ root }) {
    if (!EXPORT_OPERATIONS.has(operationType(root) ?? '')) return null;
    for (const [i, line] of documentLines(root).entries()) {
      const affectation = lineTaxes(line).find((tax) => tax.affectation !== undefined)?.affectation;
      if (affectation !== '40') return { code: '2642', detail: `Linea: ${lineNumber(line, i)}` };
    }
    return null;
  },
};
