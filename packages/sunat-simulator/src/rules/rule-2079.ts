import { BILLS, type Rule } from './rule.ts';
import { signatoryRuc } from './signatory.ts';

/** 2079 (Firma): the document names no signer in cac:Signature/cac:SignatoryParty/…/cbc:ID. */
export const rule2079: Rule = {
  code: '2079',
  severity: 'error',
  appliesTo: [...BILLS, 'RC', 'RA'],
  check({ root }) {
    return signatoryRuc(root) === undefined ? { code: '2079' } : null;
  },
};
