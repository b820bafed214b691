import { describe, expect, it } from '@jest/globals';
import { documentInputSchema } from '@facturador/contracts';
import { boletaDraft, compute, facturaDraft, fixed, line } from './documents.ts';

/** A line typed as a cashier types it: the price the buyer is told, IGV included. */
const priced = (unitPrice: string, overrides: Parameters<typeof line>[0] = {}) => {
  const { unitValue: _unused, ...rest } = line(overrides);
  return { ...rest, unitPrice };
};

describe('prices with taxes (issue 39)', () => {
  it('a S/ 10 sale is S/ 10.00: value 8.47, IGV 1.53, in words DIEZ', () => {
    const doc = compute(boletaDraft({ lines: [priced('10')] }));
    expect(fixed(doc.totals.payableAmount)).toBe('10.00');
    expect(fixed(doc.lines[0]!.lineExtensionAmount)).toBe('8.47');
    expect(fixed(doc.totals.igv)).toBe('1.53');
    expect(doc.lines[0]!.unitPrice.toString()).toBe('10');
    expect(doc.legends[0]!.text).toBe('SON: DIEZ CON 00/100 SOLES');
  });

  it('S/ 100 is 100.00 and three lines add up to what was typed (67.85)', () => {
    expect(fixed(compute(boletaDraft({ lines: [priced('100')] })).totals.payableAmount)).toBe('100.00');
    const doc = compute(
      facturaDraft({
        lines: [priced('7.90', { quantity: '3' }), priced('11.50', { quantity: '2' }), priced('21.15')],
      }),
    );
    expect(fixed(doc.totals.payableAmount)).toBe('67.85');
  });

  it('takes a line discount and a global discount as amounts with taxes', () => {
    const lineDiscount = compute(boletaDraft({ lines: [priced('10', { quantity: '2', discount: '3' })] }));
    expect(fixed(lineDiscount.totals.payableAmount)).toBe('17.00');
    expect(fixed(lineDiscount.lines[0]!.discount!.amount)).toBe('2.54');
    const global = compute(boletaDraft({ lines: [priced('10'), priced('20')], globalDiscount: '5' }));
    expect(fixed(global.totals.payableAmount)).toBe('25.00');
    expect(fixed(global.totals.globalDiscount)).toBe('4.23');
    expect(fixed(global.totals.igv)).toBe('3.81');
  });

  it('prices an exonerated line at its value and charges the reduced rate from its price', () => {
    expect(
      fixed(compute(boletaDraft({ lines: [priced('5', { affectation: '20' })] })).totals.payableAmount),
    ).toBe('5.00');
    const reduced = compute(boletaDraft({ lines: [priced('55.25')] }), '10.5');
    expect(fixed(reduced.totals.payableAmount)).toBe('55.25');
    expect(fixed(reduced.totals.igv)).toBe('5.25');
  });

  it('refuses a line with both or neither of price and value, and a document that mixes them', () => {
    const both = facturaDraft({ lines: [{ ...line(), unitPrice: '10' }] });
    const neither = facturaDraft({ lines: [priced('10')].map(({ unitPrice: _p, ...rest }) => rest) });
    const mixed = facturaDraft({ lines: [line(), priced('10')] });
    for (const draft of [both, neither, mixed])
      expect(documentInputSchema.safeParse(draft).success).toBe(false);
  });
});
