import { text } from '../document/dom.ts';
import { documentLines } from '../document/read-document.ts';
import { lineNumber } from './line-taxes.ts';
import { BILLS, type Rule } from './rule.ts';

/**
 * 4332 (observation): a line's SUNAT product code (Catálogo 25, cbc:ItemClassificationCode) is
 * not valid. The document is still accepted; the CDR carries the Note.
 */
export const observation4332: Rule = {
  code: '4332',
  severity: 'observation',
  appliesTo: BILLS,
  check({ root, isValidProductCode }) {
    for (const [i, line] of documentLines(root).entries()) {
      const code = text(line, 'cac:Item/cac:CommodityClassification/cbc:ItemClassificationCode');
      if (code !== undefined && !isValidProductCode(code)) {
        return { code: '4332', detail: `Error en la linea: ${lineNumber(line, i)}` };
      }
    }
    return null;
  },
};
