import { despatchRuleMessages as m } from './despatch-messages.ts';
import { despatchObservation, type DespatchRule } from './despatch-rule.ts';

/** SUNAT 4408 (an observation): «Si consigna datos del vehiculo secundario, debe existir datos del vehiculo principal». */
export const secondaryVehicles4408: DespatchRule = (input) =>
  input.secondaryVehicles.length > 0 && !input.vehicle
    ? [despatchObservation('secondaryVehicles', '4408', m.secondaryNeedsMain)]
    : [];
