import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { adminListQuerySchema, listMeta, listResponseSchema, MAX_PAGE_LIMIT } from '../src/api/lists.ts';

describe('admin list query', () => {
  const query = adminListQuerySchema(['createdAt', 'name'], { sort: 'createdAt', limit: 20 });

  it('fills the defaults: first page, the list’s limit, its sort, newest first', () => {
    expect(query.parse({})).toEqual({ page: 1, limit: 20, sort: 'createdAt', order: 'desc' });
  });

  it('reads numbers from the query string and trims the search', () => {
    expect(query.parse({ page: '3', limit: '50', sort: 'name', order: 'asc', search: '  ana ' })).toEqual({
      page: 3,
      limit: 50,
      sort: 'name',
      order: 'asc',
      search: 'ana',
    });
  });

  it('refuses a limit over the maximum, a page under 1, an unknown sort field or order', () => {
    for (const bad of [
      { limit: String(MAX_PAGE_LIMIT + 1) },
      { page: '0' },
      { sort: 'password' },
      { order: 'up' },
    ]) {
      expect(query.safeParse(bad).success).toBe(false);
    }
  });
});

describe('list answer', () => {
  it('has data and meta with the page count; an empty list has one page', () => {
    const schema = listResponseSchema(z.object({ id: z.string() }));
    const answer = { success: true, data: [{ id: 'a' }], meta: listMeta(2, 10, 21) };
    expect(schema.parse(answer).meta).toEqual({ page: 2, limit: 10, total: 21, totalPages: 3 });
    expect(listMeta(1, 10, 0).totalPages).toBe(1);
  });
});
