import { GOODS_HANDOVER_DATE, versionOn } from '../../calendar/index.ts';
import { handsGoodsToCarrier } from '../../compute-despatch.ts';
import { despatchRuleMessages as m } from './despatch-messages.ts';
import { despatchError, type DespatchRule } from './despatch-rule.ts';

/**
 * SUNAT 4385 «No ha ingresado el campo de “Fecha de entrega de bienes al transportista”»: from the
 * date GOODS_HANDOVER_DATE gives (unconfirmed by a SUNAT source: see its comment), a guía remitente
 * in transporte público informs it apart; this engine refuses it without one, since the date is
 * said to be mandatory. Read by the guía's issue date.
 */
export const handoverDate4385: DespatchRule = (input) => {
  const inForce = versionOn(GOODS_HANDOVER_DATE, input.issueDate);
  if (!inForce || !handsGoodsToCarrier(input) || input.handoverDate) return [];
  const from = GOODS_HANDOVER_DATE[0]?.from ?? '';
  return [despatchError('handoverDate', '4385', m.handoverRequired(from))];
};
