import type { DespatchInput } from '@facturador/contracts';

/**
 * One thing SUNAT would say about a guía, at the field that causes it: an error refuses it (nothing
 * is signed, the number is not spent), an observation is said and the guía still goes.
 */
export interface DespatchRuleIssue {
  /** Path in the DespatchInput, e.g. "vehicle.plate" or "drivers". */
  field: string;
  /** The SUNAT code (CódigosRetorno) the rule prevents. */
  code: string;
  severity: 'error' | 'observation';
  message: string;
}

export interface DespatchRuleContext {
  /** The issuer's RUC: the remitente of a 09, the transportista of a 31. */
  issuerRuc: string;
}

export type DespatchRule = (input: DespatchInput, context: DespatchRuleContext) => DespatchRuleIssue[];

export const despatchError = (field: string, code: string, message: string): DespatchRuleIssue => ({
  field,
  code,
  severity: 'error',
  message,
});

export const despatchObservation = (field: string, code: string, message: string): DespatchRuleIssue => ({
  field,
  code,
  severity: 'observation',
  message,
});

/** A guía remitente whose transfer SUNAT sees as the issuer's own vehicle: privado, or an M1/L vehicle. */
export const movesItself = (input: DespatchInput): boolean =>
  input.documentType === '09' && (input.transportMode === '02' || input.m1OrLVehicle);
