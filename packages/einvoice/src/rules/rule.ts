import type { DocumentInput } from '@facturador/contracts';
import type { DocumentAmounts } from '../compute-document.ts';

/** One reason SUNAT would reject the document, said in Spanish at the field that causes it. */
export interface DocumentRuleIssue {
  /** Path in the DocumentInput, e.g. "customer.documentNumber" or "lines.2.discount". */
  field: string;
  /** The SUNAT error code (CodeErrors.xml) the rule prevents. */
  code: string;
  message: string;
}

export interface RuleContext {
  /** Today in Lima, YYYY-MM-DD. */
  today: string;
  /** PEN per USD, when known: lets the S/ 700 thresholds judge a USD document. */
  exchangeRate?: string;
  /** The document as computeDocument sees it, for rules about totals. */
  computed: DocumentAmounts;
  /**
   * The periods the issuer is in SUNAT's list of Sujetos sin capacidad operativa (1086), when the
   * caller knows them; absent, the rule has nothing to judge.
   */
  issuerSsco?: readonly ListedPeriod[] | undefined;
}

/** A stay in one of SUNAT's «padrones con vigencia»: YYYY-MM-DD, both ends inclusive, `to` open. */
export interface ListedPeriod {
  from: string;
  to?: string | null;
}

export type DocumentRule = (input: DocumentInput, context: RuleContext) => DocumentRuleIssue[];

export const issue = (field: string, code: string, message: string): DocumentRuleIssue => ({
  field,
  code,
  message,
});
