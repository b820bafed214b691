import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/**
 * SUNAT 3215 (and 3212 for the payments): a document names each advance once; the same advance
 * twice would be two references with one payment each, deducting it twice.
 */
export const advanceRepeated3215: DocumentRule = ({ advanceDeductions }) => {
  const seen = new Set<string>();
  return (advanceDeductions ?? []).flatMap((advance, index) => {
    const key = `${advance.documentType}-${advance.series}-${advance.number}`;
    if (!seen.has(key)) {
      seen.add(key);
      return [];
    }
    return [issue(`advanceDeductions.${index}`, '3215', ruleMessages.advanceRepeated)];
  });
};
