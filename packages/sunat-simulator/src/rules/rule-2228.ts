import { text } from '../document/dom.ts';
import { REGISTRATION_NAME_MIN_3_FROM } from '../parameters/rule-dates.ts';
import type { Rule } from './rule.ts';

/**
 * 2228 (Resumen diario row 07.2, Comunicación de baja row 8, Resumen de reversiones row 8): the
 * issuer's RegistrationName is «alfanumérico de 3 hasta 100 caracteres (se considera cualquier
 * carácter incluido espacio, no se permite ningún otro "whitespace character": salto de línea, tab,
 * fin de línea, etc.)»; the minimum of 3 from 2024-02-29 (parameters/rule-dates.ts), judged by the
 * summary's IssueDate. An empty or missing name is 2229, not this rule.
 */
export const rule2228: Rule = {
  code: '2228',
  severity: 'error',
  appliesTo: ['RC', 'RA', 'RR'],
  check({ root, identity }) {
    const name = text(
      root,
      'cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName',
    );
    if (!name) return null;
    const min = (identity.issueDate ?? '') >= REGISTRATION_NAME_MIN_3_FROM ? 3 : 1;
    const length = [...name].length;
    return length < min || length > 100 || /[^\S ]/.test(name)
      ? { code: '2228', detail: `RegistrationName: ${name}` }
      : null;
  },
};
