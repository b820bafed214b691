import { documentKeys } from '../../../shared/api/document-keys.ts';

/**
 * The dashboard's own queries. The month's figures sit under the documents' root
 * (DOCUMENTS_QUERY_KEY): a document issued or answered in another tab (document_updated) updates
 * them. The companies, the subscription and the series it shows are shared queries (src/shared/api).
 */
export const dashboardKeys = {
  documentsMonth: () => [...documentKeys.all, 'this-month'] as const,
};
