import type { Issuer } from '../model/computed.ts';

/** What the summary rules judge of a resumen diario (RC), a comunicación de baja (RA) or a resumen de reversiones (RR). */
export interface SummaryHeader {
  kind: 'RC' | 'RA' | 'RR';
  issuer: Pick<Issuer, 'businessName'>;
  /** The date of the documents it speaks about (ReferenceDate). */
  referenceDate: string;
  /** The day it is made (IssueDate), by which its rules' versions are read. */
  issueDate: string;
}

/**
 * One thing SUNAT would say about the summary: an error refuses it (nothing is signed or sent),
 * an observation is said to the person and the summary still goes.
 */
export interface SummaryRuleIssue {
  code: string;
  severity: 'error' | 'observation';
  message: string;
}

export interface SummaryRuleContext {
  /** The day it reaches SUNAT, in Lima (YYYY-MM-DD). */
  today: string;
}

export type SummaryRule = (summary: SummaryHeader, context: SummaryRuleContext) => SummaryRuleIssue[];
