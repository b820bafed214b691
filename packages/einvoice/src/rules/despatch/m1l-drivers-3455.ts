import { despatchRuleMessages as m } from './despatch-messages.ts';
import { despatchError, type DespatchRule } from './despatch-rule.ts';

/** SUNAT 3455 «No debe ingresar informacion del conductor principal» with the M1/L indicator (09). */
export const m1lDrivers3455: DespatchRule = (input) =>
  input.documentType === '09' && input.m1OrLVehicle && input.drivers.length > 0
    ? [despatchError('drivers', '3455', m.m1lNoDrivers)]
    : [];
