import { describe, expect, it } from '@jest/globals';
import { DEFAULT_IGV_SCHEDULE, igvPercentOn, RESTAURANT_HOTEL_IGV_SCHEDULE } from '../../src/calc.ts';

describe('IGV rate with effective dates', () => {
  it('is 18 % by default, and when no period covers the date', () => {
    expect(igvPercentOn(DEFAULT_IGV_SCHEDULE, '2026-11-26').toString()).toBe('18');
    expect(igvPercentOn([], '2026-11-26').toString()).toBe('18');
    expect(igvPercentOn([{ from: '2030-01-01', percent: '10' }], '2026-11-26').toString()).toBe('18');
    expect(igvPercentOn([{ from: '2020-01-01', percent: '10' }], '2026-11-26').toString()).toBe('10');
  });

  it('follows Ley 31556 for restaurants and hotels, boundaries included', () => {
    const on = (date: string) => igvPercentOn(RESTAURANT_HOTEL_IGV_SCHEDULE, date).toString();
    expect(on('2022-08-31')).toBe('18');
    expect(on('2022-09-01')).toBe('10');
    expect(on('2026-12-31')).toBe('10');
    expect(on('2027-01-01')).toBe('12');
    expect(on('2027-12-31')).toBe('12');
    expect(on('2028-01-01')).toBe('18');
  });

  it('lets the latest period win where a company overlaps two, and treats `to` as inclusive', () => {
    const schedule = [
      { from: '2020-01-01', to: null, percent: '18' },
      { from: '2024-01-01', to: '2024-06-30', percent: '10' },
    ];
    expect(igvPercentOn(schedule, '2023-12-31').toString()).toBe('18');
    expect(igvPercentOn(schedule, '2024-01-01').toString()).toBe('10');
    expect(igvPercentOn(schedule, '2024-06-30').toString()).toBe('10');
    expect(igvPercentOn(schedule, '2024-07-01').toString()).toBe('18');
    expect(igvPercentOn([...schedule].reverse(), '2024-03-01').toString()).toBe('10');
    const three = [
      { from: '2024-02-01', to: null, percent: '12' },
      { from: '2020-01-01', to: null, percent: '18' },
      { from: '2024-03-01', to: null, percent: '10' },
    ];
    expect(igvPercentOn(three, '2024-03-15').toString()).toBe('10');
    expect(igvPercentOn([three[2]!, three[0]!, three[1]!], '2024-03-15').toString()).toBe('10');
    expect(igvPercentOn([three[1]!, three[0]!], '2024-03-15').toString()).toBe('12');
    const tie = [
      { from: '2024-01-01', to: null, percent: '18' },
      { from: '2024-01-01', to: null, percent: '10' },
    ];
    expect(igvPercentOn(tie, '2024-01-01').toString()).toBe('10');
  });
});
