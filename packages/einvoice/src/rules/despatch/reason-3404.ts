import { despatchRuleMessages as m } from './despatch-messages.ts';
import { despatchError, type DespatchRule } from './despatch-rule.ts';

/** SUNAT 3404: a guía remitente carries its motivo de traslado (cac:Shipment/cbc:HandlingCode, Catálogo 20). */
export const reason3404: DespatchRule = ({ documentType, reasonCode }) =>
  documentType === '09' && !reasonCode ? [despatchError('reasonCode', '3404', m.reasonRequired)] : [];
