import { despatchRuleMessages as m } from './despatch-messages.ts';
import { despatchError, despatchObservation, type DespatchRule } from './despatch-rule.ts';

/**
 * SUNAT 4388 (an observation) «Debe consignar el Indicador de pagador de flete» on a guía
 * transportista; a third party who pays is named (cac:OriginatorCustomerParty, 4402), and only a
 * subcontracted transfer has a subcontractor to pay.
 */
export const freightPayer4388: DespatchRule = (input) => {
  if (input.documentType !== '31') return [];
  if (!input.freightPayer) return [despatchObservation('freightPayer', '4388', m.freightPayerRequired)];
  if (input.freightPayer === 'Tercero' && !input.freightPayerParty)
    return [despatchError('freightPayerParty', '4402', m.freightPayerParty)];
  if (input.freightPayer === 'Subcontratador' && !input.subcontractor)
    return [despatchError('freightPayer', '4388', m.freightPayerSubcontractor)];
  return [];
};
