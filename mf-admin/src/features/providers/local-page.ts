import type { GridQuery } from '../../shared/grid/use-grid-url-state.ts';

/**
 * A short list held whole in the browser, paged, sorted and searched like a server list so
 * the grid and its URL state work the same way.
 */
export function localPage<Row extends object>(
  rows: readonly Row[],
  query: GridQuery,
  searchable: readonly (keyof Row)[],
): { rows: Row[]; total: number } {
  const needle = query.search?.toLocaleLowerCase('es');
  const found = needle
    ? rows.filter((row) =>
        searchable.some((key) =>
          String(row[key] ?? '')
            .toLocaleLowerCase('es')
            .includes(needle),
        ),
      )
    : [...rows];
  if (query.sort) {
    const key = query.sort as keyof Row;
    const direction = query.order === 'asc' ? 1 : -1;
    found.sort(
      (a, b) => direction * String(a[key] ?? '').localeCompare(String(b[key] ?? ''), 'es', { numeric: true }),
    );
  }
  const start = (query.page - 1) * query.limit;
  return { rows: found.slice(start, start + query.limit), total: found.length };
}
