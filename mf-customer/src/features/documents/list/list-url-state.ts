import type { GridPaginationModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LISTADO_DOCUMENT_TYPES, LISTADO_STATUSES } from '@facturador/contracts';
import { PAGE_SIZES } from '../../../shared/grid/paged-grid.tsx';
import type { DocumentFilterValues } from './document-filters.tsx';
import { FIRST_PAGE, NO_FILTERS } from './list-query.ts';

/** Each filter's name in the Listado's URL. */
const PARAMS = {
  companyId: 'company',
  documentType: 'type',
  status: 'status',
  series: 'series',
  from: 'from',
  to: 'to',
  search: 'search',
} as const satisfies Record<keyof DocumentFilterValues, string>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <T extends string>(value: string, allowed: readonly string[]) =>
  (allowed.includes(value) ? value : '') as T | '';
const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

/** The Listado's view as its URL says, anything malformed or unknown left at its default. */
export function readListUrl(params: URLSearchParams): {
  chosen: DocumentFilterValues;
  page: GridPaginationModel;
} {
  const get = (name: keyof DocumentFilterValues) => params.get(PARAMS[name]) ?? '';
  const date = (name: 'from' | 'to') => (DAY.test(get(name)) ? get(name) : '');
  const limit = positive(params.get('limit'));
  return {
    chosen: {
      companyId: get('companyId'),
      documentType: oneOf<DocumentFilterValues['documentType']>(get('documentType'), LISTADO_DOCUMENT_TYPES),
      status: oneOf<DocumentFilterValues['status']>(get('status'), LISTADO_STATUSES),
      series: get('series').toUpperCase().slice(0, 4),
      from: date('from'),
      to: date('to'),
      search: get('search').slice(0, 100),
    },
    page: {
      page: (positive(params.get('page')) ?? 1) - 1,
      pageSize: limit && PAGE_SIZES.includes(limit) ? limit : FIRST_PAGE.pageSize,
    },
  };
}

/** The URL of a view: only what differs from the Listado's opening view is written. */
export function listUrl(chosen: DocumentFilterValues, page: GridPaginationModel): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of Object.keys(PARAMS) as (keyof DocumentFilterValues)[])
    if (chosen[name]) params.set(PARAMS[name], chosen[name]);
  if (page.page > 0) params.set('page', String(page.page + 1));
  if (page.pageSize !== FIRST_PAGE.pageSize) params.set('limit', String(page.pageSize));
  return params;
}

/** How many filters narrow the list (the company is where it looks, not a filter). */
export const activeFilters = (chosen: DocumentFilterValues) =>
  (Object.keys(NO_FILTERS) as (keyof typeof NO_FILTERS)[]).filter((name) => chosen[name] !== '').length;

/**
 * The Listado's filters and page kept in the URL (issue 39), so Back from a document, a reload
 * or a shared link shows the same view. As in the admin grids, a choice or a page pushes a
 * history entry and typing (search, series) replaces it: one entry per search, not per key.
 */
export function useListUrlState() {
  const [params, setParams] = useSearchParams();
  const { chosen, page } = useMemo(() => readListUrl(params), [params]);
  const go = (next: DocumentFilterValues, nextPage: GridPaginationModel, replace: boolean) =>
    setParams(listUrl(next, nextPage), { replace });
  return {
    chosen,
    page,
    /** New filters, from the first page. */
    setFilters(next: DocumentFilterValues) {
      const typed = next.search !== chosen.search || next.series !== chosen.series;
      go(next, { ...page, page: 0 }, typed);
    },
    setPage: (next: GridPaginationModel) => go(chosen, next, false),
    /** «Limpiar filtros»: every filter off, on the same company and page size. */
    clear: () => go({ ...chosen, ...NO_FILTERS }, { ...page, page: 0 }, false),
  };
}
