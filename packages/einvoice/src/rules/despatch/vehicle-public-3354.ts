import { despatchRuleMessages as m } from './despatch-messages.ts';
import { despatchError, type DespatchRule } from './despatch-rule.ts';

/**
 * SUNAT 3354 «No debe ingresar informacion de vehiculo principal»: a guía remitente in transporte
 * público (not M1/L) leaves the vehicle to the carrier's guía.
 */
export const vehiclePublic3354: DespatchRule = (input) =>
  input.documentType === '09' && input.transportMode === '01' && !input.m1OrLVehicle && input.vehicle
    ? [despatchError('vehicle', '3354', m.vehicleNotInPublic)]
    : [];
