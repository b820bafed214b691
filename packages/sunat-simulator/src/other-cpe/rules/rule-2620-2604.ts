import { twin, type OtherCpeRule } from './rule.ts';

/** ERR-2620 (retención row 18) / ERR-2604 (percepción row 19): the provider or customer is the issuer. */
export const rule2620: OtherCpeRule = {
  code: '2620',
  severity: 'error',
  check: (doc) => (doc.receiverRuc === doc.agentRuc ? { code: twin(doc, '2620', '2604') } : null),
};
