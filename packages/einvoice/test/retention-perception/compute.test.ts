import { describe, expect, it } from '@jest/globals';
import { reversionInputSchema } from '@facturador/contracts';
import { computeRetentionPerception } from '../../src/retention-perception/compute.ts';
import { reversionOf } from '../../src/retention-perception/reversion.ts';
import { issuer } from '../fixtures/issuer.ts';
import {
  computedPerception,
  computedRetention,
  parseRetentionPerception,
  perceptionDraft,
  resumenReversiones,
  retentionDraft,
} from '../fixtures/retention-perception.ts';

const amounts = (related: (typeof computedRetention)['related'][number]) => ({
  amount: related.amount.toFixed(2),
  net: related.netAmount.toFixed(2),
});

describe('computeRetentionPerception', () => {
  it('withholds 3 % (catálogo 23, 01) of each payment, in soles, and pays the rest', () => {
    expect(computedRetention.percent.toFixed(2)).toBe('3.00');
    expect(computedRetention.id).toBe('R001-1');
    // 1180.00 × 3 % = 35.40; USD 500.00 × 3 % × 3.756 = 56.34, net 500 × 3.756 − 56.34 = 1821.66.
    expect(computedRetention.related.map(amounts)).toEqual([
      { amount: '35.40', net: '1144.60' },
      { amount: '56.34', net: '1821.66' },
    ]);
    expect(computedRetention.totalAmount.toFixed(2)).toBe('91.74');
    expect(computedRetention.totalNet.toFixed(2)).toBe('2966.26');
    expect(computedRetention.related[1]?.exchangeRate?.rate.toString()).toBe('3.756');
  });

  it('collects 2 % (catálogo 22, 01) on top of each collection', () => {
    expect(computedPerception.related.map(amounts)).toEqual([
      { amount: '20.00', net: '1020.00' },
      { amount: '27.20', net: '1387.20' },
    ]);
    expect(computedPerception.totalAmount.toFixed(2)).toBe('47.20');
    expect(computedPerception.totalNet.toFixed(2)).toBe('2407.20');
  });

  it('takes the rates of catálogo 22: 1 % for fuel and 0.5 % at the special rate', () => {
    const rate = (regime: string) =>
      computeRetentionPerception(parseRetentionPerception({ ...perceptionDraft, regime }), {
        issuer,
        number: 2,
      }).totalAmount.toFixed(2);
    expect(rate('02')).toBe('23.60');
    expect(rate('03')).toBe('11.80');
  });

  it('rounds each amount half up to the cent', () => {
    const doc = computeRetentionPerception(
      parseRetentionPerception({
        ...retentionDraft,
        relatedDocuments: [
          {
            ...retentionDraft.relatedDocuments[0]!,
            payment: { number: 1, date: '2026-11-20', amount: '100.50' },
          },
        ],
      }),
      { issuer, number: 3 },
    );
    // 100.50 × 3 % = 3.015 → 3.02 (HALF_UP), net 97.48.
    expect(amounts(doc.related[0]!)).toEqual({ amount: '3.02', net: '97.48' });
  });

  it('leaves credit notes out of the totals (ERR-2628/2629) and adds the rounding to the total paid', () => {
    const doc = computeRetentionPerception(
      parseRetentionPerception({
        ...retentionDraft,
        totalRounding: '-0.26',
        relatedDocuments: [
          retentionDraft.relatedDocuments[0]!,
          { ...retentionDraft.relatedDocuments[0]!, documentType: '07', series: 'F001', number: 9 },
        ],
      }),
      { issuer, number: 4 },
    );
    expect(doc.totalAmount.toFixed(2)).toBe('35.40');
    expect(doc.totalNet.toFixed(2)).toBe('1144.34');
    expect(doc.rounding?.toFixed(2)).toBe('-0.26');
  });
});

