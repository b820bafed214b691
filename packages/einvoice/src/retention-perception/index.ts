/**
 * Comprobantes de retención (20) and de percepción (40) and their resumen de reversiones (RR),
 * sent to SUNAT's other-CPE service: input (contracts) → compute → validate → build → sign → zip.
 */
export type {
  ComputedRelatedDocument,
  ComputedRetentionPerception,
  ReversionDocuments,
  ReversionLine,
} from './model.ts';
export { computeRetentionPerception, outOfTotals, type RetentionPerceptionContext } from './compute.ts';
export { reversionOf, type ReversionContext } from './reversion.ts';
export { buildRetentionPerceptionXml, OTHER_CPE_NS } from './ubl.ts';
export { buildSignedRetentionPerception, buildSignedReversion } from './pipeline.ts';
export { SUNAT_ENDPOINTS, serviceOf } from '../soap/endpoints.ts';
export { OTHER_CPE_RULES, validateRetentionPerception } from '../rules/validate-other-cpe.ts';
export { otherCpeMessages } from '../rules/other-cpe-messages.ts';
export type { OtherCpeRule, OtherCpeRuleContext, OtherCpeRuleIssue } from '../rules/other-cpe-rule.ts';
