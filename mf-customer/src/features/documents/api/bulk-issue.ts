import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  callApi,
  callApiFile,
  CLIENT_RATE_LIMIT_MAX_REQUESTS,
  CLIENT_RATE_LIMIT_WINDOW_MS,
} from '@facturador/auth-api';
import { endpoints, type BulkCsvUpload } from '@facturador/contracts';
import { downloadFile } from '@facturador/forms';
import { documentKeys } from './document-keys.ts';

/**
 * How often a running batch is asked for its progress: 8 reads a minute, inside the client's
 * 10 per path (SPEC.md §8) with room to spare. Every 2 s spent them in 20 s, and the batch's
 * result gave way to «Demasiadas peticiones» (issue 39).
 */
export const BULK_POLL_MS = CLIENT_RATE_LIMIT_WINDOW_MS / (CLIENT_RATE_LIMIT_MAX_REQUESTS - 2);

/** A batch's progress and rows, read again every BULK_POLL_MS until it is done. */
export const bulkJobQueryOptions = (companyId: string, jobId: string) =>
  queryOptions({
    queryKey: documentKeys.bulkJob(companyId, jobId),
    queryFn: async () => (await callApi(endpoints.getBulkJob, { params: { id: companyId, jobId } })).data,
    refetchInterval: (query) => (query.state.data?.status === 'done' ? false : BULK_POLL_MS),
  });

/** Sends a CSV to be judged: its documents as they would be issued, with their errors; nothing is issued. */
export function usePreviewBulk(companyId: string) {
  return useMutation({
    mutationFn: async (upload: BulkCsvUpload) =>
      (await callApi(endpoints.previewBulkIssue, { params: { id: companyId }, body: upload })).data,
  });
}

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
