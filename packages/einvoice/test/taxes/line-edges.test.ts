import { describe, expect, it } from '@jest/globals';
import { compute, facturaDraft, fixed, line } from './documents.ts';

describe('line edges', () => {
  it('writes no discount of 0, no ISC at 0 % or off a taxed line, no ICBPER without bags', () => {
    const doc = compute(
      facturaDraft({
        lines: [
          line({ discount: '0', iscRate: '0', icbperBags: 0 }),
          line({ affectation: '20', iscRate: '10' }),
        ],
      }),
    );
    expect(doc.lines[0]!.discount).toBeUndefined();
    expect(doc.lines.map((computed) => computed.taxes.map((tax) => tax.scheme))).toEqual([
      ['1000'],
      ['9997'],
    ]);
    expect(doc.taxSubtotals.map((subtotal) => subtotal.scheme)).toEqual(['1000', '9997']);
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
