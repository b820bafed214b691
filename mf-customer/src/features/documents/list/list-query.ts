import type { ListadoQuery } from '@facturador/contracts';
import type { DocumentFilterValues } from './document-filters.tsx';
import { filtersQuery } from './filters-query.ts';

/** The page the Listado opens on (20 rows), also fetched for a render on the server. */
export const FIRST_PAGE = { page: 0, pageSize: 20 };

/** The filters the Listado opens with: none but the company. */
export const NO_FILTERS: Omit<DocumentFilterValues, 'companyId'> = {
  documentType: '',
  series: '',
  from: '',
  to: '',
  status: '',
  search: '',
};

/** The list request for these filters and the grid's page (0-based there, 1-based for the API). */
export function listQuery(
  filters: DocumentFilterValues,
  page: { page: number; pageSize: number },
): ListadoQuery {
  return { page: page.page + 1, limit: page.pageSize, ...filtersQuery(filters) };
}
