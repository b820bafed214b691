import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { presetRange, type ReportRange } from '../../shared/report-range.ts';

/**
 * Reportes' range kept in the URL (`from`, `to`, `groupBy`), so a link or the back button
 * shows the same reports; without them, this month. The server checks what the URL says.
 */
export function useReportRange() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const groupBy = params.get('groupBy');
  const range = useMemo<ReportRange>(() => {
    const fallback = presetRange('this-month');
    return {
      from: from ?? fallback.from,
      to: to ?? fallback.to,
      // An unknown value goes to the server as is, which refuses it in Spanish.
      groupBy: (groupBy ?? fallback.groupBy) as ReportRange['groupBy'],
    };
  }, [from, to, groupBy]);

  const setRange = useCallback(
    (next: ReportRange) => setParams({ from: next.from, to: next.to, groupBy: next.groupBy }),
    [setParams],
  );
  return { range, setRange };
}
