import { describe, expect, it } from '@jest/globals';
import { compute, facturaDraft, fixed, line } from './documents.ts';

describe('line edges', () => {
  it('writes no discount of 0, no ISC at 0 % or on an export line, no ICBPER without bags', () => {
    const doc = compute(
      facturaDraft({
        lines: [
          line({ discount: '0', iscRate: '0', icbperBags: 0 }),
          line({ affectation: '40', iscRate: '10' }),
        ],
      }),
    );
    expect(doc.lines[0]!.discount).toBeUndefined();
    expect(doc.lines.map((computed) => computed.taxes.map((tax) => tax.scheme))).toEqual([
      ['1000'],
      ['9995'],
    ]);
    expect(doc.taxSubtotals.map((subtotal) => subtotal.scheme)).toEqual(['1000', '9995']);
  });

  it('computes ISC on exonerado and inafecto lines (Factura row 36: 9997/9998 with 2000), outside their base', () => {
    const doc = compute(
      facturaDraft({
        lines: [line({ affectation: '20', iscRate: '10' }), line({ affectation: '30', iscRate: '10' })],
      }),
    );
    expect(
      doc.lines.map((computed) =>
        computed.taxes.map((tax) => [tax.scheme, fixed(tax.taxableAmount), fixed(tax.taxAmount)]),
      ),
    ).toEqual([
      [
        ['9997', '100.00', '0.00'],
        ['2000', '100.00', '10.00'],
      ],
      [
        ['9998', '100.00', '0.00'],
        ['2000', '100.00', '10.00'],
      ],
    ]);
    expect(fixed(doc.totals.exonerated)).toBe('100.00');
    expect(fixed(doc.totals.payableAmount)).toBe('220.00');
  });

  it('does not throw for a global discount above the base: no legend 1000 for a negative amount', () => {
    const doc = compute(facturaDraft({ lines: [line({ unitValue: '100' })], globalDiscount: '4100' }));
    expect(doc.totals.payableAmount.isNegative()).toBe(true);
    expect(doc.legends.map((legend) => legend.code)).not.toContain('1000');
    expect(compute(facturaDraft()).legends[0]).toEqual({
      code: '1000',
      text: 'SON: CIENTO DIECIOCHO CON 00/100 SOLES',
    });
  });

  it('keeps a zero factor when there is no base to divide by', () => {
    const doc = compute(
      facturaDraft({ lines: [line({ unitValue: '0', discount: '1' }), line({ affectation: '20' })] }),
    );
    expect(doc.lines[0]!.discount!.factor.isZero()).toBe(true);
    const exoneratedOnly = compute(
      facturaDraft({ lines: [line({ affectation: '20' })], globalDiscount: '5' }),
    );
    expect(exoneratedOnly.globalDiscount!.factor.isZero()).toBe(true);
    expect(compute(facturaDraft({ globalDiscount: '0' })).globalDiscount).toBeUndefined();
  });

  it('carries the item codes, numbers lines from 1 and totals an export', () => {
    const doc = compute(
      facturaDraft({
        operationType: '0200',
        lines: [
          line({ affectation: '40', productCode: 'P-001', sunatProductCode: '43211507', unitCode: 'KGM' }),
        ],
      }),
    );
    expect(doc.lines[0]).toMatchObject({
      index: 1,
      description: 'Producto',
      productCode: 'P-001',
      sunatProductCode: '43211507',
      unitCode: 'KGM',
      affectation: '40',
    });
    expect(fixed(doc.totals.exported)).toBe('100.00');
    expect(fixed(doc.taxSubtotals[0]!.taxableAmount)).toBe('100.00');
    expect(compute(facturaDraft()).lines[0]).not.toHaveProperty('productCode');
  });

  it('leaves the whole payable amount pending on a credit sale without detracción', () => {
    const doc = compute(
      facturaDraft({
        payment: { method: 'Credito', installments: [{ amount: '118', dueDate: '2026-12-26' }] },
      }),
    );
    expect(doc.payment.method === 'Credito' && fixed(doc.payment.pendingAmount)).toBe('118.00');
  });

  it('reports the ISC base in its subtotal', () => {
    const doc = compute(facturaDraft({ lines: [line({ quantity: '10', unitValue: '5', iscRate: '30' })] }));
    expect(doc.taxSubtotals.map((subtotal) => [subtotal.scheme, fixed(subtotal.taxableAmount)])).toEqual([
      ['2000', '50.00'],
      ['1000', '50.00'],
    ]);
  });
});
