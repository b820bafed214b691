import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { GridFilterModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';

export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** What a server-side list asks for, read from the page's URL. */
export interface GridQuery {
  page: number;
  limit: number;
  sort?: string;
  order?: 'asc' | 'desc';
  search?: string;
  /** The page's own filters (role, state…), by URL parameter name. */
  filters: Record<string, string>;
}

const positive = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/** Reads a grid's query from URL parameters; unknown or malformed values fall back to defaults. */
export function readGridQuery(
  params: URLSearchParams,
  filterNames: readonly string[],
  defaultLimit = 25,
): GridQuery {
  const limit = positive(params.get('limit'), defaultLimit);
  const order = params.get('order');
  const filters: Record<string, string> = {};
  for (const name of filterNames) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  return {
    page: positive(params.get('page'), 1),
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : defaultLimit,
    sort: params.get('sort') ?? undefined,
    order: params.get('sort') ? (order === 'asc' ? 'asc' : 'desc') : undefined,
    search: params.get('search')?.trim() || undefined,
    filters,
  };
}

/**
 * A Data Grid's pagination, sorting, quick filter and the page's own filters kept in the URL,
 * so that a link or the back button restores the same view. Pagination and sorting push a
 * history entry; typing a search replaces the current one (one entry per search, not per key).
 */
export function useGridUrlState(options: { filters?: readonly string[]; defaultLimit?: number } = {}) {
  const { filters: filterNames = [], defaultLimit = 25 } = options;
  const [params, setParams] = useSearchParams();
  // filterNames is a literal list per page: its contents, not its identity, matter.
  const filterKey = filterNames.join(',');
  const query = useMemo(
    () => readGridQuery(params, filterKey ? filterKey.split(',') : [], defaultLimit),
    [params, filterKey, defaultLimit],
  );

  const update = useCallback(
    (changes: Record<string, string | number | undefined>, replace = false) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(name);
            else next.set(name, String(value));
          }
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  const paginationModel: GridPaginationModel = { page: query.page - 1, pageSize: query.limit };
  const sortModel: GridSortModel = query.sort ? [{ field: query.sort, sort: query.order ?? 'desc' }] : [];
  const filterModel: GridFilterModel = { items: [], quickFilterValues: query.search ? [query.search] : [] };

  return {
    query,
    paginationModel,
    sortModel,
    filterModel,
    onPaginationModelChange: (model: GridPaginationModel) =>
      update({
        page: model.page === 0 ? undefined : model.page + 1,
        limit: model.pageSize === defaultLimit ? undefined : model.pageSize,
      }),
    onSortModelChange: (model: GridSortModel) =>
      update({ sort: model[0]?.field, order: model[0]?.sort ?? undefined, page: undefined }),
    onFilterModelChange: (model: GridFilterModel) =>
      update({ search: model.quickFilterValues?.join(' ').trim(), page: undefined }, true),
    /** Sets one of the page's own filters and goes back to the first page. */
    setFilter: (name: string, value: string | undefined) => update({ [name]: value, page: undefined }),
  };
}
