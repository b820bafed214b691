import type { AdvanceListQuery, ListadoFiltersQuery, ListadoQuery } from '@facturador/contracts';
import { companyKeys } from '../../../shared/api/company-keys.ts';
import { documentKeys as sharedDocumentKeys } from '../../../shared/api/document-keys.ts';

/**
 * Query keys of Comprobantes. Everything sits under DOCUMENTS_QUERY_KEY, which the realtime
 * event document_updated refreshes: another tab's issue, an ERP's, a SUNAT answer or a baja
 * shows here. A burst of events is gathered into one refresh per LIVE_REFRESH_INTERVAL_MS
 * (@facturador/auth-api), so an open Listado never spends the client's limit per path. The root
 * and a document's detail are shared (src/shared/api/document-keys.ts).
 */
export const documentKeys = {
  ...sharedDocumentKeys,
  list: (companyId: string, query: ListadoQuery) =>
    [...sharedDocumentKeys.all, 'list', companyId, query] as const,
  /** The filtered set's totals per currency: one key per filters, not per page of the grid. */
  totals: (companyId: string, filters: ListadoFiltersQuery) =>
    [...sharedDocumentKeys.all, 'totals', companyId, filters] as const,
  /** The buyer's open advances: SUNAT accepting one (document_updated) refreshes them. */
  advances: (companyId: string, buyer: AdvanceListQuery) =>
    [...sharedDocumentKeys.all, 'advances', companyId, buyer] as const,
  /** The company's IGV rates sit under the company, which companies_changed refreshes. */
  igvRegime: (companyId: string) => [...companyKeys.detail(companyId), 'igv-regime'] as const,
  /**
   * Not under DOCUMENTS_QUERY_KEY: a batch is read at its own pace, and the live events of the
   * documents it issues (refreshing the Listado behind it) would add to that path's reads.
   */
  bulkJob: (companyId: string, jobId: string) => ['bulk-jobs', companyId, jobId] as const,
};
