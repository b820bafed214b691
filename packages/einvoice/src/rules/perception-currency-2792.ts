import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/**
 * SUNAT 2792 (Factura row 63): «Si "Código de motivo de cargo/descuento" es '51' o '52' o '53'
 * (Percepción), el atributo @currencyID del Tag UBL es diferente a "PEN"». The percepción is always
 * in soles; the engine computes it from the document's own total, so it charges one only on a
 * document in soles (a USD factura would need the day's exchange rate, which the engine is not given).
 */
export const perceptionCurrency2792: DocumentRule = ({ currency, perception }) =>
  perception && currency !== 'PEN' ? [issue('currency', '2792', ruleMessages.perceptionCurrency)] : [];
