import { despatchRuleMessages as m } from './despatch-messages.ts';
import { despatchError, type DespatchRule } from './despatch-rule.ts';

/** SUNAT 3347: «No debe consignar los datos del transportista para una operacion de Transporte Privado». */
export const carrierPrivate3347: DespatchRule = (input) =>
  input.documentType === '09' && input.transportMode === '02' && input.carrier
    ? [despatchError('carrier', '3347', m.carrierNotInPrivate)]
    : [];
