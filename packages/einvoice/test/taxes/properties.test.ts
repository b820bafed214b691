import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { AFFECTATION_CODES } from '@facturador/contracts';
import { amountInWords, validateDocument, type DocumentRuleIssue } from '../../src/calc.ts';
import type { ComputedDocument } from '../../src/model/computed.ts';
import { compute, facturaDraft, line, parse, type LineDraft } from './documents.ts';

/** Inside Stryker, which repeats the suite for every mutant: fewer runs, and no shrinking. */
const RUNS = process.env.STRYKER_MUTATOR_WORKER ? { numRuns: 10, endOnFailure: true } : { numRuns: 200 };

/** SUNAT's tolerance on every recomputed amount (3103, 3270, 3271, 3277, 3278, 3280, 3294). */
const TOLERANCE = new Decimal(1);
const near = (actual: Decimal, expected: Decimal) =>
  actual.minus(expected).abs().lessThanOrEqualTo(TOLERANCE);
const total = (values: Decimal[]) => values.reduce((sum, value) => sum.plus(value), new Decimal(0));
const decimalText = (units: bigint, scale: number) =>
  new Decimal(units.toString()).dividedBy(new Decimal(10).pow(scale)).toFixed();

/** A line a person could send: any afectación, quantity, value, discount, ISC and bags. */
const lineArbitrary = fc
  .record({
    affectation: fc.constantFrom(...AFFECTATION_CODES.filter((code) => code !== '40')),
    quantity: fc.bigInt({ min: 1n, max: 100_000n }),
    quantityScale: fc.integer({ min: 0, max: 3 }),
    // Kept so 8 lines stay within SUNAT's n(12,2); rules/amount-format-2062.ts refuses the rest.
    unitValue: fc.bigInt({ min: 0n, max: 500_000n }),
    valueScale: fc.integer({ min: 0, max: 10 }),
    discountPercent: fc.option(fc.integer({ min: 0, max: 100 })),
    iscRate: fc.option(fc.integer({ min: 1, max: 5000 })),
    bags: fc.boolean(),
  })
  .map((raw): LineDraft => {
    const quantity = decimalText(raw.quantity, raw.quantityScale);
    const unitValue = decimalText(raw.unitValue, raw.valueScale);
    const gross = new Decimal(quantity).times(unitValue).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    const wholeQuantity =
      new Decimal(quantity).isInteger() && new Decimal(quantity).lessThanOrEqualTo(100_000);
    return line({
      quantity,
      unitValue,
      affectation: raw.affectation,
      ...(raw.discountPercent !== null
        ? {
            discount: gross
              .times(raw.discountPercent)
              .dividedBy(100)
              .toDecimalPlaces(2, Decimal.ROUND_DOWN)
              .toFixed(),
          }
        : {}),
      ...(raw.iscRate !== null && raw.affectation === '10'
        ? { iscRate: decimalText(BigInt(raw.iscRate), 2) }
        : {}),
      ...(raw.bags && wholeQuantity ? { icbperBags: Number(quantity) } : {}),
    });
  });

const documentArbitrary = fc
  .record({
    lines: fc.array(lineArbitrary, { minLength: 1, maxLength: 8 }),
    globalDiscountPercent: fc.option(fc.integer({ min: 0, max: 100 })),
    igvPercent: fc.constantFrom('18', '10.5'),
    currency: fc.constantFrom('PEN' as const, 'USD' as const),
  })
  .map(({ lines, globalDiscountPercent, igvPercent, currency }) => {
    const taxedBase = total(
      lines
        .filter((draft) => draft.affectation === '10' && !lines.some((other) => other.affectation === '17'))
        .map((draft) =>
          new Decimal(draft.quantity)
            .times(draft.unitValue!)
            .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
            .minus(draft.discount ?? '0'),
        ),
    );
    const globalDiscount =
      globalDiscountPercent !== null && taxedBase.greaterThan(0)
        ? taxedBase
            .times(globalDiscountPercent)
            .dividedBy(100)
            .toDecimalPlaces(2, Decimal.ROUND_DOWN)
            .toFixed()
        : undefined;
    return {
      draft: facturaDraft({ lines, currency, ...(globalDiscount ? { globalDiscount } : {}) }),
      igvPercent,
    };
  });

