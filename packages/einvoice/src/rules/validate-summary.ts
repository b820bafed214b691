import { summaryIssuerName2228 } from './summary-issuer-name-2228.ts';
import { summaryLate4443 } from './summary-late-4443.ts';
import type { SummaryHeader, SummaryRule, SummaryRuleContext, SummaryRuleIssue } from './summary-rule.ts';

/** Every rule of a summary (RC, RA, RR), in the order of SUNAT's sheets. */
export const SUMMARY_RULES: readonly SummaryRule[] = [summaryLate4443, summaryIssuerName2228];

/**
 * What SUNAT would say about a summary that reaches it `today`: errors (the summary must not be
 * signed) and observations (said to the person; it still goes). [] when nothing.
 */
export const validateSummary = (summary: SummaryHeader, context: SummaryRuleContext): SummaryRuleIssue[] =>
  SUMMARY_RULES.flatMap((rule) => rule(summary, context));
