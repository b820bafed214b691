import { describe, expect, it } from '@jest/globals';
import { igvPercentFor } from '../../src/calc.ts';
import { boletaDraft, compute, facturaDraft, fixed, line } from './documents.ts';

describe('worked examples', () => {
  it('1 × 100.00 gravado at 18 %: IGV 18.00, total 118.00, in words', () => {
    const doc = compute(facturaDraft());
    expect(fixed(doc.lines[0]!.taxes[0]!.taxAmount)).toBe('18.00');
    expect(fixed(doc.lines[0]!.unitPrice)).toBe('118.00');
    expect(fixed(doc.totals.taxed)).toBe('100.00');
    expect(fixed(doc.totals.igv)).toBe('18.00');
    expect(fixed(doc.totals.taxTotal)).toBe('18.00');
    expect(fixed(doc.totals.lineExtensionAmount)).toBe('100.00');
    expect(fixed(doc.totals.taxInclusiveAmount)).toBe('118.00');
    expect(fixed(doc.totals.payableAmount)).toBe('118.00');
    expect(doc.legends).toEqual([{ code: '1000', text: 'SON: CIENTO DIECIOCHO CON 00/100 SOLES' }]);
    expect(doc.taxSubtotals).toHaveLength(1);
    expect(doc.id).toBe('F001-1');
    expect(doc.issueTime).toBe('00:00:00');
  });

  it('a restaurant under Ley 31556 charged 10 % until 2026-02-12: a 50.00 menu cost 55.00', () => {
    const rate = igvPercentFor('restaurant_hotel', '2026-02-12');
    const doc = compute(
      boletaDraft({ lines: [line({ description: 'Menú', quantity: '2', unitValue: '25', unitCode: 'ZZ' })] }),
      rate.toString(),
    );
    expect(doc.igvPercent.toString()).toBe('10');
    expect(doc.lines[0]!.taxes[0]!.percent!.toString()).toBe('10');
    expect(fixed(doc.totals.igv)).toBe('5.00');
    expect(fixed(doc.totals.payableAmount)).toBe('55.00');
    expect(doc.legends[0]!.text).toBe('SON: CINCUENTA Y CINCO CON 00/100 SOLES');
  });

  it('and charges 10.5 % from 2026-02-13: the same menu costs 55.25', () => {
    const rate = igvPercentFor('restaurant_hotel', '2026-02-13');
    const doc = compute(
      boletaDraft({ lines: [line({ description: 'Menú', quantity: '2', unitValue: '25', unitCode: 'ZZ' })] }),
      rate.toString(),
    );
    expect(doc.lines[0]!.taxes[0]!.percent!.toString()).toBe('10.5');
    expect(fixed(doc.totals.igv)).toBe('5.25');
    expect(fixed(doc.totals.payableAmount)).toBe('55.25');
  });

  it('rounds half up once per amount: 3 × 33.335 → 100.01, IGV 18.00', () => {
    const doc = compute(facturaDraft({ lines: [line({ quantity: '3', unitValue: '33.335' })] }));
    expect(fixed(doc.lines[0]!.lineExtensionAmount)).toBe('100.01');
    expect(fixed(doc.lines[0]!.taxes[0]!.taxAmount)).toBe('18.00');
    expect(fixed(doc.totals.payableAmount)).toBe('118.01');
    expect(doc.lines[0]!.unitPrice.toString()).toBe('39.3366666667');
  });

  it('keeps unit values to 10 decimals', () => {
    const doc = compute(facturaDraft({ lines: [line({ quantity: '3', unitValue: '0.1234567891' })] }));
    expect(doc.lines[0]!.unitValue.toString()).toBe('0.1234567891');
    expect(fixed(doc.lines[0]!.lineExtensionAmount)).toBe('0.37');
  });

  it('a USD factura speaks of dólares americanos', () => {
    const doc = compute(facturaDraft({ currency: 'USD', lines: [line({ unitValue: '4.2373' })] }));
    expect(doc.currency).toBe('USD');
    expect(doc.legends[0]!.text).toBe('SON: CINCO CON 00/100 DÓLARES AMERICANOS');
  });

  it('carries the input time, else the caller time', () => {
    expect(compute(facturaDraft({ issueTime: '10:11:12' })).issueTime).toBe('10:11:12');
  });
});

