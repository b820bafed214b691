import { despatchRuleMessages as m } from './despatch-messages.ts';
import { despatchError, type DespatchRule } from './despatch-rule.ts';
import { handsGoodsToCarrier } from '../../compute-despatch.ts';

/**
 * SUNAT 3343: «La Fecha de inicio del traslado debe ser mayor o igual a la Fecha de emision» — on a
 * guía transportista, and on a guía remitente moved by the issuer itself (privado, or M1/L). In
 * transporte público the same date is the handover to the carrier, observed instead (4386).
 */
export const startDate3343: DespatchRule = (input) =>
  !handsGoodsToCarrier(input) && input.startDate < input.issueDate
    ? [despatchError('startDate', '3343', m.startBeforeIssue)]
    : [];
