import { DOCUMENTS_QUERY_KEY } from '@facturador/auth-api';

/**
 * The root of Comprobantes' query keys, shared: a guía drafted from a factura reads the factura,
 * and the dashboard's series sit under it. Everything sits under DOCUMENTS_QUERY_KEY, which the
 * realtime event document_updated refreshes; the documents feature's own factory
 * (features/documents/api/document-keys.ts) adds the rest.
 */
export const documentKeys = {
  all: DOCUMENTS_QUERY_KEY,
  detail: (companyId: string, documentId: string) =>
    [...DOCUMENTS_QUERY_KEY, 'detail', companyId, documentId] as const,
};
