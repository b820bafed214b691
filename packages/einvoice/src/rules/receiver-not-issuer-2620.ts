import { otherCpeMessages } from './other-cpe-messages.ts';
import { codeFor, kindWord, otherCpeError, type OtherCpeRule } from './other-cpe-rule.ts';

/**
 * SUNAT 2620 (retención, row 18: «El Proveedor no puede ser el mismo que el Emisor») and 2604
 * (percepción, row 19: «El Cliente no puede ser el mismo que el Emisor»).
 */
export const receiverNotIssuer2620: OtherCpeRule = ({ documentType, receiver }, { issuerRuc }) =>
  receiver.documentNumber === issuerRuc
    ? [
        otherCpeError(
          'receiver.documentNumber',
          codeFor(documentType, '2620', '2604'),
          otherCpeMessages.receiverIsIssuer(kindWord(documentType)),
        ),
      ]
    : [];
