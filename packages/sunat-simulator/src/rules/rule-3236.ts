import { all, first, num, text } from '../document/dom.ts';
import { documentLines, lineQuantity } from '../document/read-document.ts';
import { lineNumber } from './line-taxes.ts';
import { BILLS, type Rule } from './rule.ts';

/**
 * 3236 (Factura row 37-A, Boleta row 37, NotaCredito row 35, NotaDebito row 34): «Si el Tag UBL
 * existe y el valor del Tag UBL es mayor a cero, el valor del tag es diferente de 'Cantidad de
 * unidades por ítem'» — the bags of a line's ICBPER subtotal (cbc:BaseUnitMeasure) equal the
 * line's quantity.
 */
export const rule3236: Rule = {
  code: '3236',
  severity: 'error',
  appliesTo: BILLS,
  check({ root }) {
    for (const [i, line] of documentLines(root).entries()) {
      const quantity = Number(lineQuantity(line) ?? Number.NaN);
      for (const subtotal of all(line, 'cac:TaxTotal/cac:TaxSubtotal')) {
        if (!first(subtotal, 'cbc:BaseUnitMeasure')) continue;
        const bags = num(subtotal, 'cbc:BaseUnitMeasure') ?? 0;
        if (bags > 0 && bags !== quantity)
          return {
            code: '3236',
            detail:
              `Error en la linea: ${lineNumber(line, i)} ${text(subtotal, 'cbc:BaseUnitMeasure') ?? ''}`.trim(),
          };
      }
    }
    return null;
  },
};
