import { text } from '../document/dom.ts';
import { documentLines } from '../document/read-document.ts';
import { PRICE_NO_LEADING_ZEROS_FROM } from '../parameters/rule-dates.ts';
import { BILLS, type Rule } from './rule.ts';

/** SUNAT's XSL for the row: «decimal positivo de 12 enteros y hasta 10 decimales» (zero allowed: 2640). */
const N_12_10 = /^[0-9]{1,12}(\.[0-9]{1,10})?$/;
/** «Nota: En casos de enteros, el valor monetario no debe tener ceros a la izquierda». */
const LEADING_ZERO = /^0[0-9]/;

/**
 * 2369 (Factura row 32, Boleta 31, NotaCredito/NotaDebito 29 «Si el Tag UBL existe»): each line's
 * cac:Price/cbc:PriceAmount in n(12,10); from the issue date 2024-02-29 (parameters/rule-dates.ts)
 * its integer part also without leading zeros.
 */
export const rule2369: Rule = {
  code: '2369',
  severity: 'error',
  appliesTo: BILLS,
  check({ root, identity }) {
    const noLeadingZeros = (identity.issueDate ?? '') >= PRICE_NO_LEADING_ZEROS_FROM;
    for (const [i, line] of documentLines(root).entries()) {
      const price = text(line, 'cac:Price/cbc:PriceAmount');
      if (price === undefined) continue;
      if (!N_12_10.test(price) || (noLeadingZeros && LEADING_ZERO.test(price)))
        return { code: '2369', detail: `Error en la linea: ${i + 1} ${price}` };
    }
    return null;
  },
};
