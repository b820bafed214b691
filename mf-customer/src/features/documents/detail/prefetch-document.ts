import type { QueryClient } from '@tanstack/react-query';
import { documentQueryOptions } from '../../../shared/api/document-query.ts';
import { companiesQueryOptions } from '../../../shared/api/companies-query.ts';

/**
 * A document's detail for a render on the server (docs/decisions/0039), through the page's own
 * queries: the document of the path (its lines, totals, SUNAT's answer and history) and the
 * companies, which say whether the person may void it. A document that is not theirs is the
 * API's 404, so the page is not rendered and the browser shows what it shows today.
 */
export async function prefetchDocument(
  queryClient: QueryClient,
  { companyId = '', documentId = '' }: Readonly<Record<string, string>>,
): Promise<void> {
  await Promise.all([
    queryClient.fetchQuery(documentQueryOptions(companyId, documentId)),
    queryClient.fetchQuery(companiesQueryOptions()),
  ]);
}
