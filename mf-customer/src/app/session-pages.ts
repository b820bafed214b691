import type { QueryClient } from '@tanstack/react-query';
import { ROUTE_PATHS } from '@facturador/contracts';
import { prefetchDashboard } from '../features/dashboard/prefetch-dashboard.ts';

/**
 * The pages rendered per request with the person's session (docs/decisions/0039), each with
 * what fetches its data through the page's own queries.
 */
export const SESSION_PAGES: Readonly<Record<string, (queryClient: QueryClient) => Promise<void>>> = {
  [ROUTE_PATHS.app]: prefetchDashboard,
};
