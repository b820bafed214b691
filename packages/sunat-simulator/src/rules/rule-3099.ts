import { operationType } from './customer.ts';
import { SERVICE_COUNTRY_OPERATIONS, serviceCountry } from './rule-3098.ts';
import type { Rule } from './rule.ts';

/**
 * 3099: «Si 'Tipo de operación' es '0201' o '0208' y el Tag UBL existe, el valor es diferente al
 * Catálogo 04 o el valor es igual a 'PE'». Catálogo 04 is ISO 3166-1 alpha-2; the double knows its
 * shape (two capital letters), not the whole list.
 */
export const rule3099: Rule = {
  code: '3099',
  severity: 'error',
  appliesTo: ['01'],
  check({ root }) {
    const country = serviceCountry(root);
    if (!country || !SERVICE_COUNTRY_OPERATIONS.has(operationType(root) ?? '')) return null;
    return country === 'PE' || !/^[A-Z]{2}$/.test(country) ? { code: '3099', detail: country } : null;
  },
};
