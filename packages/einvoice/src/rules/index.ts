export { DOCUMENT_RULES, validateDocument, type ValidateOptions } from './validate-document.ts';
export { DOCUMENT_OBSERVATIONS, observeDocument } from './observe-document.ts';
export { ruleMessages } from './messages.ts';
export type {
  DocumentObservation,
  DocumentObservationRule,
  DocumentRule,
  DocumentRuleIssue,
  ListedPeriod,
  RuleContext,
} from './rule.ts';
export { unitValueFormatAccepts } from './unit-value-format-2369.ts';
export { summaryIssuerName2228 } from './summary-issuer-name-2228.ts';
export { summaryLate4443 } from './summary-late-4443.ts';
export type { SummaryHeader, SummaryRule, SummaryRuleContext, SummaryRuleIssue } from './summary-rule.ts';
export { SUMMARY_RULES, validateSummary } from './validate-summary.ts';
