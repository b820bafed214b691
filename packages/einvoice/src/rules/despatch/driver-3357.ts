import { despatchRuleMessages as m } from './despatch-messages.ts';
import { despatchError, type DespatchRule } from './despatch-rule.ts';

/**
 * SUNAT 3357 «Debe consignar informacion del conductor principal»: always on a guía transportista;
 * on a guía remitente in transporte privado, unless the vehicle is of category M1 or L.
 */
export const driver3357: DespatchRule = (input) => {
  const needed =
    input.documentType === '31' ||
    (input.documentType === '09' && input.transportMode === '02' && !input.m1OrLVehicle);
  return needed && input.drivers.length === 0 ? [despatchError('drivers', '3357', m.driverRequired)] : [];
};
