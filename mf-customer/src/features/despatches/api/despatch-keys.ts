import { DESPATCHES_QUERY_KEY } from '@facturador/auth-api';

/**
 * Query keys of «Guías de remisión» (issue 42). Everything sits under DESPATCHES_QUERY_KEY, which
 * the realtime event despatch_updated refreshes (@facturador/auth-api): a ticket SUNAT answers,
 * another tab's resend or an ERP's batch shows here without polling, as documents do.
 */
export const despatchKeys = {
  all: DESPATCHES_QUERY_KEY,
  list: (companyId: string) => [...despatchKeys.all, 'list', companyId] as const,
  detail: (companyId: string, despatchId: string) =>
    [...despatchKeys.all, 'detail', companyId, despatchId] as const,
};
