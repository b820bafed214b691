import { children } from '../document/dom.ts';
import { documentLines } from '../document/read-document.ts';
import { isCatalog03Unit } from '../parameters/catalog-03-units.ts';
import { BILLS, type Rule } from './rule.ts';

/** The line's quantity: InvoicedQuantity (01, 03), CreditedQuantity (07), DebitedQuantity (08). */
const QUANTITIES = ['cbc:InvoicedQuantity', 'cbc:CreditedQuantity', 'cbc:DebitedQuantity'];

/**
 * 2936 (Factura and Boleta row 25, NotaCredito and NotaDebito row 23): «Si existe el atributo, el valor
 * es diferente al Catálogo N.° 03» — the @unitCode of each line's quantity.
 */
export const rule2936: Rule = {
  code: '2936',
  severity: 'error',
  appliesTo: BILLS,
  check({ root }) {
    for (const [i, line] of documentLines(root).entries()) {
      const quantity = QUANTITIES.flatMap((step) => children(line, step))[0];
      const unit = quantity?.getAttribute('unitCode');
      if (unit && !isCatalog03Unit(unit))
        return { code: '2936', detail: `Error en la linea: ${i + 1} ${unit}` };
    }
    return null;
  },
};
