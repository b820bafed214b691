import { OPERATION_EXPORT_OF_SERVICES } from '../catalogs/operation-types-51.ts';
import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/**
 * SUNAT 3097 (Factura row 10, Boleta row 9, on the issuer's RUC): «Si 'Tipo de operación' es
 * '0201 Exportación de Servicios – Prestación servicios realizados íntegramente en el país', no
 * existe ind_padron igual a "05" en el listado para el valor del Tag UBL» — «El emisor a la fecha
 * no se encuentra registrado ó habilitado en el Registro de exportadores de servicios SUNAT». The
 * notes' sheets have no such row. Judged only when the caller knows whether the issuer is in that
 * register (`issuerServiceExporter`); absent, the rule has nothing to judge.
 */
export const exportServiceRegistry3097: DocumentRule = (input, { issuerServiceExporter }) => {
  if (issuerServiceExporter !== false || input.operationType !== OPERATION_EXPORT_OF_SERVICES) return [];
  if (input.documentType !== '01' && input.documentType !== '03') return [];
  return [issue('operationType', '3097', ruleMessages.issuerNotServiceExporter)];
};
