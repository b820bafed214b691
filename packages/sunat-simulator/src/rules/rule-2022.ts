import { buyerName } from './rule-2021.ts';
import { BILLS, type Rule } from './rule.ts';

/**
 * 2022 (Factura row 18, Boleta 17, notas 16): the buyer's RegistrationName, when present (2021), is
 * «alfanumérico de 3 hasta 1500 caracteres (se considera cualquier carácter incluido espacio, no se
 * permite ningún otro "whitespace character": salto de línea, tab, fin de línea, etc.)».
 */
export const rule2022: Rule = {
  code: '2022',
  severity: 'error',
  appliesTo: BILLS,
  check({ root }) {
    const name = buyerName(root);
    if (!name) return null;
    if ([...name].length < 3 || [...name].length > 1500 || /[^\S ]/.test(name)) {
      return { code: '2022', detail: `RegistrationName: ${name}` };
    }
    return null;
  },
};
