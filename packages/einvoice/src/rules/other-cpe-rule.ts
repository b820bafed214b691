import type { RetentionPerceptionInput } from '@facturador/contracts';

/**
 * One thing SUNAT would say about a retención (20) or percepción (40), at the field of the input
 * that causes it: an error refuses it (nothing is signed), an observation is said and it still goes.
 */
export interface OtherCpeRuleIssue {
  /** Path in the RetentionPerceptionInput, e.g. "relatedDocuments.1.payment.date". */
  field: string;
  code: string;
  severity: 'error' | 'observation';
  message: string;
}

export interface OtherCpeRuleContext {
  /** Today in Lima, YYYY-MM-DD: the day it reaches SUNAT (2600). */
  today: string;
  /** The issuer's RUC (2620/2604). */
  issuerRuc: string;
}

export type OtherCpeRule = (
  input: RetentionPerceptionInput,
  context: OtherCpeRuleContext,
) => OtherCpeRuleIssue[];

export const otherCpeError = (field: string, code: string, message: string): OtherCpeRuleIssue => ({
  field,
  code,
  severity: 'error',
  message,
});

/** The code of a rule whose retención and percepción twins differ only in their number. */
export const codeFor = (documentType: '20' | '40', retention: string, perception: string): string =>
  documentType === '20' ? retention : perception;

/** A retención's word and a percepción's, for the messages. */
export const kindWord = (documentType: '20' | '40'): string =>
  documentType === '20' ? 'retención' : 'percepción';
