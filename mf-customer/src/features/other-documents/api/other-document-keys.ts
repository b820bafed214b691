import { DOCUMENTS_QUERY_KEY } from '@facturador/auth-api';
import type { OtherCpeType } from '@facturador/contracts';

/**
 * Query keys of «Retenciones y percepciones». The documents sit under DOCUMENTS_QUERY_KEY, which
 * the realtime event document_updated refreshes (the server tells members of every 20/40 and RR
 * change, decision 55), as the Listado's do. The company's agent flags are shared
 * (src/shared/api/other-cpe-agent.ts): Comprobantes and the company's settings read them too.
 */
export const otherDocumentKeys = {
  all: [...DOCUMENTS_QUERY_KEY, 'other'] as const,
  list: (companyId: string, query: { page: number; limit: number; documentType?: OtherCpeType }) =>
    [...otherDocumentKeys.all, 'list', companyId, query] as const,
  detail: (companyId: string, documentId: string) =>
    [...otherDocumentKeys.all, 'detail', companyId, documentId] as const,
  emails: (companyId: string, documentId: string) =>
    [...otherDocumentKeys.all, 'emails', companyId, documentId] as const,
  reversion: (companyId: string, reversionId: string) =>
    [...otherDocumentKeys.all, 'reversion', companyId, reversionId] as const,
};
