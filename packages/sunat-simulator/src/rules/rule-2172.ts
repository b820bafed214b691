import { first, text } from '../document/dom.ts';
import { CATALOGO_09, CATALOGO_10 } from '../parameters/note-reasons.ts';
import type { Rule } from './rule.ts';

/**
 * 2172 (NotaCredito and NotaDebito row 6): «El Tag UBL no existe en el listado» — the note's
 * ResponseCode is in Catálogo 09 (credit notes) or Catálogo 10 (debit notes). An absent or empty
 * one is 2128, not this rule's.
 */
export const rule2172: Rule = {
  code: '2172',
  severity: 'error',
  appliesTo: ['07', '08'],
  check({ root, type }) {
    const reason = text(first(root, 'cac:DiscrepancyResponse'), 'cbc:ResponseCode');
    if (reason === undefined || reason === '') return null;
    const catalogue = type === '07' ? CATALOGO_09 : CATALOGO_10;
    return catalogue.has(reason) ? null : { code: '2172', detail: `ResponseCode: ${reason}` };
  },
};
