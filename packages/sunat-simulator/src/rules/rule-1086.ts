import { SSCO_CHECK_FROM } from '../parameters/rule-dates.ts';
import { noteReference } from '../registry/references.ts';
import type { Rule } from './rule.ts';

/**
 * 1086 (Factura row 10; NotaCredito/NotaDebito row 10 «Si el 'Tipo de documento que modifica' es
 * '01'»; no such row on Boleta): «El valor del Tag UBL se encuentra en el listado de Sujetos sin
 * capacidad operativa (ind_padron igual a "02") y "Fecha de emisión" del comprobante comprendida en
 * el rango de vigencia», from the issue date 2024-02-29 (parameters/rule-dates.ts). A 1xxx code:
 * SUNAT answers it as an exception, and the document is not registered.
 */
export const rule1086: Rule = {
  code: '1086',
  severity: 'error',
  appliesTo: ['01', '07', '08'],
  check({ root, type, identity, isInSscoPadron }) {
    const issueDate = identity.issueDate ?? '';
    if (issueDate < SSCO_CHECK_FROM) return null;
    if (type !== '01' && noteReference(root)?.type !== '01') return null;
    const ruc = identity.supplierRuc ?? '';
    return isInSscoPadron(ruc, issueDate)
      ? { code: '1086', detail: `RUC: ${ruc}, Fecha: ${issueDate}` }
      : null;
  },
};
