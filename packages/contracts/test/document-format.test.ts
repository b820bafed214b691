import { describe, expect, it } from '@jest/globals';
import { formatAmount, formatDay, formatMoney, formatQuantity, formatUnitPrice } from '../src/index.ts';

describe('How a document’s figures are written for people (paper and screen)', () => {
  it('groups thousands with a comma and writes 2 decimals after a point, on the digits alone', () => {
    expect(formatAmount('9074.08')).toBe('9,074.08');
    expect(formatAmount('1234567.5')).toBe('1,234,567.50');
    expect(formatAmount('999')).toBe('999.00');
    expect(formatAmount('-1200')).toBe('-1,200.00');
    expect(formatAmount('0.1')).toBe('0.10');
    // Digits beyond what any JS number holds stay exact.
    expect(formatAmount('123456789012.99')).toBe('123,456,789,012.99');
    expect(formatMoney('S/', '9074.08')).toBe('S/ 9,074.08');
  });

  it('writes a unit price with the decimals it needs, at least 2, and a quantity as typed', () => {
    expect(formatUnitPrice('10')).toBe('10.00');
    expect(formatUnitPrice('10.5000000000')).toBe('10.50');
    expect(formatUnitPrice('0.055')).toBe('0.055');
    expect(formatUnitPrice('9064.08')).toBe('9,064.08');
    expect(formatQuantity('2.500')).toBe('2.5');
    expect(formatQuantity('1000')).toBe('1,000');
    expect(formatQuantity('1')).toBe('1');
  });

  it('writes days as dd/mm/aaaa', () => {
    expect(formatDay('2026-11-26')).toBe('26/11/2026');
    expect(formatDay('2026-02-13')).toBe('13/02/2026');
  });
});
