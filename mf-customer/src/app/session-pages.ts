import type { SessionPagePrefetch } from '@facturador/auth-api/server';
import { ROUTE_PATHS } from '@facturador/contracts';
import { prefetchCompanies } from '../features/companies/list/prefetch-companies.ts';
import { prefetchDashboard } from '../features/dashboard/prefetch-dashboard.ts';
import { prefetchCustomers, prefetchProducts } from '../features/documents/catalogues/prefetch-catalogues.ts';
import { prefetchDocument } from '../features/documents/detail/prefetch-document.ts';
import { prefetchIssue } from '../features/documents/issue/prefetch-issue.ts';
import { prefetchDocuments } from '../features/documents/list/prefetch-documents.ts';
import { prefetchPlans } from '../features/plans/prefetch-plans.ts';

/**
 * The pages rendered per request with the person's session (docs/decisions/0039), each with
 * what fetches its data through the page's own queries.
 */
export const SESSION_PAGES: Readonly<Record<string, SessionPagePrefetch>> = {
  [ROUTE_PATHS.app]: prefetchDashboard,
  [ROUTE_PATHS.companies]: prefetchCompanies,
  [ROUTE_PATHS.myPlans]: prefetchPlans,
  [ROUTE_PATHS.documents]: prefetchDocuments,
  [ROUTE_PATHS.documentsIssue]: prefetchIssue,
  [ROUTE_PATHS.documentsCustomers]: prefetchCustomers,
  [ROUTE_PATHS.documentsProducts]: prefetchProducts,
  [`${ROUTE_PATHS.documents}/:companyId/:documentId`]: prefetchDocument,
};
