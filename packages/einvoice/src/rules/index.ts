export { DOCUMENT_RULES, validateDocument, type ValidateOptions } from './validate-document.ts';
export { ruleMessages } from './messages.ts';
export type { DocumentRule, DocumentRuleIssue, RuleContext } from './rule.ts';
