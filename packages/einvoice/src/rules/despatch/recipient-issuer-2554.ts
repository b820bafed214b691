import { despatchRuleMessages as m } from './despatch-messages.ts';
import { despatchError, type DespatchRule } from './despatch-rule.ts';

/** Motivos where the goods stay the issuer's: 02 compra, 04 entre establecimientos, 07 recojo de bienes transformados. */
const OWN_GOODS = ['02', '04', '07'];

/** SUNAT 2554: for those motivos the destinatario is the remitente itself (RUC). */
export const recipientIssuer2554: DespatchRule = (input, { issuerRuc }) =>
  input.documentType === '09' &&
  OWN_GOODS.includes(input.reasonCode ?? '') &&
  (input.recipient.documentType !== '6' || input.recipient.documentNumber !== issuerRuc)
    ? [despatchError('recipient.documentNumber', '2554', m.recipientMustBeIssuer)]
    : [];
