import { limaDate, ROUTE_PATHS, type ReportGrouping } from '@facturador/contracts';

/*
 * Reportes' date ranges: Lima calendar dates (`YYYY-MM-DD`), the presets the page offers and
 * the link to a range. Shared because Resumen links into Reportes with a range.
 */

export const REPORT_PRESETS = ['this-month', 'last-3-months', 'last-6-months', 'last-12-months'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

export interface ReportRange {
  from: string;
  to: string;
  groupBy: ReportGrouping;
}

/** Today's date in Lima, whatever the browser's zone. */
export const limaToday = (now: Date = new Date()): string => limaDate(now);

/** The first day of the month `monthsBack` months before `date`'s month. */
function monthStart(date: string, monthsBack: number): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, month - 1 - monthsBack, 1));
  return start.toISOString().slice(0, 10);
}

const MONTHS_BACK: Record<ReportPreset, number> = {
  'this-month': 0,
  'last-3-months': 2,
  'last-6-months': 5,
  'last-12-months': 11,
};

/**
 * A preset's range, ending today: "este mes" from the 1st; "últimos N meses" this month and
 * the N − 1 before it, whole. A month's range counts by day, longer ones by month.
 */
export function presetRange(preset: ReportPreset, now: Date = new Date()): ReportRange {
  const to = limaToday(now);
  return {
    from: monthStart(to, MONTHS_BACK[preset]),
    to,
    groupBy: preset === 'this-month' ? 'day' : 'month',
  };
}

/** Which preset a range is, if any. */
export function rangePreset(range: ReportRange, now: Date = new Date()): ReportPreset | undefined {
  return REPORT_PRESETS.find((preset) => {
    const candidate = presetRange(preset, now);
    return candidate.from === range.from && candidate.to === range.to;
  });
}

/** Reportes showing `range`; `section` scrolls to one report. */
export function reportsLink(range: ReportRange, section?: string): string {
  const query = new URLSearchParams({ from: range.from, to: range.to, groupBy: range.groupBy });
  return `${ROUTE_PATHS.adminReports}?${query.toString()}${section ? `#${section}` : ''}`;
}
