import { describe, expect, it } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { readGridQuery, useGridUrlState } from '../src/shared/grid/use-grid-url-state.ts';

describe('readGridQuery', () => {
  it('reads page, size, sort, search and the page filters from the URL', () => {
    const params = new URLSearchParams(
      'page=3&limit=50&sort=createdAt&order=asc&search=%20ana%20&role=OWNER_SYSTEM&x=1',
    );
    expect(readGridQuery(params, ['role', 'isActive'])).toEqual({
      page: 3,
      limit: 50,
      sort: 'createdAt',
      order: 'asc',
      search: 'ana',
      filters: { role: 'OWNER_SYSTEM' },
    });
  });

  it('falls back to defaults for malformed values', () => {
    const params = new URLSearchParams('page=-2&limit=7&order=sideways&search=%20');
    expect(readGridQuery(params, [], 10)).toEqual({ page: 1, limit: 10, filters: {} });
    expect(readGridQuery(new URLSearchParams('sort=name&order=x'), []).order).toBe('desc');
  });
});

describe('useGridUrlState', () => {
  // A plain MemoryRouter (jsdom has no fetch Request for the data routers).
  function setup(initial: string) {
    const probe = {} as {
      grid: ReturnType<typeof useGridUrlState>;
      search: string;
      action: string;
      navigate: ReturnType<typeof useNavigate>;
    };
    function Host() {
      probe.grid = useGridUrlState({ filters: ['role'] });
      probe.search = useLocation().search;
      probe.action = useNavigationType();
      probe.navigate = useNavigate();
      return null;
    }
    render(
      <MemoryRouter initialEntries={[initial]}>
        <Host />
      </MemoryRouter>,
    );
    return probe;
  }

  it('keeps pagination and sorting in the URL, and back restores the previous view', () => {
    const probe = setup('/lista?role=CUSTOMER_SYSTEM');
    act(() => probe.grid.onPaginationModelChange({ page: 2, pageSize: 25 }));
    expect(probe.search).toBe('?role=CUSTOMER_SYSTEM&page=3');
    act(() => probe.grid.onSortModelChange([{ field: 'email', sort: 'asc' }]));
    expect(probe.search).toBe('?role=CUSTOMER_SYSTEM&sort=email&order=asc');
    expect(probe.grid.sortModel).toEqual([{ field: 'email', sort: 'asc' }]);
    act(() => probe.navigate(-1));
    expect(probe.grid.paginationModel).toEqual({ page: 2, pageSize: 25 });
    expect(probe.grid.sortModel).toEqual([]);
  });

  it('replaces the history entry while searching and starts again from page one', () => {
    const probe = setup('/lista?page=4');
    act(() => probe.grid.onFilterModelChange({ items: [], quickFilterValues: ['maria', 'perez'] }));
    expect(probe.search).toBe('?search=maria+perez');
    expect(probe.action).toBe('REPLACE');
    act(() => probe.grid.setFilter('role', 'OWNER_SYSTEM'));
    expect(probe.grid.query.filters).toEqual({ role: 'OWNER_SYSTEM' });
    expect(probe.action).toBe('PUSH');
  });
});
