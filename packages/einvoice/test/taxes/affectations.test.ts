import { describe, expect, it } from '@jest/globals';
import { AFFECTATION_CODES } from '@facturador/contracts';
import { compute, facturaDraft, fixed, line } from './documents.ts';

/** One line of 2 × 50.00 under each afectación at 18 %: scheme, tax, percent, price and totals. */
const CASES: {
  affectation: (typeof AFFECTATION_CODES)[number];
  scheme: string;
  tax: string;
  percent: string;
  free: boolean;
  payable: string;
  operationType?: '0200';
}[] = [
  { affectation: '10', scheme: '1000', tax: '18.00', percent: '18', free: false, payable: '118.00' },
  ...(['11', '12', '13', '14', '15', '16'] as const).map((affectation) => ({
    affectation,
    scheme: '9996',
    tax: '18.00',
    percent: '18',
    free: true,
    payable: '0.00',
  })),
  { affectation: '17', scheme: '1016', tax: '4.00', percent: '4', free: false, payable: '104.00' },
  { affectation: '20', scheme: '9997', tax: '0.00', percent: '0', free: false, payable: '100.00' },
  { affectation: '21', scheme: '9996', tax: '0.00', percent: '0', free: true, payable: '0.00' },
  { affectation: '30', scheme: '9998', tax: '0.00', percent: '0', free: false, payable: '100.00' },
  ...(['31', '32', '33', '34', '35', '36'] as const).map((affectation) => ({
    affectation,
    scheme: '9996',
    tax: '0.00',
    percent: '0',
    free: true,
    payable: '0.00',
  })),
  {
    affectation: '40',
    scheme: '9995',
    tax: '0.00',
    percent: '0',
    free: false,
    payable: '100.00',
    operationType: '0200',
  },
];

describe('each afectación of Catálogo 07', () => {
  it('covers every code the input accepts', () => {
    expect(CASES.map((c) => c.affectation).sort()).toEqual([...AFFECTATION_CODES].sort());
  });

  it.each(CASES)(
    'afectación $affectation → scheme $scheme, tax $tax at $percent %, payable $payable',
    ({ affectation, scheme, tax, percent, free, payable, operationType }) => {
      const doc = compute(
        facturaDraft({
          lines: [line({ quantity: '2', unitValue: '50', affectation })],
          ...(operationType ? { operationType } : {}),
        }),
      );
      const [computed] = doc.lines;
      const [igvFamily] = computed!.taxes;
      expect(igvFamily).toMatchObject({ scheme, affectation });
      expect(fixed(igvFamily!.taxableAmount)).toBe('100.00');
      expect(fixed(igvFamily!.taxAmount)).toBe(tax);
      expect(igvFamily!.percent!.toString()).toBe(percent);
      expect(computed!.isFree).toBe(free);
      expect(computed!.priceTypeCode).toBe(free ? '02' : '01');
      expect(fixed(computed!.lineExtensionAmount)).toBe('100.00');
      expect(fixed(doc.totals.payableAmount)).toBe(payable);
      expect(doc.taxSubtotals.map((subtotal) => subtotal.scheme)).toEqual([scheme]);
      const legendCodes = doc.legends.map((legend) => legend.code);
      expect(legendCodes.includes('1002')).toBe(free);
      expect(legendCodes.includes('2007')).toBe(affectation === '17');
    },
  );

  it('prices a free line at its referential value (02) and an onerous one with taxes (01)', () => {
    const doc = compute(
      facturaDraft({
        lines: [
          line({ quantity: '2', unitValue: '50', affectation: '13' }),
          line({ quantity: '2', unitValue: '50', affectation: '10' }),
        ],
      }),
    );
    expect(fixed(doc.lines[0]!.unitPrice)).toBe('50.00');
    expect(fixed(doc.lines[1]!.unitPrice)).toBe('59.00');
    expect(fixed(doc.totals.free)).toBe('100.00');
    expect(fixed(doc.totals.freeIgv)).toBe('18.00');
    expect(fixed(doc.totals.igv)).toBe('18.00');
    expect(fixed(doc.totals.lineExtensionAmount)).toBe('100.00');
    expect(fixed(doc.totals.payableAmount)).toBe('118.00');
    expect(doc.legends[1]).toEqual({
      code: '1002',
      text: 'TRANSFERENCIA GRATUITA DE UN BIEN Y/O SERVICIO PRESTADO GRATUITAMENTE',
    });
  });

  it('groups each value under its own total', () => {
    const doc = compute(
      facturaDraft({
        lines: [
          line({ unitValue: '10', affectation: '10' }),
          line({ unitValue: '20', affectation: '20' }),
          line({ unitValue: '30', affectation: '30' }),
          line({ unitValue: '40', affectation: '17' }),
          line({ unitValue: '50', affectation: '21' }),
        ],
      }),
    );
    const { taxed, exonerated, unaffected, ivapBase, free, exported } = doc.totals;
    expect([taxed, exonerated, unaffected, ivapBase, free, exported].map((value) => fixed(value))).toEqual([
      '10.00',
      '20.00',
      '30.00',
      '40.00',
      '50.00',
      '0.00',
    ]);
    expect(fixed(doc.totals.igv)).toBe('1.80');
    expect(fixed(doc.totals.ivap)).toBe('1.60');
    expect(fixed(doc.totals.payableAmount)).toBe('103.40');
    expect(doc.taxSubtotals.map((subtotal) => subtotal.scheme)).toEqual([
      '1000',
      '1016',
      '9997',
      '9998',
      '9996',
    ]);
  });
});
