export { DESPATCH_RULES, validateDespatch } from './validate-despatch.ts';
export { despatchRuleMessages } from './despatch-messages.ts';
export type { DespatchRule, DespatchRuleContext, DespatchRuleIssue } from './despatch-rule.ts';
