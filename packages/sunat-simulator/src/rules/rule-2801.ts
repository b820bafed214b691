import { customerDocument } from './customer.ts';
import type { Rule } from './rule.ts';

/**
 * 2801: a DNI (schemeID 1) has 8 digits. SUNAT's factura XSL makes it an error; for boletas the
 * same check is observation 4207, so the rule applies to 01 only.
 */
export const rule2801: Rule = {
  code: '2801',
  severity: 'error',
  appliesTo: ['01'],
  check({ root }) {
    const { id, scheme } = customerDocument(root);
    if (scheme === '1' && id !== undefined && id !== '-' && !/^\d{8}$/.test(id)) {
      return { code: '2801', detail: `DNI: ${id}` };
    }
    return null;
  },
};
