import { children, text, type Element } from '../document/dom.ts';
import type { Registry } from '../registry/registry.ts';
import type { Finding } from './rules/rule.ts';

/** One sac:VoidedDocumentsLine of a resumen de reversiones. */
export interface ReversionLineRead {
  type: string;
  series: string;
  numberText: string;
}

export const reversionLines = (root: Element): ReversionLineRead[] =>
  children(root, 'sac:VoidedDocumentsLine').map((line) => ({
    type: text(line, 'cbc:DocumentTypeCode') ?? '',
    series: text(line, 'sac:DocumentSerialID') ?? '',
    numberText: text(line, 'sac:DocumentNumberID') ?? '',
  }));

/** Series of a 20 (2674) or a 40 (2675): R/P + 3, or a physical one of up to 4 digits (row 11). */
const SERIES: Record<string, RegExp> = { '20': /^(R[A-Z0-9]{3}|\d{1,4})$/, '40': /^(P[A-Z0-9]{3}|\d{1,4})$/ };

/**
 * What Resumen_de_reversiones1_0 checks in the file itself, in its rows' order: 2671 (row 5,
 * ReferenceDate after IssueDate), 2308 (row 10, a type other than 20 and 40), 2674/2675 (row 11,
 * the series), 2348 (row 12, a document twice).
 */
export function checkReversionContent(root: Element): Finding | null {
  const issueDate = text(root, 'cbc:IssueDate') ?? '';
  const referenceDate = text(root, 'cbc:ReferenceDate') ?? '';
  if (referenceDate > issueDate) return { code: '2671', detail: `${referenceDate} > ${issueDate}` };
  const seen = new Set<string>();
  for (const line of reversionLines(root)) {
    const pattern = SERIES[line.type];
    if (!pattern) return { code: '2308', detail: line.type };
    if (!pattern.test(line.series))
      return { code: line.type === '20' ? '2674' : '2675', detail: line.series };
    const key = `${line.type}|${line.series}|${Number(line.numberText)}`;
    if (seen.has(key)) return { code: '2348', detail: `${line.series}-${line.numberText}` };
    seen.add(key);
  }
  return null;
}

/** Row 12 against SUNAT's register: 2750 (the document does not exist), 2751 (already reverted). */
export function checkReversionRegistry(registry: Registry, ruc: string, root: Element): Finding | null {
  for (const line of reversionLines(root)) {
    const entry = registry.get(ruc, line.type, line.series, Number(line.numberText));
    const id = `${line.series}-${line.numberText}`;
    if (!entry || entry.status === 'rejected') return { code: '2750', detail: id };
    if (entry.status === 'voided') return { code: '2751', detail: id };
  }
  return null;
}
