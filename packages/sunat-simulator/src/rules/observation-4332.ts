import { text } from '../document/dom.ts';
import { documentLines } from '../document/read-document.ts';
import { lineNumber } from './line-taxes.ts';
import { OBS_3496_FROM } from './observation-3496.ts';
import { BILLS, type Rule } from './rule.ts';

/**
 * 4332 (observation): a line's SUNAT product code (Catálogo 25, cbc:ItemClassificationCode) is
 * not valid. The document is still accepted; the CDR carries the Note. Removed for documents
 * issued from 2026-01-31, when 3496 replaced it.
 */
export const observation4332: Rule = {
  code: '4332',
  severity: 'observation',
  appliesTo: BILLS,
  check({ root, identity, isValidProductCode }) {
    if ((identity.issueDate ?? '') >= OBS_3496_FROM) return null;
    for (const [i, line] of documentLines(root).entries()) {
      const code = text(line, 'cac:Item/cac:CommodityClassification/cbc:ItemClassificationCode');
      if (code !== undefined && !isValidProductCode(code)) {
        return { code: '4332', detail: `Error en la linea: ${lineNumber(line, i)}` };
      }
    }
    return null;
  },
};
