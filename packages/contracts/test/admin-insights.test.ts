import { describe, expect, it } from '@jest/globals';
import {
  insightsMessages,
  isCalendarDate,
  rangeDays,
  reportCsvFileName,
  reportExportQuerySchema,
  reportQuerySchema,
} from '../src/index.ts';

const issues = (query: object) => {
  const result = reportQuerySchema.safeParse(query);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('report ranges', () => {
  it('takes only real calendar dates written YYYY-MM-DD', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2030-02-29')).toBe(false);
    expect(isCalendarDate('2030-3-1')).toBe(false);
    expect(isCalendarDate('15/03/2030')).toBe(false);
  });

  it('counts both ends of a range', () => {
    expect(rangeDays('2030-03-15', '2030-03-15')).toBe(1);
    expect(rangeDays('2028-03-15', '2030-03-15')).toBe(731);
  });

  it('refuses an inverted or longer than two years range in Spanish, and defaults to months', () => {
    expect(reportQuerySchema.parse({ from: '2030-03-01', to: '2030-03-15' }).groupBy).toBe('month');
    expect(issues({ from: '2030-03-16', to: '2030-03-15' })).toEqual([insightsMessages.rangeInverted]);
    expect(issues({ from: '2028-03-14', to: '2030-03-15' })).toEqual([insightsMessages.rangeTooLong]);
    expect(issues({ from: '2028-03-15', to: '2030-03-15' })).toEqual([]);
    expect(issues({ to: '2030-03-15' })).toEqual([insightsMessages.fromInvalid]);
    expect(issues({ from: '2030-03-01', to: '2030-03-15', groupBy: 'week' })).toEqual([
      insightsMessages.groupByInvalid,
    ]);
  });

  it('names each export by its report and range', () => {
    expect(
      reportExportQuerySchema.safeParse({ report: 'ventas', from: '2030-03-01', to: '2030-03-15' }).success,
    ).toBe(false);
    expect(reportCsvFileName('revenue', '2030-01-01', '2030-03-15')).toBe(
      'reporte-ingresos-2030-01-01-2030-03-15.csv',
    );
  });
});
