import { first, text, type Element } from '../document/dom.ts';

export interface Reference {
  type: string;
  id: string;
  series: string;
  number: number;
}

/** The document a note modifies (cac:BillingReference/cac:InvoiceDocumentReference). */
export function noteReference(root: Element): Reference | undefined {
  const ref = first(root, 'cac:BillingReference/cac:InvoiceDocumentReference');
  const id = text(ref, 'cbc:ID');
  const type = text(ref, 'cbc:DocumentTypeCode');
  if (!id || !type) return undefined;
  const [series = '', numberText = ''] = id.split('-');
  return { type, id, series, number: Number(numberText) };
}

/** Electronic series start with a letter (F/B…); physical ones with a digit are not in the register. */
export const isElectronicSeries = (series: string): boolean => /^[A-Z]/i.test(series);
