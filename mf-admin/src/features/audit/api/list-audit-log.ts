import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpoints, type AuditListQuery } from '@facturador/contracts';
import { callApi } from '@facturador/auth-api';
import { auditKeys } from './audit-keys.ts';

/** GET /admin/audit: one server-side page; the previous page stays on screen while the next loads. */
export const auditLogQueryOptions = (query: AuditListQuery) =>
  queryOptions({
    queryKey: auditKeys.list(query),
    queryFn: () => callApi(endpoints.listAuditLog, { query }),
    placeholderData: keepPreviousData,
  });
