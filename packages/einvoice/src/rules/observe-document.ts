import type { DocumentInput } from '@facturador/contracts';
import { customerDni4207 } from './customer-dni-4207.ts';
import type { DocumentObservation, DocumentObservationRule } from './rule.ts';

/** Every observation rule of a bill, in the order of SUNAT's sheets. */
export const DOCUMENT_OBSERVATIONS: readonly DocumentObservationRule[] = [customerDni4207];

/** What SUNAT would observe in this input (it would still accept it): [] when nothing. */
export const observeDocument = (input: DocumentInput): DocumentObservation[] =>
  DOCUMENT_OBSERVATIONS.flatMap((rule) => rule(input));
