import { text } from '../document/dom.ts';
import { documentLines } from '../document/read-document.ts';
import { lineNumber } from './line-taxes.ts';
import { BILLS, type Rule } from './rule.ts';

/**
 * Control de Cambios 2025-01-27, in force from 2026-01-31: «Se elimina las observaciones» OBS-4332
 * and OBS-4337, and OBS-3496 «se agrega … en reemplazo» (FAC, BOL, NC y ND). Documents issued
 * before that day keep the old observation (observation-4332.ts).
 */
export const OBS_3496_FROM = '2026-01-31';

/** The codes SUNAT lets stand for «no code» (Factura row 28: «diferente de 8 ceros … y de 8 nueves»). */
const PLACEHOLDERS = new Set(['00000000', '99999999']);

/**
 * 3496 (observation; Factura row 28): the line's SUNAT product code is not 8 digits, or is neither
 * a placeholder nor in Catálogo 25. The document is still accepted; the CDR carries the Note.
 */
export const observation3496: Rule = {
  code: '3496',
  severity: 'observation',
  appliesTo: BILLS,
  check({ root, identity, isValidProductCode }) {
    if ((identity.issueDate ?? '') < OBS_3496_FROM) return null;
    for (const [i, line] of documentLines(root).entries()) {
      const code = text(line, 'cac:Item/cac:CommodityClassification/cbc:ItemClassificationCode');
      if (code === undefined) continue;
      if (!/^\d{8}$/.test(code) || (!PLACEHOLDERS.has(code) && !isValidProductCode(code))) {
        return { code: '3496', detail: `Error en la linea: ${lineNumber(line, i)}` };
      }
    }
    return null;
  },
};
