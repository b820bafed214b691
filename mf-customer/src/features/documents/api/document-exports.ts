import { queryOptions } from '@tanstack/react-query';
import { callApi, callApiFile } from '@facturador/auth-api';
import { endpoints, type ListadoFiltersQuery } from '@facturador/contracts';
import { downloadFile } from '@facturador/forms';
import { documentKeys } from './document-keys.ts';

export type DocumentExportFormat = 'csv' | 'xlsx';

/** The filtered set's totals per currency: one key per filters, not per page of the grid. */
export const documentTotalsQueryOptions = (companyId: string, filters: ListadoFiltersQuery) =>
  queryOptions({
    queryKey: documentKeys.totals(companyId, filters),
    queryFn: async () =>
      (await callApi(endpoints.documentTotals, { params: { id: companyId }, query: filters })).data,
    enabled: companyId !== '',
  });

/**
 * Every document the list's filters match, as CSV or Excel, built by the server and saved
 * through the session (the API needs the bearer token, so a plain link would not do).
 */
export async function downloadDocumentsExport(
  companyId: string,
  filters: ListadoFiltersQuery,
  format: DocumentExportFormat,
  fileName: string,
): Promise<void> {
  const endpoint = format === 'csv' ? endpoints.exportDocumentsCsv : endpoints.exportDocumentsXlsx;
  const file = await callApiFile(endpoint, { params: { id: companyId }, query: filters });
  downloadFile(file, `${fileName}.${format}`);
}

/** The accountant's ZIP of a period: every document's XML, CDR and PDF, and the period's CSV. */
export async function downloadAccountantArchive(
  companyId: string,
  period: { from: string; to: string },
  fileName: string,
): Promise<void> {
  const file = await callApiFile(endpoints.downloadDocumentsArchive, {
    params: { id: companyId },
    query: period,
  });
  downloadFile(file, `${fileName}.zip`);
}
