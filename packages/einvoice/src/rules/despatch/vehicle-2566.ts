import { despatchRuleMessages as m } from './despatch-messages.ts';
import { despatchError, type DespatchRule } from './despatch-rule.ts';

/**
 * SUNAT 2566: the main vehicle's plate — always on a guía transportista, and on a guía remitente
 * in transporte privado unless the vehicle is of category M1 or L (which need no plate here).
 */
export const vehicle2566: DespatchRule = (input) => {
  const needed =
    input.documentType === '31' ||
    (input.documentType === '09' && input.transportMode === '02' && !input.m1OrLVehicle);
  return needed && !input.vehicle ? [despatchError('vehicle.plate', '2566', m.vehicleRequired)] : [];
};
