import { describe, expect, it } from '@jest/globals';
import { computeRetentionPerception } from '../../src/retention-perception/compute.ts';
import { issuer } from '../fixtures/issuer.ts';
import {
  computedPerception,
  computedRetention,
  parseRetentionPerception,
  perceptionDraft,
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
