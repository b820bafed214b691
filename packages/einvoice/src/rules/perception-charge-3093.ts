import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/**
 * SUNAT 3093 (Factura row 63, Boleta's alike): «Si 'Tipo de operación' es '2001 - Operación sujeta
 * a percepción' y 'Forma de pago' es 'Contado', no existe un 'Código de motivo de cargo/descuento'
 * igual a '51' o '52' o '53'» — «Si operación es sujeta a percepción y la forma de pago es Contado,
 * debe ingresar cargo para Percepción». (With it, the builder writes the «Percepcion» terms, 3309.)
 */
export const perceptionCharge3093: DocumentRule = ({ operationType, payment, perception }) =>
  operationType === '2001' && payment.method === 'Contado' && !perception
    ? [issue('perception', '3093', ruleMessages.operationNeedsPerception)]
    : [];
