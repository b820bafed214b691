import {
  limaDate,
  type OtherDocumentDetail,
  type RetentionPerceptionInputDraft,
} from '@facturador/contracts';
import type { TestApi } from './api.ts';

/** A retención (R001, régimen 01: 3 %) or percepción (P001, régimen 01: 2 %) of one factura of 1180.00 paid in full today. */
export function otherInput(
  api: TestApi,
  documentType: '20' | '40',
  number = 100,
): RetentionPerceptionInputDraft {
  const today = limaDate(api.clock.now());
  return {
    documentType,
    series: documentType === '20' ? 'R001' : 'P001',
    issueDate: today,
    regime: '01',
    receiver: { documentType: '6', documentNumber: '20512333797', name: 'PROVEEDOR EJEMPLO S.A.C.' },
    relatedDocuments: [
      {
        documentType: '01',
        series: 'F001',
        number,
        issueDate: today,
        currency: 'PEN',
        totalAmount: '1180.00',
        payment: { number: 1, date: today, amount: '1180.00' },
      },
    ],
  };
}

/** The retención's or percepción's detail in an answer. */
export const otherDetailOf = (answer: { json(): unknown }) =>
  (answer.json() as { data: OtherDocumentDetail }).data;
