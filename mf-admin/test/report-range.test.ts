import { describe, expect, it } from '@jest/globals';
import { limaToday, presetRange, rangePreset, reportsLink } from '../src/shared/report-range.ts';

// 1 March 2030, 03:00 UTC: still 28 February in Lima (UTC−5).
const LIMA_EVENING = new Date('2030-03-01T03:00:00Z');
const NOW = new Date('2030-03-15T17:00:00Z');

describe('report ranges', () => {
  it("reads today in Lima's time, whatever the browser's zone", () => {
    expect(limaToday(LIMA_EVENING)).toBe('2030-02-28');
    expect(limaToday(NOW)).toBe('2030-03-15');
  });

  it('gives each preset whole months up to today, by day for this month and by month otherwise', () => {
    expect(presetRange('this-month', NOW)).toEqual({ from: '2030-03-01', to: '2030-03-15', groupBy: 'day' });
    expect(presetRange('last-3-months', NOW)).toEqual({
      from: '2030-01-01',
      to: '2030-03-15',
      groupBy: 'month',
    });
    expect(presetRange('last-6-months', NOW).from).toBe('2029-10-01');
    expect(presetRange('last-12-months', NOW).from).toBe('2029-04-01');
    expect(presetRange('this-month', LIMA_EVENING).from).toBe('2030-02-01');
  });

  it('recognises a preset range and links to Reportes with it', () => {
    expect(rangePreset({ from: '2030-01-01', to: '2030-03-15', groupBy: 'day' }, NOW)).toBe('last-3-months');
    expect(rangePreset({ from: '2030-01-02', to: '2030-03-15', groupBy: 'day' }, NOW)).toBeUndefined();
    expect(reportsLink({ from: '2030-03-01', to: '2030-03-15', groupBy: 'day' }, 'tokens')).toBe(
      '/app/admin/reportes?from=2030-03-01&to=2030-03-15&groupBy=day#tokens',
    );
  });
});
