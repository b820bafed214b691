import { describe, expect, it } from '@jest/globals';
import { compute, facturaDraft, fixed, line } from './documents.ts';

const advance = (amount: string, reasonCode?: '04' | '05' | '06') => ({
  documentType: '01' as const,
  series: 'F001',
  number: 12,
  amount,
  ...(reasonCode ? { reasonCode } : {}),
});

describe('a factura that deducts advances (anticipos)', () => {
  it('takes a taxed advance (04) off the IGV base and its total off the payable', () => {
    const doc = compute(
      facturaDraft({ lines: [line({ unitValue: '1000' })], advanceDeductions: [advance('236')] }),
    );
    const [deduction] = doc.advanceDeductions!;
    expect(deduction).toMatchObject({ paymentId: '1', documentId: 'F001-12', code: '04' });
    expect([deduction!.paidAmount, deduction!.amount, deduction!.baseAmount].map((v) => fixed(v))).toEqual([
      '236.00',
      '200.00',
      '1000.00',
    ]);
    expect(fixed(deduction!.factor, 5)).toBe('0.20000');
    const t = doc.totals;
    // SUNAT 3277/3291: base and IGV after the advance; 3278/3279: the whole sale; 3280: less the advance.
    expect([t.taxed, t.igv, t.taxTotal].map((v) => fixed(v))).toEqual(['800.00', '144.00', '144.00']);
    expect(
      [t.lineExtensionAmount, t.taxInclusiveAmount, t.prepaidAmount, t.payableAmount].map((v) => fixed(v)),
    ).toEqual(['1000.00', '1180.00', '236.00', '944.00']);
    expect(doc.taxSubtotals.find((s) => s.scheme === '1000')?.taxableAmount.toFixed(2)).toBe('800.00');
  });

  it('takes exonerated (05) and inafecto (06) advances off their own totals, with no tax', () => {
    const doc = compute(
      facturaDraft({
        lines: [line({ affectation: '20', unitValue: '500' }), line({ affectation: '30', unitValue: '300' })],
        advanceDeductions: [advance('100', '05'), { ...advance('50', '06'), number: 13 }],
      }),
    );
    const t = doc.totals;
    expect([t.exonerated, t.unaffected, t.igv].map((v) => fixed(v))).toEqual(['400.00', '250.00', '0.00']);
    expect([t.taxInclusiveAmount, t.prepaidAmount, t.payableAmount].map((v) => fixed(v))).toEqual([
      '800.00',
      '150.00',
      '650.00',
    ]);
    expect(doc.advanceDeductions!.map((d) => [d.paymentId, d.code, fixed(d.amount)])).toEqual([
      ['1', '05', '100.00'],
      ['2', '06', '50.00'],
    ]);
  });

  it('deducts from what is left after a global discount (02)', () => {
    const doc = compute(
      facturaDraft({
        lines: [line({ unitValue: '1000' })],
        globalDiscount: '100',
        advanceDeductions: [advance('118')],
      }),
    );
    expect(fixed(doc.advanceDeductions![0]!.baseAmount)).toBe('900.00');
    expect([doc.totals.taxed, doc.totals.igv, doc.totals.payableAmount].map((v) => fixed(v))).toEqual([
      '800.00',
      '144.00',
      '944.00',
    ]);
  });

  it('a document without advances has no prepaid amount', () => {
    const doc = compute(facturaDraft());
    expect(doc.advanceDeductions).toBeUndefined();
    expect(fixed(doc.totals.prepaidAmount)).toBe('0.00');
  });
});
