import { all, text } from '../document/dom.ts';
import type { DocumentIdentity } from '../document/read-document.ts';
import type { Failure } from '../received.ts';
import type { Registry } from './registry.ts';

/** One document an RC or RA line speaks about, and what it does to it. */
export interface SummaryAction {
  type: string;
  series: string;
  number: number;
  /** add (RC 1), modify (RC 2), void (RC 3 or any RA line). */
  action: 'add' | 'modify' | 'void';
}

/** The lines of an RC (status per Catálogo 19) or of an RA (always void). */
export function summaryActions(identity: DocumentIdentity): SummaryAction[] {
  const root = identity.root;
  if (identity.rootName === 'VoidedDocuments') {
    return all(root, 'sac:VoidedDocumentsLine').map((line) => ({
      type: text(line, 'cbc:DocumentTypeCode') ?? '',
      series: text(line, 'sac:DocumentSerialID') ?? '',
      number: Number(text(line, 'sac:DocumentNumberID') ?? 0),
      action: 'void' as const,
    }));
  }
  return all(root, 'sac:SummaryDocumentsLine').map((line) => {
    const [series = '', numberText = ''] = (text(line, 'cbc:ID') ?? '').split('-');
    const condition = text(line, 'cac:Status/cbc:ConditionCode');
    return {
      type: text(line, 'cbc:DocumentTypeCode') ?? '',
      series,
      number: Number(numberText),
      action:
        condition === '3' ? ('void' as const) : condition === '2' ? ('modify' as const) : ('add' as const),
    };
  });
}

/**
 * Step 7 for summaries, when the ticket resolves: 2223 (RC file presented before), 2324 (RA file
 * presented before), 2105 (voiding a document SUNAT does not have as accepted), 2106 (already
 * voided).
 */
export function checkSummaryRegistry(
  registry: Registry,
  ruc: string,
  identity: DocumentIdentity,
  actions: SummaryAction[],
): Failure | null {
  const isRa = identity.rootName === 'VoidedDocuments';
  if (registry.hasSummary(ruc, identity.id ?? ''))
    return { code: isRa ? '2324' : '2223', detail: identity.id };
  for (const a of actions) {
    if (a.action !== 'void') continue;
    const entry = registry.get(ruc, a.type, a.series, a.number);
    const id = `${a.series}-${a.number}`;
    if (entry?.status === 'voided') return { code: '2106', detail: id };
    if (!entry || entry.status !== 'accepted') return { code: '2105', detail: id };
  }
  return null;
}
