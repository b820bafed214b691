import type { OtherCpeRead } from '../read-other-cpe.ts';
import { observation4314 } from './observation-4314.ts';
import { rule2618 } from './rule-2618-2602.ts';
import { rule2619 } from './rule-2619-2603.ts';
import { rule2620 } from './rule-2620-2604.ts';
import { rule2623 } from './rule-2623-2608.ts';
import { rule2625 } from './rule-2625-2612.ts';
import { rule2628 } from './rule-2628-2667.ts';
import { rule2629 } from './rule-2629-2668.ts';
import { rule2661 } from './rule-2661-2659.ts';
import { rule2692 } from './rule-2692.ts';
import { rule2985 } from './rule-2985.ts';
import { rule3303 } from './rule-3303.ts';
import type { Finding, OtherCpeRule } from './rule.ts';

/**
 * Every rule of a retención or percepción in the order of the sheets' rows (parties, régimen,
 * totals, related documents, payments, amounts); the first error is the answer.
 */
export const OTHER_CPE_RULES: readonly OtherCpeRule[] = [
  rule2620,
  rule2618,
  rule2619,
  rule2628,
  rule2629,
  rule3303,
  observation4314,
  rule2692,
  rule2985,
  rule2661,
  rule2625,
  rule2623,
];

/** Runs the rules, skipping the codes in `disabled` (by their retención code). */
export function applyOtherCpeRules(
  doc: OtherCpeRead,
  disabled: ReadonlySet<string> = new Set(),
): { error?: Finding; observations: Finding[] } {
  const observations: Finding[] = [];
  for (const rule of OTHER_CPE_RULES) {
    if (disabled.has(rule.code)) continue;
    const finding = rule.check(doc);
    if (!finding) continue;
    if (rule.severity === 'error') return { error: finding, observations };
    observations.push(finding);
  }
  return { observations };
}
