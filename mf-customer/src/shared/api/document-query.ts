import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@facturador/auth-api';
import { endpoints } from '@facturador/contracts';
import { documentKeys } from './document-keys.ts';

/** GET /companies/:id/documents/:documentId: its detail (Comprobantes, a guía drafted from it). */
export const documentQueryOptions = (companyId: string, documentId: string) =>
  queryOptions({
    queryKey: documentKeys.detail(companyId, documentId),
    queryFn: async () =>
      (await callApi(endpoints.getDocument, { params: { id: companyId, documentId } })).data,
    // A guía drafted from nothing names no document.
    enabled: companyId !== '' && documentId !== '',
  });
