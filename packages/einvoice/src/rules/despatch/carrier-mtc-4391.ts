import { despatchRuleMessages as m } from './despatch-messages.ts';
import { despatchObservation, type DespatchRule } from './despatch-rule.ts';

/**
 * SUNAT 4391 (an observation): the carrier's MTC registration (CarrierParty/PartyLegalEntity/
 * CompanyID) — the hired carrier's on a 09 in transporte público, the issuer's own on a 31.
 */
export const carrierMtc4391: DespatchRule = (input) => {
  if (input.documentType === '31' && !input.mtcRegistration)
    return [despatchObservation('mtcRegistration', '4391', m.carrierMtc)];
  if (input.documentType === '09' && input.carrier && !input.carrier.mtcRegistration)
    return [despatchObservation('carrier.mtcRegistration', '4391', m.carrierMtc)];
  return [];
};
