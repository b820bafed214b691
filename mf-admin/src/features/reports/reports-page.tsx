import { CircularProgress, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { AdminPage } from '../../shared/admin-page.tsx';
import { reportsQueryOptions } from './api/reports-query.ts';
import { reportsMessages as messages } from './messages.ts';
import { ExpiringCertificatesSection } from './expiring-certificates-section.tsx';
import { RangeForm } from './range-form.tsx';
import { ReportSection } from './report-section.tsx';
import { reportViews } from './report-views.ts';
import { useReportRange } from './use-report-range.ts';
import { LoadError } from '../../shared/load-error.tsx';

/**
 * Reportes (/app/admin/reportes): the reports of a date range kept in the URL, then the
 * certificates about to expire (today's picture).
 */
export default function ReportsPage() {
  const { range, setRange } = useReportRange();
  const reports = useQuery(reportsQueryOptions(range));
  const { hash } = useLocation();
  const loaded = reports.data !== undefined;

  // A link from Resumen names one report: show it once the reports are on the page.
  useEffect(() => {
    if (loaded && hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [loaded, hash]);

  return (
    <AdminPage title={messages.title} description={messages.description}>
      <RangeForm range={range} onChange={setRange} />
      {reports.isPending && <CircularProgress aria-label={messages.loading} />}
      <LoadError query={reports} message={reports.error?.message || messages.loadError} />
      {reports.data && !reports.isError && (
        <Stack spacing={3} aria-busy={reports.isFetching}>
          {reportViews(reports.data).map((view) => (
            <ReportSection key={view.kind} view={view} range={range} />
          ))}
        </Stack>
      )}
      <ExpiringCertificatesSection />
    </AdminPage>
  );
}
