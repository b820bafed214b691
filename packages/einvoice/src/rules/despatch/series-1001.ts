import { despatchRuleMessages as m } from './despatch-messages.ts';
import { despatchError, type DespatchRule } from './despatch-rule.ts';

/**
 * SUNAT 1001 on a guía's cbc:ID: the series of a guía remitente is T + 3 (^[T][A-Z0-9]{3}-…), of a
 * guía transportista V + 3 (ValidaExprRegGreRemitente / …Transportista 2.0.1).
 */
export const series1001: DespatchRule = ({ documentType, series }) => {
  const [letter, kind] = documentType === '09' ? ['T', 'remitente'] : ['V', 'transportista'];
  return series.startsWith(letter) ? [] : [despatchError('series', '1001', m.seriesLetter(letter, kind))];
};
