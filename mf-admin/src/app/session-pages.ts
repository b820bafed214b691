import type { SessionPagePrefetch } from '@facturador/auth-api/server';
import { ROUTE_PATHS } from '@facturador/contracts';
import { prefetchOverview } from '../features/overview/prefetch-overview.ts';

/**
 * The pages rendered per request with the person's session (docs/decisions/0039), each with
 * what fetches its data through the page's own queries.
 */
export const SESSION_PAGES: Readonly<Record<string, SessionPagePrefetch>> = {
  [ROUTE_PATHS.admin]: prefetchOverview,
};
