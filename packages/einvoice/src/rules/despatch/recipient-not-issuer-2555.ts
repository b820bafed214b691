import { despatchRuleMessages as m } from './despatch-messages.ts';
import { despatchError, type DespatchRule } from './despatch-rule.ts';

/** Motivos where the goods go to someone else: venta, venta a terceros, consignación, devolución, exportación… */
const TO_OTHERS = ['01', '03', '05', '06', '09', '14', '17'];

/** SUNAT 2555: for those motivos the destinatario is not the remitente. */
export const recipientNotIssuer2555: DespatchRule = (input, { issuerRuc }) =>
  input.documentType === '09' &&
  TO_OTHERS.includes(input.reasonCode ?? '') &&
  input.recipient.documentType === '6' &&
  input.recipient.documentNumber === issuerRuc
    ? [despatchError('recipient.documentNumber', '2555', m.recipientMustNotBeIssuer)]
    : [];
