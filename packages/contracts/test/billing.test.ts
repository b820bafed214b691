import { describe, expect, it } from '@jest/globals';
import { formatSoles, priceBreakdown, SUBSCRIPTION_STATE_LABELS } from '../src/api/billing.ts';

describe('billing money helpers', () => {
  it('splits an IGV-included price into base and IGV that add up to it', () => {
    expect(priceBreakdown(5900)).toEqual({ total: 5900, base: 5000, igv: 900 });
    // 149.00 / 1.18 = 126.271…: the base rounds to the céntimo and the IGV takes the rest.
    expect(priceBreakdown(14900)).toEqual({ total: 14900, base: 12627, igv: 2273 });
    for (const total of [1, 99, 3500, 8900, 24900, 123457]) {
      const { base, igv } = priceBreakdown(total);
      expect(base + igv).toBe(total);
    }
  });

  it('shows céntimos as soles', () => {
    expect(formatSoles(5900)).toBe('S/ 59.00');
    expect(formatSoles(123456789)).toBe('S/ 1,234,567.89');
    expect(formatSoles(5)).toBe('S/ 0.05');
  });

  it('names the subscription states as DOMAIN.md does', () => {
    expect(Object.values(SUBSCRIPTION_STATE_LABELS)).toEqual([
      'activa',
      'pendiente de pago',
      'vencida',
      'cancelada',
    ]);
  });
});
