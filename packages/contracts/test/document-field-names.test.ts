import { describe, expect, it } from '@jest/globals';
import { bulkRowFault, documentFieldName, documentInputSchema } from '../src/index.ts';

describe('A document’s fields named as a person reads them (bulk rows, issue 39)', () => {
  it('names the buyer’s, an item’s and a cuota’s fields in Spanish, from zod’s path or a dotted one', () => {
    expect(documentFieldName(['customer', 'documentNumber'])).toBe('Cliente — número de documento');
    expect(documentFieldName('lines.1.quantity')).toBe('Ítem 2 — cantidad');
    expect(documentFieldName(['lines'])).toBe('Ítems');
    expect(documentFieldName('payment.installments.0.amount')).toBe('Cuota 1 — importe');
    expect(documentFieldName('series')).toBe('Serie');
    expect(documentFieldName([])).toBe('');
    expect(documentFieldName('advanceDeductions.1.amount')).toBe('Anticipo 2 — importe');
    expect(documentFieldName('serviceCountry')).toBe('País de uso del servicio');
  });

  it('leaves a field the contract does not know as written, so nothing is hidden', () => {
    expect(documentFieldName('customer.phone')).toBe('Cliente — phone');
    expect(documentFieldName('detraccion')).toBe('detraccion');
  });

  it('says a contract fault of a document with its field’s name, never its path', () => {
    const parsed = documentInputSchema.safeParse({
      documentType: '01',
      series: 'F001',
      issueDate: '2026-01-05',
      customer: { documentType: '6', documentNumber: '20512333797', name: 'X' },
      lines: [],
    });
    const [issue] = parsed.error!.issues;
    expect(bulkRowFault(issue!.path, issue!.message)).toBe('Ítems: Agrega al menos un ítem');
    expect(bulkRowFault('', 'El lote no trae comprobantes')).toBe('El lote no trae comprobantes');
  });
});