describe('a combined document: taxed + exonerated + free + ICBPER + ISC + discounts', () => {
  // Computed inside each test, so mutation testing sees which test reads which amount.
  const combined = () =>
    compute(
      facturaDraft({
        lines: [
          line({ description: 'Cerveza', quantity: '10', unitValue: '5', iscRate: '30' }),
          line({ description: 'Producto con descuento', quantity: '4', unitValue: '25', discount: '10' }),
          line({ description: 'Libro', quantity: '1', unitValue: '40', affectation: '20' }),
          line({ description: 'Muestra', quantity: '1', unitValue: '15', affectation: '31' }),
          line({ description: 'Bolsa', quantity: '3', unitValue: '0.10', icbperBags: 3 }),
        ],
        globalDiscount: '5',
      }),
    );

  it('computes ISC al valor and puts it in the IGV base', () => {
    const doc = combined();
    const [igv, isc] = doc.lines[0]!.taxes;
    expect(isc).toMatchObject({ scheme: '2000', tierRange: '01' });
    expect(fixed(isc!.taxableAmount)).toBe('50.00');
    expect(fixed(isc!.taxAmount)).toBe('15.00');
    expect(isc!.percent!.toString()).toBe('30');
    expect(fixed(igv!.taxableAmount)).toBe('65.00');
    expect(fixed(igv!.taxAmount)).toBe('11.70');
    expect(fixed(doc.lines[0]!.taxTotal)).toBe('26.70');
    expect(fixed(doc.lines[0]!.unitPrice)).toBe('7.67');
  });

  it('writes the line discount (Catálogo 53, 00) and reduces the base', () => {
    const doc = combined();
    const line2 = doc.lines[1]!;
    expect(fixed(line2.discount!.baseAmount)).toBe('100.00');
    expect(fixed(line2.discount!.amount)).toBe('10.00');
    expect(line2.discount!.factor.toString()).toBe('0.1');
    expect(fixed(line2.lineExtensionAmount)).toBe('90.00');
    expect(fixed(line2.taxes[0]!.taxAmount)).toBe('16.20');
  });

  it('charges ICBPER per bag outside the IGV base', () => {
    const doc = combined();
    const bags = doc.lines[4]!;
    const icbper = bags.taxes.find((tax) => tax.scheme === '7152')!;
    expect(icbper.bags).toBe(3);
    expect(fixed(icbper.perUnitAmount!)).toBe('0.50');
    expect(fixed(icbper.taxAmount)).toBe('1.50');
    expect(fixed(bags.taxes[0]!.taxableAmount)).toBe('0.30');
  });

  it('applies the global discount (02) to the taxed base only', () => {
    const doc = combined();
    expect(doc.globalDiscount).toMatchObject({ code: '02' });
    expect(fixed(doc.globalDiscount!.baseAmount)).toBe('140.30');
    expect(fixed(doc.globalDiscount!.amount)).toBe('5.00');
    expect(doc.globalDiscount!.factor.toString()).toBe('0.03564');
    expect(fixed(doc.totals.taxed)).toBe('135.30');
    // (65.00 + 90.00 + 0.30 − 5.00) × 18 %
    expect(fixed(doc.totals.igv)).toBe('27.05');
    expect(fixed(doc.totals.exonerated)).toBe('40.00');
    expect(fixed(doc.totals.free)).toBe('15.00');
    expect(fixed(doc.totals.isc)).toBe('15.00');
    expect(fixed(doc.totals.icbper)).toBe('1.50');
    expect(fixed(doc.totals.lineDiscounts)).toBe('10.00');
    expect(fixed(doc.totals.globalDiscount)).toBe('5.00');
  });

  it('adds up as SUNAT checks it', () => {
    const doc = combined();
    expect(fixed(doc.totals.lineExtensionAmount)).toBe('175.30');
    expect(fixed(doc.totals.taxTotal)).toBe('43.55');
    expect(fixed(doc.totals.payableAmount)).toBe('218.85');
    expect(doc.taxSubtotals.map((subtotal) => [subtotal.scheme, fixed(subtotal.taxAmount)])).toEqual([
      ['2000', '15.00'],
      ['1000', '27.05'],
      ['9997', '0.00'],
      ['9996', '0.00'],
      ['7152', '1.50'],
    ]);
    expect(doc.legends[0]!.text).toBe('SON: DOSCIENTOS DIECIOCHO CON 85/100 SOLES');
  });
});

describe('detracción and forma de pago', () => {
  const withDetraction = () =>
    compute(
      facturaDraft({
        operationType: '1001',
        lines: [line({ description: 'Servicio de consultoría', unitCode: 'ZZ', unitValue: '1000' })],
        detraction: { code: '037', percent: '12', account: '00-000-123456' },
        payment: {
          method: 'Credito',
          installments: [
            { amount: '500', dueDate: '2026-12-26' },
            { amount: '538.40', dueDate: '2027-01-26' },
          ],
        },
      }),
    );

  it('withholds the detracción in PEN and says so (legend 2006)', () => {
    const doc = withDetraction();
    expect(fixed(doc.totals.payableAmount)).toBe('1180.00');
    expect(fixed(doc.detraction!.amount)).toBe('141.60');
    expect(doc.detraction).toMatchObject({ code: '037', percent: '12', paymentMeansCode: '001' });
    expect(doc.legends.map((legend) => legend.code)).toEqual(['1000', '2006']);
    expect(doc.legends[1]!.text).toBe('Operación sujeta al Sistema de Pago de Obligaciones Tributarias');
    expect(doc.legends[0]!.text).toBe('SON: MIL CIENTO OCHENTA CON 00/100 SOLES');
  });

  it('leaves the pending amount net of the detracción, with numbered installments', () => {
    const doc = withDetraction();
    expect(doc.payment.method).toBe('Credito');
    if (doc.payment.method !== 'Credito') return;
    expect(fixed(doc.payment.pendingAmount)).toBe('1038.40');
    expect(doc.payment.installments.map((installment) => installment.id)).toEqual(['Cuota001', 'Cuota002']);
    expect(fixed(doc.payment.installments[1]!.amount)).toBe('538.40');
    expect(doc.payment.installments[1]!.dueDate).toBe('2027-01-26');
  });

  it('pays in cash by default', () => {
    expect(compute(facturaDraft()).payment).toEqual({ method: 'Contado' });
  });
});
