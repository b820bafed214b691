import { otherCpeMessages } from './other-cpe-messages.ts';
import { otherCpeError, type OtherCpeRule } from './other-cpe-rule.ts';

/**
 * SUNAT 2511 (Retenciones1_0 row 19): the provider's document type «es diferente a 6»: a
 * retención is made to a RUC; a percepción's customer may be a person (Parámetros 006).
 */
export const providerRuc2511: OtherCpeRule = ({ documentType, receiver }) =>
  documentType === '20' && receiver.documentType !== '6'
    ? [otherCpeError('receiver.documentType', '2511', otherCpeMessages.providerNeedsRuc)]
    : [];
