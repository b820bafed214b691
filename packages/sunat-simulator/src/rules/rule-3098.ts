import { text } from '../document/dom.ts';
import { operationType } from './customer.ts';
import type { Rule } from './rule.ts';

/** Catálogo 51 operations that name the country where a service is used (Factura row 15). */
export const SERVICE_COUNTRY_OPERATIONS = new Set(['0201', '0208']);
export const serviceCountry = (root: Parameters<typeof text>[0]): string | undefined =>
  text(root, 'cac:Delivery/cac:DeliveryLocation/cac:Address/cac:Country/cbc:IdentificationCode') || undefined;

/** 3098: «Si 'Tipo de operación' es '0201' o '0208', si el Tag UBL no existe o es vacio». */
export const rule3098: Rule = {
  code: '3098',
  severity: 'error',
  appliesTo: ['01'],
  check({ root }) {
    return SERVICE_COUNTRY_OPERATIONS.has(operationType(root) ?? '') && !serviceCountry(root)
      ? { code: '3098' }
      : null;
  },
};
