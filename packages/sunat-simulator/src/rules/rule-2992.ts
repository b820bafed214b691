import { all, text } from '../document/dom.ts';
import { documentLines } from '../document/read-document.ts';
import { lineNumber, lineTaxes } from './line-taxes.ts';
import { BILLS, type Rule } from './rule.ts';

/**
 * 2992: a line tax without its rate (cac:TaxCategory/cbc:Percent). On bills every scheme but
 * ICBPER (7152) needs it; on RC lines SUNAT demands it for IGV/IVAP since 2026 (greenter #266).
 */
export const rule2992: Rule = {
  code: '2992',
  severity: 'error',
  appliesTo: [...BILLS, 'RC'],
  check({ root, type }) {
    if (type === 'RC') {
      for (const [i, line] of all(root, 'sac:SummaryDocumentsLine').entries()) {
        for (const tax of lineTaxes(line)) {
          if ((tax.scheme === '1000' || tax.scheme === '1016') && !tax.hasPercent) {
            const n = text(line, 'cbc:LineID') ?? String(i + 1);
            return {
              code: '2992',
              detail: `Error en la linea: ${n}. Tasa del tributo faltante para código ${tax.scheme}.`,
            };
          }
        }
      }
      return null;
    }
    for (const [i, line] of documentLines(root).entries()) {
      for (const tax of lineTaxes(line)) {
        if (tax.scheme !== '7152' && !tax.hasPercent) {
          return {
            code: '2992',
            detail: `Error en la linea: ${lineNumber(line, i)} Tributo: ${tax.scheme ?? ''}`,
          };
        }
      }
    }
    return null;
  },
};
