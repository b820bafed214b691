import type { ListadoFiltersQuery } from '@facturador/contracts';
import type { DocumentFilterValues } from './document-filters.tsx';

/** The filters as the server reads them (list, totals and exports alike); a half-typed series is left out. */
export function filtersQuery(filters: DocumentFilterValues): ListadoFiltersQuery {
  const query: ListadoFiltersQuery = {};
  if (filters.documentType) query.documentType = filters.documentType;
  if (filters.status) query.status = filters.status;
  if (/^[A-Z][A-Z0-9]{3}$/.test(filters.series)) query.series = filters.series;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.search.trim()) query.search = filters.search.trim();
  return query;
}
