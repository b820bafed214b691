import { despatchRuleMessages as m } from './despatch-messages.ts';
import { despatchError, type DespatchRule } from './despatch-rule.ts';

/** SUNAT 3362 «No debe repetirse la informacion de conductores» (the XSL keys them by licence). */
export const driversRepeated3362: DespatchRule = ({ drivers }) => {
  const licences = drivers.map((driver) => driver.licence);
  return new Set(licences).size < licences.length
    ? [despatchError('drivers', '3362', m.driversRepeated)]
    : [];
};
