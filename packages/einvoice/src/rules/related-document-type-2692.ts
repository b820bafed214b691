import { otherCpeMessages } from './other-cpe-messages.ts';
import { kindWord, otherCpeError, type OtherCpeRule } from './other-cpe-rule.ts';

/**
 * SUNAT 2692: the related document's type (schemeID) «es diferente a "01", "12", "07", "08", "20"»
 * on a retención (Retenciones1_0 row 37), «"01", "03", "12", "07", "08", "40"» on a percepción
 * (Percepciones1_0 row 38).
 */
export const RELATED_TYPES_BY_KIND = {
  '20': ['01', '12', '07', '08', '20'],
  '40': ['01', '03', '12', '07', '08', '40'],
} as const satisfies Record<'20' | '40', readonly string[]>;

export const relatedDocumentType2692: OtherCpeRule = ({ documentType, relatedDocuments }) => {
  const allowed: readonly string[] = RELATED_TYPES_BY_KIND[documentType];
  return relatedDocuments.flatMap((related, index) =>
    allowed.includes(related.documentType)
      ? []
      : [
          otherCpeError(
            `relatedDocuments.${index}.documentType`,
            '2692',
            otherCpeMessages.relatedType(kindWord(documentType), allowed.join(', ')),
          ),
        ],
  );
};
