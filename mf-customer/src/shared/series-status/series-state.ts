import type { SeriesStatusItem } from '@facturador/contracts';
import { seriesStatusMessages as messages } from './messages.ts';

export type SeriesState = 'late' | 'near' | 'pending' | 'ok';

/** The worst of a series: a deadline past, one near, numbers SUNAT lacks, or nothing owed. */
export function seriesStateOf(item: SeriesStatusItem): SeriesState {
  if (item.deadlines.some((deadline) => deadline.daysLeft < 0)) return 'late';
  if (item.deadlineCount > 0) return 'near';
  return item.pendingCount > 0 ? 'pending' : 'ok';
}

/** The state in words (never colour alone). */
export function seriesStateText(item: SeriesStatusItem): string {
  const state = seriesStateOf(item);
  if (state === 'late')
    return messages.state.late(item.deadlines.filter((deadline) => deadline.daysLeft < 0).length);
  if (state === 'near') return messages.state.near(item.deadlineCount);
  return messages.state[state];
}

/** `04/12/2026`: how Peruvians write a date. */
export const shortDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** `[11, 12, 13, 15]` → `11–13, 15`: a run of numbers reads as one range. */
export function numberRanges(numbers: readonly number[]): string {
  const runs: [number, number][] = [];
  for (const number of numbers) {
    const last = runs.at(-1);
    if (last && number === last[1] + 1) last[1] = number;
    else runs.push([number, number]);
  }
  return runs.map(([from, to]) => (from === to ? `${from}` : `${from}–${to}`)).join(', ');
}

/** `11–13, 15 y 3 más`: the listed numbers, and how many the list left out. */
export function pendingNumbers(item: SeriesStatusItem): string {
  const listed = numberRanges(item.pending.map((pending) => pending.number));
  const left = item.pendingCount - item.pending.length;
  return left > 0 ? `${listed} ${messages.more(left)}` : listed;
}

/** Each deadline listed, in words; plus how many the list left out. */
export function deadlineLines(item: SeriesStatusItem): string[] {
  const lines = item.deadlines.map((deadline) =>
    messages.deadline(
      `${item.series}-${deadline.number}`,
      deadline.kind,
      shortDate(deadline.deadline),
      deadline.daysLeft,
    ),
  );
  const left = item.deadlineCount - item.deadlines.length;
  return left > 0 ? [...lines, messages.more(left)] : lines;
}

export const STATE_SEVERITY = { late: 'error', near: 'warning', pending: 'info', ok: 'success' } as const;