/** Every Decimal the document holds, wherever it is. */
function decimalsOf(value: unknown): Decimal[] {
  if (Decimal.isDecimal(value)) return [value as Decimal];
  if (Array.isArray(value)) return value.flatMap(decimalsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(decimalsOf);
  return [];
}

function checkAgainstSunat(doc: ComputedDocument): void {
  const payableLines = doc.lines.filter((computed) => !computed.isFree);
  for (const computed of doc.lines) {
    // 3103 / 3108 / 4318: each tax is its base × rate (ICBPER: bags × amount per bag).
    for (const tax of computed.taxes) {
      const expected =
        tax.scheme === '7152'
          ? tax.perUnitAmount!.times(tax.bags!)
          : tax.taxableAmount.times(tax.percent!).dividedBy(100);
      expect(near(tax.taxAmount, expected)).toBe(true);
      if (tax.scheme !== '7152') expect(tax.percent).toBeDefined();
    }
    // 2372: the line's tax total is the sum of its subtotals.
    expect(computed.taxTotal.equals(total(computed.taxes.map((tax) => tax.taxAmount)))).toBe(true);
    const discount = computed.discount?.amount ?? new Decimal(0);
    // 3271: value = referential or unit value × quantity − discount.
    expect(
      near(computed.lineExtensionAmount, computed.unitValue.times(computed.quantity).minus(discount)),
    ).toBe(true);
    // 3270: price with taxes = (value + taxes) ÷ quantity, for onerous lines.
    if (!computed.isFree) {
      expect(
        near(
          computed.unitPrice,
          computed.lineExtensionAmount.plus(computed.taxTotal).dividedBy(computed.quantity),
        ),
      ).toBe(true);
    }
  }
  const { totals } = doc;
  const lineValues = total(payableLines.map((computed) => computed.lineExtensionAmount));
  // 3278: Σ line values − global discount = LineExtensionAmount.
  expect(near(totals.lineExtensionAmount, lineValues.minus(totals.globalDiscount))).toBe(true);
  // 3277: the IGV base is the taxed lines' value − global discount; IGV = that base (+ ISC) × rate.
  const taxedLines = doc.lines.filter((computed) => computed.affectation === '10');
  expect(
    near(totals.taxed, total(taxedLines.map((c) => c.lineExtensionAmount)).minus(totals.globalDiscount)),
  ).toBe(true);
  const igvBase = total(taxedLines.map((c) => c.taxes[0]!.taxableAmount)).minus(totals.globalDiscount);
  expect(near(totals.igv, igvBase.times(doc.igvPercent).dividedBy(100))).toBe(true);
  // 3294: the tax total is the sum of the payable subtotals.
  const payableSchemes = ['1000', '1016', '2000', '7152'];
  const subtotalTaxes = doc.taxSubtotals.filter((subtotal) => payableSchemes.includes(subtotal.scheme));
  expect(near(totals.taxTotal, total(subtotalTaxes.map((subtotal) => subtotal.taxAmount)))).toBe(true);
  // 3280: payable = line values + taxes − global discount.
  expect(near(totals.payableAmount, lineValues.plus(totals.taxTotal).minus(totals.globalDiscount))).toBe(
    true,
  );
  // Nothing is ever negative.
  for (const amount of decimalsOf(doc)) expect(amount.isNegative()).toBe(false);
  // Legend 1000 is the payable amount in words.
  expect(doc.legends[0]).toEqual({ code: '1000', text: amountInWords(totals.payableAmount, doc.currency) });
}

describe('for any valid document, the totals agree with the lines within SUNAT ±1', () => {
  it('holds for generated documents that pass the rules', () => {
    fc.assert(
      fc.property(documentArbitrary, ({ draft, igvPercent }) => {
        const issues: DocumentRuleIssue[] = validateDocument(parse(draft), {
          today: '2026-11-26',
          igvPercent,
        });
        expect(issues).toEqual([]);
        checkAgainstSunat(compute(draft, igvPercent));
      }),
      RUNS,
    );
  });

  it('holds with 500 lines, where per-line rounding would drift', () => {
    const lines = Array.from({ length: 500 }, () => line({ quantity: '1', unitValue: '0.03' }));
    const doc = compute(facturaDraft({ lines }));
    checkAgainstSunat(doc);
    expect(doc.totals.igv.toFixed(2)).toBe('2.70');
  });
});

/** A line a cashier types: a price with IGV, a quantity of up to 3 decimals, perhaps a discount. */
const pricedLineArbitrary = fc
  .record({
    price: fc.integer({ min: 1, max: 9_999_999 }),
    quantity: fc.integer({ min: 1, max: 1_000_000 }),
    quantityScale: fc.integer({ min: 0, max: 3 }),
    discountPercent: fc.option(fc.integer({ min: 0, max: 100 })),
    affectation: fc.constantFrom('10' as const, '10' as const, '10' as const, '20' as const, '30' as const),
  })
  .map((raw) => {
    const unitPrice = decimalText(BigInt(raw.price), 2);
    const quantity = decimalText(BigInt(raw.quantity), raw.quantityScale);
    const gross = new Decimal(quantity).times(unitPrice).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    const discount =
      raw.discountPercent === null
        ? undefined
        : gross.times(raw.discountPercent).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_DOWN);
    return {
      draft: {
        description: 'Producto',
        quantity,
        unitCode: 'NIU',
        unitPrice,
        affectation: raw.affectation,
        ...(discount ? { discount: discount.toFixed() } : {}),
      } satisfies LineDraft,
      charged: gross.minus(discount ?? 0),
    };
  });

describe('a document priced with taxes charges exactly the prices typed', () => {
  it('pays Σ round(quantity × price, 2) − discounts, and SUNAT finds every amount within ±1', () => {
    fc.assert(
      fc.property(
        fc.array(pricedLineArbitrary, { minLength: 1, maxLength: 12 }),
        fc.constantFrom('18', '10.5'),
        fc.option(fc.integer({ min: 0, max: 100 })),
        (lines, igvPercent, globalPercent) => {
          const taxedCharged = total(lines.filter((l) => l.draft.affectation === '10').map((l) => l.charged));
          const globalDiscount =
            globalPercent === null || taxedCharged.isZero()
              ? undefined
              : taxedCharged.times(globalPercent).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_DOWN);
          const draft = facturaDraft({
            lines: lines.map((l) => l.draft),
            ...(globalDiscount ? { globalDiscount: globalDiscount.toFixed() } : {}),
          });
          expect(validateDocument(parse(draft), { today: '2026-11-26', igvPercent })).toEqual([]);
          const doc = compute(draft, igvPercent);
          const expected = total(lines.map((l) => l.charged)).minus(globalDiscount ?? 0);
          expect(doc.totals.payableAmount.toFixed(2)).toBe(expected.toFixed(2));
          checkAgainstSunat(doc);
        },
      ),
      RUNS,
    );
  });
});
