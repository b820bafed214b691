import { documentLines } from '../document/read-document.ts';
import { lineNumber, lineTaxes } from './line-taxes.ts';
import { BILLS, outsideTolerance, type Rule } from './rule.ts';

/** Catálogo 07 affectations that pay IGV/IVAP (gravado, onerous or free). */
const TAXED = new Set(['10', '11', '12', '13', '14', '15', '16', '17']);

/** 3103: a taxed line's IGV/IVAP must be its base × rate, within ±1. */
export const rule3103: Rule = {
  code: '3103',
  severity: 'error',
  appliesTo: BILLS,
  check({ root }) {
    for (const [i, line] of documentLines(root).entries()) {
      for (const tax of lineTaxes(line)) {
        if (!TAXED.has(tax.affectation ?? '')) continue;
        const base = tax.taxableAmount ?? tax.taxAmount ?? 0;
        const declared = tax.taxAmount ?? 0;
        const computed = (base * (tax.percent ?? 0)) / 100;
        if (outsideTolerance(declared, computed)) {
          return {
            code: '3103',
            detail: `Error en la linea: ${lineNumber(line, i)} Tributo: ${tax.scheme ?? ''}, MontoTributoCalculado: ${computed}, MontoTributo: ${declared}, BaseImponible: ${base}, Tasa: ${tax.percent ?? 0}`,
          };
        }
      }
    }
    return null;
  },
};
