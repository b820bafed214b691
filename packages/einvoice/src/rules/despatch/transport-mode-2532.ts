import { despatchRuleMessages as m } from './despatch-messages.ts';
import { despatchError, type DespatchRule } from './despatch-rule.ts';

/** SUNAT 2532: a guía remitente carries its modalidad de traslado (cbc:TransportModeCode, Catálogo 18). */
export const transportMode2532: DespatchRule = ({ documentType, transportMode }) =>
  documentType === '09' && !transportMode
    ? [despatchError('transportMode', '2532', m.transportModeRequired)]
    : [];
