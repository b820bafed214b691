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

/**
 * One thing SUNAT would observe (a 4xxx code in an accepted CDR): like summaries' observations
 * (SummaryRuleIssue, 4443), it is said to the person and the document still goes. validateDocument
 * lists only what SUNAT refuses, so what blocks issuing stays there and observations live apart.
 */
export interface DocumentObservation extends DocumentRuleIssue {
  severity: 'observation';
}

/** A rule that observes (observe-document.ts lists them); here so a rule file needs no list. */
export type DocumentObservationRule = (input: DocumentInput) => DocumentObservation[];

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
  /**
   * Whether the issuer is in SUNAT's Registro de exportadores de servicios (padrón 05) on the day
   * (3097), when the caller knows it; absent, the rule has nothing to judge.
   */
  issuerServiceExporter?: boolean | undefined;
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
