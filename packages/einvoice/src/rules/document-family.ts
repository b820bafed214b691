import type { DocumentInput } from '@facturador/contracts';

export const isNote = (input: DocumentInput): boolean =>
  input.documentType === '07' || input.documentType === '08';

/** A factura or a note that modifies one: its customer and its series follow the factura's rules. */
export const isFacturaFamily = (input: DocumentInput): boolean =>
  input.documentType === '01' ||
  (isNote(input) && (input.reference ? input.reference.documentType === '01' : input.series.startsWith('F')));

/** A boleta or a note that modifies one. */
export const isBoletaFamily = (input: DocumentInput): boolean =>
  input.documentType === '03' ||
  (isNote(input) && (input.reference ? input.reference.documentType === '03' : input.series.startsWith('B')));
