import { num, text } from '../document/dom.ts';
import { perceptionCharges } from './perception.ts';
import type { Rule } from './rule.ts';

/**
 * 2797 (Factura row 63, cbc:BaseAmount): «Si "Código de motivo de cargo/descuento" es '51' o '52' o
 * '53' (Percepción) y "Tipo de moneda" del comprobante es "PEN", el valor del Tag UBL es mayor a
 * "Importe total"» (cac:LegalMonetaryTotal/cbc:PayableAmount).
 */
export const rule2797: Rule = {
  code: '2797',
  severity: 'error',
  appliesTo: ['01', '03'],
  check({ root }) {
    if (text(root, 'cbc:DocumentCurrencyCode') !== 'PEN') return null;
    const total = num(root, 'cac:LegalMonetaryTotal/cbc:PayableAmount') ?? 0;
    const over = perceptionCharges(root).find((c) => (c.base ?? 0) > total);
    return over ? { code: '2797', detail: `BaseAmount: ${over.base}, Importe total: ${total}` } : null;
  },
};
