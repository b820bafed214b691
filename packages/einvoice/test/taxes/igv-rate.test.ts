import { describe, expect, it } from '@jest/globals';
import {
  DEFAULT_IGV_SCHEDULE,
  igvPercentFor,
  igvPercentOn,
  RESTAURANT_HOTEL_IGV_SCHEDULE,
  validIgvPercentsOn,
} from '../../src/calc.ts';

describe('IGV rate with effective dates', () => {
  it('is 18 % by default, and when no period covers the date', () => {
    expect(igvPercentOn(DEFAULT_IGV_SCHEDULE, '2026-11-26').toString()).toBe('18');
    expect(igvPercentOn([], '2026-11-26').toString()).toBe('18');
    expect(igvPercentOn([{ from: '2030-01-01', percent: '10' }], '2026-11-26').toString()).toBe('18');
    expect(igvPercentOn([{ from: '2020-01-01', percent: '10' }], '2026-11-26').toString()).toBe('10');
  });

  it('follows Ley 31556 for restaurants and hotels as SUNAT dates it, the day before and the day of each change', () => {
    const on = (date: string) => igvPercentFor('restaurant_hotel', date).toString();
    expect(on('2022-08-31')).toBe('18');
    expect(on('2022-09-01')).toBe('10');
    expect(on('2026-02-12')).toBe('10');
    expect(on('2026-02-13')).toBe('10.5');
    expect(on('2026-12-31')).toBe('10.5');
    expect(igvPercentOn(RESTAURANT_HOTEL_IGV_SCHEDULE, '2026-02-13').toString()).toBe('10.5');
    expect(igvPercentFor('general', '2026-02-13').toString()).toBe('18');
  });

  it('names the rates SUNAT takes as in force (ERR-3462): a note may keep the 10 % of what it modifies', () => {
    expect(validIgvPercentsOn('2026-02-12', false).sort()).toEqual(['10', '18']);
    expect(validIgvPercentsOn('2026-02-13', false).sort()).toEqual(['10.5', '18']);
    expect(validIgvPercentsOn('2026-02-13', true).sort()).toEqual(['10', '10.5', '18']);
    expect(validIgvPercentsOn('2022-08-31', true)).toEqual(['18']);
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
