import { OPERATION_EXPORT_OF_SERVICES } from '../catalogs/operation-types-51.ts';
import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/**
 * SUNAT 3099 (Factura row 15): on an export of services (0201) the country of use is «diferente al
 * Catálogo 04 o … igual a 'PE'». Outside 0201 the sheet only takes 'PE' there (row 14, OBS-4041),
 * so a country of use on another operation is refused here rather than sent as an observation.
 */
export const exportServiceCountry3099: DocumentRule = ({ operationType, serviceCountry }) => {
  if (!serviceCountry) return [];
  if (operationType !== OPERATION_EXPORT_OF_SERVICES) {
    return [issue('serviceCountry', '3099', ruleMessages.serviceCountryOnlyServices)];
  }
  return serviceCountry === 'PE' ? [issue('serviceCountry', '3099', ruleMessages.serviceCountryNotPeru)] : [];
};
