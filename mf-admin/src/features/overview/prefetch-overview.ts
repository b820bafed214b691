import type { QueryClient } from '@tanstack/react-query';
import { overviewQueryOptions } from './api/overview-query.ts';

/** Resumen's six figures for a render on the server (docs/decisions/0039), through its own query. */
export async function prefetchOverview(queryClient: QueryClient): Promise<void> {
  await queryClient.fetchQuery(overviewQueryOptions());
}
