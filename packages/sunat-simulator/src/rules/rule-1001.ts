import type { Rule } from './rule.ts';

/**
 * 1001 (row 3 of the Factura, Boleta, NotaCredito and NotaDebito sheets): cbc:ID is
 * SERIE-CORRELATIVO in the format of the document's type — a factura's series starts with F, a
 * boleta's with B, a note's with either; a series of digits (contingency) fits them all.
 */
const FORMATS: Readonly<Record<string, RegExp>> = {
  '01': /^(F[A-Z0-9]{3}|[0-9]{1,4})-[0-9]{1,8}$/,
  '03': /^(B[A-Z0-9]{3}|[0-9]{1,4})-[0-9]{1,8}$/,
  '07': /^([BF][A-Z0-9]{3}|[0-9]{1,4})-[0-9]{1,8}$/,
  '08': /^([BF][A-Z0-9]{3}|[0-9]{1,4})-[0-9]{1,8}$/,
};

export const rule1001: Rule = {
  code: '1001',
  severity: 'error',
  appliesTo: ['01', '03', '07', '08'],
  check({ identity, type }) {
    const id = identity.id ?? '';
    return FORMATS[type]!.test(id) ? null : { code: '1001', detail: id };
  },
};
