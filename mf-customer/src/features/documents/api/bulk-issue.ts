import { queryOptions, useMutation } from '@tanstack/react-query';
import { callApi, callApiFile } from '@facturador/auth-api';
import { endpoints, type BulkCsvUpload } from '@facturador/contracts';
import { downloadFile } from '@facturador/forms';

/** How often a running batch is asked for its progress. */
export const BULK_POLL_MS = 2_000;

export const bulkKeys = {
  job: (companyId: string, jobId: string) => ['documents', companyId, 'bulk', jobId] as const,
};

/** A batch's progress and rows, read again every BULK_POLL_MS until it is done. */
export const bulkJobQueryOptions = (companyId: string, jobId: string) =>
  queryOptions({
    queryKey: bulkKeys.job(companyId, jobId),
    queryFn: async () => (await callApi(endpoints.getBulkJob, { params: { id: companyId, jobId } })).data,
    refetchInterval: (query) => (query.state.data?.status === 'done' ? false : BULK_POLL_MS),
  });

/** Uploads a CSV; one Idempotency-Key per chosen file, so a retried upload makes one batch. */
export function useStartBulk(companyId: string) {
  return useMutation({
    mutationFn: (upload: BulkCsvUpload & { key: string }) =>
      callApi(endpoints.startBulkIssue, {
        params: { id: companyId },
        body: { csv: upload.csv },
        headers: { 'Idempotency-Key': upload.key },
      }),
  });
}

export async function downloadBulkResult(companyId: string, jobId: string): Promise<void> {
  const file = await callApiFile(endpoints.downloadBulkResult, { params: { id: companyId, jobId } });
  downloadFile(file, `lote-${jobId}.csv`);
}
