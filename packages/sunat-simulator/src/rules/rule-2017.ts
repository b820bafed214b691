import { customerDocument } from './customer.ts';
import { BILLS, type Rule } from './rule.ts';

/** 2017: a customer identified with a RUC (schemeID 6) needs 11 digits. */
export const rule2017: Rule = {
  code: '2017',
  severity: 'error',
  appliesTo: BILLS,
  check({ root }) {
    const { id, scheme } = customerDocument(root);
    if (scheme === '6' && id !== undefined && id !== '-' && !/^\d{11}$/.test(id)) {
      return { code: '2017', detail: `Numero de documento: ${id}` };
    }
    return null;
  },
};
