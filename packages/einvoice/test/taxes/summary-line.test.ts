import { describe, expect, it } from '@jest/globals';
import { summaryLineOf } from '../../src/calc.ts';
import { buildSummaryXml } from '../../src/ubl/summary.ts';
import { boletaDraft, compute, facturaDraft, fixed, ISSUER, line } from './documents.ts';

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
    // Gravadas with IGV (100) and with IVAP (100): the RC has one «operaciones gravadas» for both.
    expect(fixed(summary.totals.taxed)).toBe('200.00');
    expect(fixed(summary.totals.exonerated)).toBe('10.00');
    expect(fixed(summary.totals.igv)).toBe('18.00');
    expect(fixed(summary.totals.ivap!)).toBe('4.00');
    expect(fixed(summary.totals.payableAmount)).toBe('232.00');
  });

  it('reports a boleta that deducts advances with the figures it declares itself, after them', () => {
    // Resumen_Diario1_1 has no field for advances: the line's values and IGV are the boleta's own
    // 1000/9997 subtotals (3277/3275: after the advances), its TotalAmount what it still charges.
    const doc = compute(
      boletaDraft({
        lines: [line({ unitValue: '1000' }), line({ affectation: '20', unitValue: '200' })],
        advanceDeductions: [
          { documentType: '03', series: 'B001', number: 4, amount: '354' },
          { documentType: '03', series: 'B001', number: 5, amount: '50', reasonCode: '05' },
        ],
      }),
    );
    const summary = summaryLineOf(doc, '1');
    const { taxed, exonerated, igv, payableAmount } = summary.totals;
    expect([taxed, exonerated, igv, payableAmount].map((v) => fixed(v))).toEqual([
      '700.00',
      '150.00',
      '126.00',
      '976.00',
    ]);
    expect(fixed(doc.totals.taxInclusiveAmount.minus(doc.totals.prepaidAmount))).toBe('976.00');
    const xml = buildSummaryXml({
      kind: 'RC',
      issuer: ISSUER,
      referenceDate: doc.issueDate,
      issueDate: doc.issueDate,
      sequence: 1,
      id: 'RC-20261126-1',
      lines: [summary],
    });
    expect(xml).toContain('<sac:TotalAmount currencyID="PEN">976.00</sac:TotalAmount>');
    expect(xml).toContain(
      '<sac:BillingPayment><cbc:PaidAmount currencyID="PEN">700.00</cbc:PaidAmount><cbc:InstructionID>01</cbc:InstructionID></sac:BillingPayment>',
    );
    expect(xml).toContain(
      '<sac:BillingPayment><cbc:PaidAmount currencyID="PEN">150.00</cbc:PaidAmount><cbc:InstructionID>02</cbc:InstructionID></sac:BillingPayment>',
    );
    expect(xml).not.toMatch(/Prepaid|AllowanceCharge/);
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
