import { despatchRuleMessages as m } from './despatch-messages.ts';
import { despatchError, type DespatchRule } from './despatch-rule.ts';

/**
 * SUNAT 3383 «Debe consignar el Numero de documento de identidad del Remitente»: a guía
 * transportista names whose goods it moves (cac:Delivery/cac:Despatch/cac:DespatchParty); a guía
 * remitente has no such field (its remitente is the issuer).
 */
export const shipper3383: DespatchRule = (input) => {
  if (input.documentType === '31' && !input.shipper)
    return [despatchError('shipper', '3383', m.shipperRequired)];
  if (input.documentType === '09' && input.shipper)
    return [despatchError('shipper', '3383', m.shipperOnlyOn31)];
  return [];
};
