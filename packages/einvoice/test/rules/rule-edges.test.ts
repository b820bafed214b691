import { describe, expect, it } from '@jest/globals';
import type { DocumentInputDraft } from '@facturador/contracts';
import { validateDocument, type ValidateOptions } from '../../src/calc.ts';
import { boletaDraft, facturaDraft, line, parse } from '../taxes/documents.ts';

/** The edges of each rule: where it must stay silent, and where a slightly different input trips it. */
const codesOf = (draft: DocumentInputDraft, options: Partial<ValidateOptions> = {}) =>
  validateDocument(parse(draft), { today: '2026-11-26', ...options }).map((found) => found.code);

const anonymous = { documentType: '-' as const, documentNumber: '-', name: 'VARIOS' };

describe('rule edges', () => {
  it('judges the S/ 700 of a boleta with the company rate', () => {
    const boleta = boletaDraft({ customer: anonymous, lines: [line({ unitValue: '600' })] });
    expect(codesOf(boleta)).toEqual(['2396']);
    expect(codesOf(boleta, { igvPercent: '10.5' })).toEqual([]);
  });

  it('treats a note without reference by its series letter', () => {
    const boletaNote = boletaDraft({
      documentType: '08',
      series: 'BD01',
      customer: anonymous,
      lines: [line({ unitValue: '1000' })],
    });
    expect(codesOf(boletaNote)).toEqual(['2524', '2396']);
  });

  it('reads a DNI from its first digit to its last', () => {
    const customer = { documentType: '1' as const, documentNumber: 'A46027896', name: 'ANA' };
    expect(
      codesOf(facturaDraft({ customer, operationType: '0200', lines: [line({ affectation: '40' })] })),
    ).toEqual(['2801']);
  });

  it('leaves lines without bags alone', () => {
    expect(codesOf(facturaDraft({ lines: [line({ quantity: '2', icbperBags: 0 })] }))).toEqual([]);
    expect(codesOf(facturaDraft({ lines: [line({ quantity: '2.4', icbperBags: 2 })] }))).toEqual([]);
  });

  it('reports a small USD detracción by its currency only', () => {
    const draft = facturaDraft({
      currency: 'USD',
      operationType: '1001',
      detraction: { code: '037', percent: '12', account: '00-000-123456' },
    });
    expect(codesOf(draft)).toEqual(['3208']);
  });

  it('says which letter a note series needs', () => {
    const note = facturaDraft({
      documentType: '07',
      series: 'BC01',
      reference: {
        documentType: '01',
        series: 'F001',
        number: 1,
        reasonCode: '01',
        reasonDescription: 'Anulación',
      },
    });
    const [found] = validateDocument(parse(note), { today: '2026-11-26' });
    expect(found).toEqual({
      field: 'series',
      code: '2345',
      message: 'La serie de la nota debe empezar con F, como el comprobante que modifica',
    });
  });

  it('accepts a credit sale whose installments equal the payable amount', () => {
    const draft = facturaDraft({
      payment: {
        method: 'Credito',
        installments: [
          { amount: '100', dueDate: '2026-12-26' },
          { amount: '18', dueDate: '2027-01-26' },
        ],
      },
    });
    expect(codesOf(draft)).toEqual([]);
  });
});
