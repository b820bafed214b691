import type { ReversionInput } from '@facturador/contracts';
import type { Issuer } from '../model/computed.ts';
import type { ReversionDocuments } from './model.ts';

export interface ReversionContext {
  issuer: Issuer;
  /** The day the resumen is made (cbc:IssueDate and the file's date), Lima. */
  issueDate: string;
  /** n of RUC-RR-YYYYMMDD-n: the resúmenes de reversiones made that day, plus one. */
  sequence: number;
}

/** A resumen de reversiones input → the RR to sign: its ID names the day it is made and its sequence. */
export function reversionOf(input: ReversionInput, context: ReversionContext): ReversionDocuments {
  return {
    kind: 'RR',
    issuer: context.issuer,
    referenceDate: input.referenceDate,
    issueDate: context.issueDate,
    sequence: context.sequence,
    id: `RR-${context.issueDate.replaceAll('-', '')}-${context.sequence}`,
    lines: input.lines.map(({ documentType, series, number, reason }) => ({
      documentType,
      series,
      number,
      reason,
    })),
  };
}
