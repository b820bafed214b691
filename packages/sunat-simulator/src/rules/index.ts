import { observation4019 } from './observation-4019.ts';
import { observation4027 } from './observation-4027.ts';
import { observation4207 } from './observation-4207.ts';
import { observation4290 } from './observation-4290.ts';
import { observation3496 } from './observation-3496.ts';
import { observation4332 } from './observation-4332.ts';
import { observation4439 } from './observation-4439.ts';
import { observation4443 } from './observation-4443.ts';
import { rule1001 } from './rule-1001.ts';
import { rule1086 } from './rule-1086.ts';
import { rule2016 } from './rule-2016.ts';
import { rule2017 } from './rule-2017.ts';
import { rule2021 } from './rule-2021.ts';
import { rule2078 } from './rule-2078.ts';
import { rule2079 } from './rule-2079.ts';
import { rule2022 } from './rule-2022.ts';
import { rule2172 } from './rule-2172.ts';
import { rule2228 } from './rule-2228.ts';
import { rule2369 } from './rule-2369.ts';
import { rule2788 } from './rule-2788.ts';
import { rule2792 } from './rule-2792.ts';
import { rule2797 } from './rule-2797.ts';
import { rule2798 } from './rule-2798.ts';
import { rule3093 } from './rule-3093.ts';
import { rule3233 } from './rule-3233.ts';
import { rule3308 } from './rule-3308.ts';
import { rule3309 } from './rule-3309.ts';
import { rule3310 } from './rule-3310.ts';
import { rule3330 } from './rule-3330.ts';
import { rule2800 } from './rule-2800.ts';
import { rule2642 } from './rule-2642.ts';
import { rule2801 } from './rule-2801.ts';
import { rule2936 } from './rule-2936.ts';
import { rule2992 } from './rule-2992.ts';
import { rule3030 } from './rule-3030.ts';
import { rule3103 } from './rule-3103.ts';
import { rule3107 } from './rule-3107.ts';
import { rule3236 } from './rule-3236.ts';
import { rule3244 } from './rule-3244.ts';
import { rule3246 } from './rule-3246.ts';
import { rule3270 } from './rule-3270.ts';
import { rule3271 } from './rule-3271.ts';
import { rule3278 } from './rule-3278.ts';
import { rule3279 } from './rule-3279.ts';
import { rule3280 } from './rule-3280.ts';
import { rule3291 } from './rule-3291.ts';
import { rule3462 } from './rule-3462.ts';
import { rule2503 } from './rule-2503.ts';
import { rule2505 } from './rule-2505.ts';
import { rule2509 } from './rule-2509.ts';
import { rule2520 } from './rule-2520.ts';
import { rule2521 } from './rule-2521.ts';
import { rule3097 } from './rule-3097.ts';
import { rule3098 } from './rule-3098.ts';
import { rule3099 } from './rule-3099.ts';
import { rule3211 } from './rule-3211.ts';
import { rule3212 } from './rule-3212.ts';
import { rule3213 } from './rule-3213.ts';
import { rule3214 } from './rule-3214.ts';
import { rule3215 } from './rule-3215.ts';
import { rule3216 } from './rule-3216.ts';
import { rule3217 } from './rule-3217.ts';
import { rule3220 } from './rule-3220.ts';
import { rule3273 } from './rule-3273.ts';
import { rule3274 } from './rule-3274.ts';
import { rule3275 } from './rule-3275.ts';
import { rule3277 } from './rule-3277.ts';
import { rule3282 } from './rule-3282.ts';
import { rule3287 } from './rule-3287.ts';
import type { Finding, Rule, RuleContext } from './rule.ts';

export type { Finding, Rule, RuleContext, SigningFacts } from './rule.ts';

/**
 * Every rule, in the order the double reports them: SUNAT answers with one code, so the signer
 * (Firma sheet) comes first, then parties (the issuer's before the buyer's), then payment, then
 * lines (the most precise code for an amount error), then the IGV rate (3462 before the totals
 * computed with it), then totals.
 */
export const RULES: readonly Rule[] = [
  rule1001,
  rule2079,
  rule2078,
  rule1086,
  rule3097,
  rule2228,
  rule2172,
  rule2800,
  rule2016,
  rule2017,
  rule2021,
  rule2022,
  rule2801,
  rule3030,
  rule3098,
  rule3099,
  rule3244,
  rule3246,
  rule3308,
  rule3093,
  rule3330,
  rule3309,
  rule3310,
  rule3233,
  rule2792,
  rule2788,
  rule2797,
  rule2798,
  rule3211,
  rule3212,
  rule3213,
  rule3214,
  rule3215,
  rule3216,
  rule2505,
  rule2521,
  rule3217,
  rule2520,
  rule2503,
  rule3220,
  rule2509,
  rule3287,
  rule3282,
  rule2642,
  rule2936,
  rule3236,
  rule2369,
  rule2992,
  rule3107,
  rule3103,
  rule3270,
  rule3271,
  rule3462,
  rule3273,
  rule3274,
  rule3275,
  rule3277,
  rule3278,
  rule3291,
  rule3279,
  rule3280,
  observation4207,
  observation4290,
  observation4439,
  observation4019,
  observation4027,
  observation4332,
  observation3496,
  observation4443,
];

export interface RulesOutcome {
  error?: Finding;
  observations: Finding[];
}

/** Runs the rules that apply to the document type, skipping the codes listed in `disabled`. */
export function applyRules(ctx: RuleContext, disabled: ReadonlySet<string> = new Set()): RulesOutcome {
  const observations: Finding[] = [];
  for (const rule of RULES) {
    if (disabled.has(rule.code) || !rule.appliesTo.includes(ctx.type)) continue;
    const finding = rule.check(ctx);
    if (!finding) continue;
    if (rule.severity === 'error') return { error: finding, observations };
    observations.push(finding);
  }
  return { observations };
}
