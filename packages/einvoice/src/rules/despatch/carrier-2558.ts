import { despatchRuleMessages as m } from './despatch-messages.ts';
import { despatchError, type DespatchRule } from './despatch-rule.ts';

/** SUNAT 2558: in transporte público (not an M1/L vehicle) a guía remitente names the carrier it hires. */
export const carrier2558: DespatchRule = (input) =>
  input.documentType === '09' && input.transportMode === '01' && !input.m1OrLVehicle && !input.carrier
    ? [despatchError('carrier', '2558', m.carrierRequired)]
    : [];
