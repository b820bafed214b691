/** The tax engine's public API (src/index.ts re-exports it). */
export { computeAmounts, computeDocument, DEFAULT_ISSUE_TIME } from './compute-document.ts';
export type { ComputeContext, DocumentAmounts } from './compute-document.ts';
export { summaryLineOf } from './summary-lines.ts';
export { amountInWords, CURRENCY_WORDS, MAX_AMOUNT_IN_WORDS } from './words/index.ts';
export {
  ICBPER_PER_BAG,
  IDENTIFICATION_THRESHOLD_PEN,
  installmentId,
  ISC_SYSTEM_AL_VALOR,
  IVAP_PERCENT,
} from './taxes/index.ts';
export * from './calendar/index.ts';
export {
  DOCUMENT_OBSERVATIONS,
  DOCUMENT_RULES,
  observeDocument,
  ruleMessages,
  SUMMARY_RULES,
  summaryLate4443,
  unitValueFormatAccepts,
  validateDocument,
  validateSummary,
} from './rules/index.ts';
export type {
  DocumentObservation,
  DocumentRule,
  DocumentRuleIssue,
  ListedPeriod,
  RuleContext,
  SummaryHeader,
  SummaryRuleIssue,
  ValidateOptions,
} from './rules/index.ts';
export { computeDespatch, handsGoodsToCarrier } from './compute-despatch.ts';
export type { DespatchContext } from './compute-despatch.ts';
export { DESPATCH_RULES, despatchRuleMessages, validateDespatch } from './rules/despatch/index.ts';
export type { DespatchRule, DespatchRuleContext, DespatchRuleIssue } from './rules/despatch/index.ts';
export * from './catalogs/index.ts';
export { Money } from './money/index.ts';
// Retenciones and percepciones (issue 41): the browser's Emitir previews the amounts with the server's code.
export { computeRetentionPerception, outOfTotals } from './retention-perception/compute.ts';
export type { ComputedRetentionPerception } from './retention-perception/model.ts';
