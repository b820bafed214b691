import { despatchRuleMessages as m } from './despatch-messages.ts';
import { despatchError, type DespatchRule } from './despatch-rule.ts';

/**
 * SUNAT 3390 «El tipo y numero de documento de identidad del subcontratador es el mismo que del
 * Transportista»: the company that subcontracts (cac:Consignment/cac:LogisticsOperatorParty, RUC
 * only: 3391) is not the carrier issuing. Subcontratación and the freight payer exist only on a 31.
 */
export const subcontractor3390: DespatchRule = (input, { issuerRuc }) => {
  if (input.documentType === '09' && (input.subcontractor || input.freightPayer))
    return [despatchError('subcontractor', '3390', m.subcontractOnlyOn31)];
  return input.subcontractor?.ruc === issuerRuc
    ? [despatchError('subcontractor.ruc', '3390', m.subcontractorIsCarrier)]
    : [];
};
