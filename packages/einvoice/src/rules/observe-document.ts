import type { DocumentInput } from '@facturador/contracts';
import { customerDni4207 } from './customer-dni-4207.ts';
import type { DocumentRuleIssue } from './rule.ts';

/**
 * One thing SUNAT would observe (a 4xxx code in an accepted CDR): like summaries' observations
 * (SummaryRuleIssue, 4443), it is said to the person and the document still goes. validateDocument
 * lists only what SUNAT refuses, so what blocks issuing stays there and observations live apart.
 */
export interface DocumentObservation extends DocumentRuleIssue {
  severity: 'observation';
}

export type DocumentObservationRule = (input: DocumentInput) => DocumentObservation[];

/** Every observation rule of a bill, in the order of SUNAT's sheets. */
export const DOCUMENT_OBSERVATIONS: readonly DocumentObservationRule[] = [customerDni4207];

/** What SUNAT would observe in this input (it would still accept it): [] when nothing. */
export const observeDocument = (input: DocumentInput): DocumentObservation[] =>
  DOCUMENT_OBSERVATIONS.flatMap((rule) => rule(input));
