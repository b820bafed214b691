import { handsGoodsToCarrier } from '../../compute-despatch.ts';
import { despatchRuleMessages as m } from './despatch-messages.ts';
import { despatchObservation, type DespatchRule } from './despatch-rule.ts';

/**
 * SUNAT 4386 (an observation): in transporte público, «La Fecha de entrega de bienes al
 * transportista debe ser mayor o igual a la Fecha de emision» — startDate, and handoverDate when
 * given apart.
 */
export const handoverDate4386: DespatchRule = (input) => {
  if (!handsGoodsToCarrier(input)) return [];
  const early = (['startDate', 'handoverDate'] as const).filter((field) => {
    const date = input[field];
    return date !== undefined && date < input.issueDate;
  });
  return early.map((field) => despatchObservation(field, '4386', m.handoverBeforeIssue));
};
