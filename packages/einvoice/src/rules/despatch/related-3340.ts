import { CATALOG_61, RELATED_COMPROBANTES } from '../../catalogs/despatch-related-61.ts';
import { despatchRuleMessages as m } from './despatch-messages.ts';
import { despatchError, type DespatchRule } from './despatch-rule.ts';

/**
 * The documents related to the transfer: none twice (3340), each of a type Catálogo 61 allows on
 * this guía (3445 «no corresponde»), and a comprobante with its issuer's RUC (3380).
 */
export const related3340: DespatchRule = ({ documentType, relatedDocuments }) => {
  const seen = new Set<string>();
  return relatedDocuments.flatMap((related, index) => {
    const field = `relatedDocuments.${index}`;
    const key = `${related.documentType} ${related.number}`;
    if (seen.has(key)) return [despatchError(field, '3340', m.relatedRepeated)];
    seen.add(key);
    const on = CATALOG_61[related.documentType]?.on;
    if (on !== 'both' && on !== documentType)
      return [
        despatchError(
          `${field}.documentType`,
          '3445',
          m.relatedNotOnThisGuia(documentType === '09' ? 'remitente' : 'transportista'),
        ),
      ];
    return RELATED_COMPROBANTES.includes(related.documentType) && !related.issuerRuc
      ? [despatchError(`${field}.issuerRuc`, '3380', m.relatedIssuerRequired)]
      : [];
  });
};
