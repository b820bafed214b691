import { despatchRuleMessages as m } from './despatch-messages.ts';
import { despatchObservation, type DespatchRule } from './despatch-rule.ts';

/**
 * SUNAT 4399 (an observation): a guía transportista gives the main vehicle's Tarjeta Única de
 * Circulación or certificado de habilitación (ApplicableTransportMeans/RegistrationNationalityID).
 */
export const circulationCard4399: DespatchRule = (input) =>
  input.documentType === '31' && input.vehicle && !input.vehicle.circulationCard
    ? [despatchObservation('vehicle.circulationCard', '4399', m.circulationCard)]
    : [];
