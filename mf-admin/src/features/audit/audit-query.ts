import {
  auditActionSchema,
  auditEntityTypeSchema,
  type AuditExportQuery,
  type AuditListQuery,
} from '@facturador/contracts';
import type { GridQuery } from '../../shared/grid/use-grid-url-state.ts';

/** The page's own URL parameters (Spanish, like the page's address). */
export const AUDIT_FILTERS = ['accion', 'tipo', 'desde', 'hasta'] as const;
export type AuditFilterName = (typeof AUDIT_FILTERS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters of the URL as GET /admin/audit and its export read them; unknown values are left out. */
export function toAuditFilters(query: GridQuery): AuditExportQuery {
  const action = auditActionSchema.safeParse(query.filters.accion);
  const entityType = auditEntityTypeSchema.safeParse(query.filters.tipo);
  const from = query.filters.desde;
  const to = query.filters.hasta;
  return {
    search: query.search,
    ...(query.sort === 'createdAt' ? { sort: 'createdAt', order: query.order } : {}),
    ...(action.success ? { action: action.data } : {}),
    ...(entityType.success ? { entityType: entityType.data } : {}),
    ...(from && DAY.test(from) ? { from } : {}),
    ...(to && DAY.test(to) ? { to } : {}),
  };
}

/** One page of the log with the URL's filters. */
export const toAuditListQuery = (query: GridQuery): AuditListQuery => ({
  page: query.page,
  limit: query.limit,
  ...toAuditFilters(query),
});
