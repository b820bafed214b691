import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/** Catálogo 51: operación sujeta a percepción. */
const OPERATION_PERCEPTION = '2001';

/**
 * SUNAT 3308 (Factura rows 63–64): «Si el valor del tag es igual a '51' o '52' o '53' y el 'Tipo de
 * operación' es diferente de '2001'» — «Solo debe consignar informacion de percepciones si el tipo
 * de operación es 2001». The product charges a percepción only within a factura: a boleta, a note
 * or another operation that names one is refused here, before it would be dropped or refused.
 */
export const perceptionOperation3308: DocumentRule = ({ documentType, operationType, perception }) => {
  if (!perception) return [];
  if (documentType !== '01') return [issue('perception', '3308', ruleMessages.perceptionOnlyFacturas)];
  return operationType === OPERATION_PERCEPTION
    ? []
    : [issue('perception', '3308', ruleMessages.perceptionNeedsOperation)];
};
