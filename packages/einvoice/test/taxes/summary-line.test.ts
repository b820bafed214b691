import { describe, expect, it } from '@jest/globals';
import { summaryLineOf } from '../../src/calc.ts';
import { boletaDraft, compute, facturaDraft, fixed, line } from './documents.ts';

describe('resumen diario line', () => {
  it('carries the rate (cbc:Percent, 2992), the customer and the totals of a boleta', () => {
    const doc = compute(
      boletaDraft({
        lines: [line(), line({ affectation: '20', unitValue: '10' }), line({ affectation: '17' })],
      }),
    );
    const summary = summaryLineOf(doc, '1');
    expect(summary).toMatchObject({
      documentType: '03',
      series: 'B001',
      number: 1,
      status: '1',
      customer: { documentType: '1', documentNumber: '46027896' },
      currency: 'PEN',
    });
    expect(summary.igvPercent.toString()).toBe('18');
    expect(summary.reference).toBeUndefined();
    expect(fixed(summary.totals.taxed)).toBe('100.00');
    expect(fixed(summary.totals.exonerated)).toBe('10.00');
    expect(fixed(summary.totals.igv)).toBe('18.00');
    expect(fixed(summary.totals.ivap!)).toBe('4.00');
    expect(fixed(summary.totals.payableAmount)).toBe('232.00');
  });

  it('points a boleta note at its boleta, with the void status 3', () => {
    const note = compute(
      boletaDraft({
        documentType: '07',
        series: 'BC01',
        reference: {
          documentType: '03',
          series: 'B001',
          number: 7,
          reasonCode: '01',
          reasonDescription: 'Anulación',
        },
      }),
    );
    const summary = summaryLineOf(note, '3');
    expect(summary.reference).toEqual({ documentType: '03', series: 'B001', number: 7 });
    expect(summary.status).toBe('3');
  });

  it('refuses facturas and their notes', () => {
    expect(() => summaryLineOf(compute(facturaDraft()), '1')).toThrow(RangeError);
    const note = compute(
      facturaDraft({
        documentType: '07',
        series: 'FC01',
        reference: {
          documentType: '01',
          series: 'F001',
          number: 7,
          reasonCode: '01',
          reasonDescription: 'Anulación',
        },
      }),
    );
    expect(() => summaryLineOf(note, '1')).toThrow('no van en un resumen diario');
  });
});
