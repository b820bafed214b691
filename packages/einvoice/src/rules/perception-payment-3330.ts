import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/**
 * SUNAT 3330 (Factura rows 63–64): «Si 'Tipo de operación' es '2001 - Operación sujeta a
 * percepción', y el valor del tag es igual a '51' o '52' o '53', la 'Forma de pago' es diferente
 * de 'Contado'» — «Solo debe consignar informacion de percepciones si la forma de pago es "Contado"».
 */
export const perceptionPayment3330: DocumentRule = ({ payment, perception }) =>
  perception && payment.method !== 'Contado'
    ? [issue('perception', '3330', ruleMessages.perceptionOnlyCash)]
    : [];
