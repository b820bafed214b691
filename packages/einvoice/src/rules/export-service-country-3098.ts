import { OPERATION_EXPORT_OF_SERVICES } from '../catalogs/operation-types-51.ts';
import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/**
 * SUNAT 3098 (Factura row 15): «Si 'Tipo de operación' es '0201' … si el Tag UBL no existe o es
 * vacío»: an export of services names the country where it is used, exploited or enjoyed.
 */
export const exportServiceCountry3098: DocumentRule = ({ operationType, serviceCountry }) =>
  operationType === OPERATION_EXPORT_OF_SERVICES && !serviceCountry
    ? [issue('serviceCountry', '3098', ruleMessages.serviceCountryRequired)]
    : [];
