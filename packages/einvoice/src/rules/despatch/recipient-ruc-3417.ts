import { despatchRuleMessages as m } from './despatch-messages.ts';
import { despatchError, type DespatchRule } from './despatch-rule.ts';

/** SUNAT 3417: for 06 devolución and 17 traslado para transformación the destinatario has a RUC (the XSL tests 06 and 17). */
export const recipientRuc3417: DespatchRule = (input) =>
  input.documentType === '09' &&
  (input.reasonCode === '06' || input.reasonCode === '17') &&
  input.recipient.documentType !== '6'
    ? [despatchError('recipient.documentType', '3417', m.recipientNeedsRuc)]
    : [];
