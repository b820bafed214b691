import { GENERAL_IGV_RATE, igvRatesInForce } from '../parameters/igv-rates.ts';
import { consignedIgvRate } from './igv.ts';
import { BILLS, type Rule } from './rule.ts';

/**
 * 4439 (observation): the lines carry the reduced rate and the issuer is not in the «Padrón de
 * Tasa especial del IGV - Restaurantes y hoteles» (ind_padron "01") on the issue date. The rows
 * name 10.5 on facturas and boletas, «10 o 10.5» on notes: the reduced rates in force for the
 * document type on its date (a factura at 10 after 2026-02-13 is already ERR-3462).
 */
export const observation4439: Rule = {
  code: '4439',
  severity: 'observation',
  appliesTo: BILLS,
  check({ root, type, identity, isInReducedIgvPadron }) {
    const rate = consignedIgvRate(root);
    const issueDate = identity.issueDate ?? '';
    const reduced = igvRatesInForce(type, issueDate).filter((r) => r !== GENERAL_IGV_RATE);
    if (rate === undefined || !reduced.includes(rate)) return null;
    const ruc = identity.supplierRuc ?? '';
    return isInReducedIgvPadron(ruc, issueDate)
      ? null
      : { code: '4439', detail: `RUC: ${ruc}, Tasa: ${rate}` };
  },
};
