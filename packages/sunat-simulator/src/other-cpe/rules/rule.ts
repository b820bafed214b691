import type { Finding } from '../../rules/rule.ts';
import type { OtherCpeRead } from '../read-other-cpe.ts';

export type { Finding } from '../../rules/rule.ts';

/** A rule of a retención or percepción, from its sheet; one module per code (or per twin codes). */
export interface OtherCpeRule {
  code: string;
  severity: 'error' | 'observation';
  check(doc: OtherCpeRead): Finding | null;
}

/** The code of a rule whose retención and percepción twins differ only in their number. */
export const twin = (doc: OtherCpeRead, retention: string, perception: string): string =>
  doc.type === '20' ? retention : perception;
