import { despatchRuleMessages as m } from './despatch-messages.ts';
import { despatchError, type DespatchRule } from './despatch-rule.ts';

/**
 * SUNAT 3453 «No debe ingresar informacion de vehiculos secundarios» with the M1/L indicator; the
 * indicator itself belongs to the guía remitente only (3388 refuses it on a 31).
 */
export const m1lVehicles3453: DespatchRule = (input) => {
  if (!input.m1OrLVehicle) return [];
  if (input.documentType === '31') return [despatchError('m1OrLVehicle', '3388', m.m1lOnlyOn09)];
  return input.secondaryVehicles.length > 0
    ? [despatchError('secondaryVehicles', '3453', m.m1lNoSecondary)]
    : [];
};