describe('computeRetentionPerception: what the XML writes of each related document', () => {
  const compute = (changes: Partial<typeof retentionDraft>, context = {}) =>
    computeRetentionPerception(parseRetentionPerception({ ...retentionDraft, ...changes }), {
      issuer,
      number: 5,
      ...context,
    });

  it('names it SERIE-NUMERO, keeps its total and payment, and the exchange rate of a document in dollars', () => {
    // Computed here, not in the fixture: a mutant is active while a test runs, not while files load.
    const [soles, dollars] = compute({}).related.map((related) => ({
      ...related,
      totalAmount: related.totalAmount.toFixed(2),
      payment: { ...related.payment, amount: related.payment.amount.toFixed(2) },
      amount: related.amount.toFixed(2),
      netAmount: related.netAmount.toFixed(2),
      ...(related.exchangeRate
        ? { exchangeRate: { ...related.exchangeRate, rate: related.exchangeRate.rate.toString() } }
        : {}),
    }));
    expect(soles).toEqual({
      documentType: '01',
      id: 'F001-150',
      issueDate: '2026-11-05',
      currency: 'PEN',
      totalAmount: '1180.00',
      payment: { number: 1, date: '2026-11-20', amount: '1180.00' },
      amount: '35.40',
      netAmount: '1144.60',
    });
    expect(dollars).toMatchObject({
      id: 'F002-7',
      currency: 'USD',
      totalAmount: '500.00',
      payment: { number: 1, date: '2026-11-18', amount: '500.00' },
      exchangeRate: { source: 'USD', rate: '3.756', date: '2026-11-18' },
    });
  });

  it('ignores an exchange rate given with a document in soles', () => {
    const [soles] = compute({
      relatedDocuments: [
        { ...retentionDraft.relatedDocuments[0]!, exchangeRate: { rate: '3.756', date: '2026-11-18' } },
      ],
    }).related;
    expect(amounts(soles!)).toEqual({ amount: '35.40', net: '1144.60' });
    expect(soles).not.toHaveProperty('exchangeRate');
  });

  it('leaves the document’s own type out of the totals (20 in a retención, 40 in a percepción)', () => {
    const own = (draft: typeof retentionDraft, documentType: '20' | '40') =>
      computeRetentionPerception(
        parseRetentionPerception({
          ...draft,
          relatedDocuments: [
            draft.relatedDocuments[0]!,
            { ...draft.relatedDocuments[0]!, documentType, series: 'R001', number: 8 },
          ],
        }),
        { issuer, number: 6 },
      );
    const retention = own(retentionDraft, '20');
    expect([retention.totalAmount.toFixed(2), retention.totalNet.toFixed(2)]).toEqual(['35.40', '1144.60']);
    const perception = own(perceptionDraft, '40');
    expect([perception.totalAmount.toFixed(2), perception.totalNet.toFixed(2)]).toEqual(['20.00', '1020.00']);
  });

  it('computes an unknown régimen at 0 % so that the rules (2618) name it', () => {
    const doc = compute({ regime: '09' });
    expect([doc.percent.toString(), doc.totalAmount.toFixed(2), doc.totalNet.toFixed(2)]).toEqual([
      '0',
      '0.00',
      '3058.00',
    ]);
  });

  it('takes the input’s time, else the context’s, else midnight', () => {
    expect(compute({}).issueTime).toBe('10:15:00');
    const { issueTime: _time, ...untimed } = retentionDraft;
    const withoutTime = (context: { issueTime?: string }) =>
      computeRetentionPerception(parseRetentionPerception(untimed), { issuer, number: 7, ...context })
        .issueTime;
    expect(withoutTime({ issueTime: '09:30:00' })).toBe('09:30:00');
    expect(withoutTime({})).toBe('00:00:00');
  });

  it('writes a rounding only when it is not zero, and the observations only when given', () => {
    expect(compute({ totalRounding: '0.00' })).not.toHaveProperty('rounding');
    expect(compute({})).not.toHaveProperty('rounding');
    expect(compute({}).totalNet.toFixed(2)).toBe('2966.26');
    expect(compute({})).not.toHaveProperty('observations');
    expect(compute({ observations: 'PAGO PARCIAL' }).observations).toBe('PAGO PARCIAL');
  });
});

describe('reversionOf', () => {
  it('names the resumen RR-YYYYMMDD-n after the day it is made, and lists what it reverts', () => {
    const resumen = reversionOf(
      reversionInputSchema.parse({ referenceDate: '2026-11-20', lines: resumenReversiones.lines }),
      { issuer, issueDate: '2026-11-21', sequence: 1 },
    );
    expect(resumen).toEqual({
      kind: 'RR',
      issuer,
      referenceDate: '2026-11-20',
      issueDate: '2026-11-21',
      sequence: 1,
      id: 'RR-20261121-1',
      lines: [
        { documentType: '20', series: 'R001', number: 1, reason: 'ERROR EN EL IMPORTE PAGADO' },
        { documentType: '40', series: 'P001', number: 1, reason: 'COBRO ANULADO' },
      ],
    });
  });
});
