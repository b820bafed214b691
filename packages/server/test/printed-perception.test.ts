import { describe, expect, it } from '@jest/globals';
import { documentInputSchema } from '@facturador/contracts';
import { computeDocument } from '@facturador/einvoice';
import { printedDocumentOf } from '../src/documents/printed/printed-document.ts';

/** A factura as the printed modules receive it; `perception` makes it an operation 2001 at the counter. */
function printed(perception: boolean) {
  const input = documentInputSchema.parse({
    documentType: '01',
    series: 'F001',
    issueDate: '2026-11-26',
    customer: { documentType: '6', documentNumber: '20100070970', name: 'CLIENTE EJEMPLO S.A.' },
    lines: [
      { description: 'Cemento', quantity: '100', unitCode: 'NIU', unitValue: '25.5', affectation: '10' },
    ],
    ...(perception ? { operationType: '2001', perception: { code: '51' } } : {}),
  });
  const computed = computeDocument(input, {
    issuer: {
      ruc: '20512333797',
      businessName: 'EMPRESA DEMO S.A.C.',
      address: 'Av. Lima 123',
      ubigeo: '150101',
      establishmentCode: '0000',
    },
    number: 8,
    igvPercent: '18',
    issueTime: '10:00:00',
  });
  return printedDocumentOf({
    computed,
    input,
    status: 'accepted',
    environment: 'production',
    digestValue: 'hash=',
    company: { fiscalAddress: 'Av. Lima 123', logoDataUrl: null },
    consultUrl: 'https://facturador.test/consulta',
  });
}

describe('The printed factura with percepción (issue 41)', () => {
  it('names the operation, the percepción of 2 % and the total to collect with it, in soles', () => {
    expect(printed(true).operationRows).toEqual([
      { label: 'Operación', value: 'Operación sujeta a percepción' },
      { label: 'Percepción', value: '2 %, S/ 60.18' },
      { label: 'Total a cobrar con percepción', value: 'S/ 3,069.18' },
    ]);
    expect(printed(false).operationRows).toBeUndefined();
  });
});
