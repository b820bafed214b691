import { customerDocument } from './customer.ts';
import type { Rule } from './rule.ts';

/**
 * 4207 (Boleta row 16, an OBSERV): «Si "Tipo de documento de identidad del adquiriente" es "1", el
 * formato del Tag UBL es diferente a numérico de 8 dígitos» — SUNAT accepts the boleta and observes
 * it (a factura with it is refused, 2801).
 */
export const observation4207: Rule = {
  code: '4207',
  severity: 'observation',
  appliesTo: ['03'],
  check({ root }) {
    const { id, scheme } = customerDocument(root);
    if (scheme === '1' && id !== undefined && id !== '-' && !/^\d{8}$/.test(id)) {
      return { code: '4207', detail: `DNI: ${id}` };
    }
    return null;
  },
};
