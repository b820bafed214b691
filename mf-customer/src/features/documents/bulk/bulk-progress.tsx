import { Alert, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { BULK_ROW_STATE_LABELS, type BulkRow } from '@facturador/contracts';
import { ResponsiveTable, type ResponsiveColumn } from '@facturador/forms';
import { bulkJobQueryOptions, downloadBulkResult } from '../api/bulk-issue.ts';
import { documentsMessages } from '../messages.ts';

const messages = documentsMessages.bulk;

const COLUMNS: readonly ResponsiveColumn<BulkRow>[] = [
  { header: messages.row, cell: (row) => row.row },
  { header: messages.reference, cell: (row) => row.reference },
  { header: messages.state, cell: (row) => BULK_ROW_STATE_LABELS[row.status] },
  {
    header: messages.document,
    cell: (row) =>
      row.document ? `${row.document.fullNumber} · ${documentsMessages.status[row.document.status]}` : '',
  },
  { header: messages.detail, cell: (row) => row.error ?? '' },
];

/** A batch as it runs: its progress, read every few seconds, each row's result and the result file. */
export function BulkProgress({ companyId, jobId }: { companyId: string; jobId: string }) {
  const job = useQuery(bulkJobQueryOptions(companyId, jobId));
  // A later read that failed leaves the progress already shown in place.
  if (!job.data)
    return job.isError ? (
      <Alert severity="error">{job.error.message}</Alert>
    ) : (
      <LinearProgress aria-label={messages.sending} />
    );
  const { done, total, failed, issued, status, rows } = job.data;
  return (
    <Stack spacing={2}>
      <LinearProgress
        variant="determinate"
        value={total === 0 ? 100 : (done / total) * 100}
        aria-label={messages.progress(done, total, failed)}
      />
      <Typography role="status">
        {status === 'done' ? messages.finished(issued, failed) : messages.progress(done, total, failed)}
      </Typography>
      <Typography id="bulk-results-title" variant="subtitle2" component="h3">
        {messages.results}
      </Typography>
      <ResponsiveTable
        labelledBy="bulk-results-title"
        columns={COLUMNS}
        rows={rows}
        rowKey={(row) => String(row.row)}
      />
      {status === 'done' && (
        <Button variant="outlined" onClick={() => void downloadBulkResult(companyId, jobId)}>
          {messages.download}
        </Button>
      )}
    </Stack>
  );
}
