import { despatchRuleMessages as m } from './despatch-messages.ts';
import { despatchError, type DespatchRule } from './despatch-rule.ts';

/**
 * SUNAT 2560 «Transportista no debe ser igual al remitente»: the carrier hired on a 09 is not the
 * issuer; the remitente named on a 31 is not the issuing carrier.
 */
export const carrierShipper2560: DespatchRule = (input, { issuerRuc }) => {
  if (input.documentType === '09' && input.carrier?.ruc === issuerRuc)
    return [despatchError('carrier.ruc', '2560', m.carrierIsShipper)];
  if (
    input.documentType === '31' &&
    input.shipper?.documentType === '6' &&
    input.shipper.documentNumber === issuerRuc
  )
    return [despatchError('shipper.documentNumber', '2560', m.carrierIsShipper)];
  return [];
};
