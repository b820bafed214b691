import { first } from '../document/dom.ts';
import type { Rule } from './rule.ts';

/**
 * 3030: the issuer's establishment code (RegistrationAddress/cbc:AddressTypeCode) is missing.
 * SUNAT only downgrades it to observation 4198 for physical series (starting with a digit).
 */
export const rule3030: Rule = {
  code: '3030',
  severity: 'error',
  appliesTo: ['01', '07', '08'],
  check({ root, identity }) {
    if (/^\d/.test(identity.series ?? '')) return null;
    const el = first(
      root,
      'cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cac:RegistrationAddress/cbc:AddressTypeCode',
    );
    return el ? null : { code: '3030' };
  },
};
