import { z } from 'zod';

/** The most rows one page of any list answers. */
export const MAX_PAGE_LIMIT = 100;

export const SORT_ORDERS = ['asc', 'desc'] as const;
export const sortOrderSchema = z.enum(SORT_ORDERS);
export type SortOrder = z.infer<typeof sortOrderSchema>;

/** `?page=2&limit=20`: numbers from the query string, page from 1, at most MAX_PAGE_LIMIT rows. */
export function pageQuerySchema(defaultLimit = 10) {
  return z.strictObject({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(defaultLimit),
  });
}

/**
 * The query of an admin-area list (a server-side grid): a page, a sort over the fields the
 * list names (anything else is a 400, so the server orders only by columns it chose), an order
 * and a free-text search. Each list `.extend`s it with its own filters.
 */
export function adminListQuerySchema<const Field extends string>(
  sortFields: readonly [Field, ...Field[]],
  defaults: { sort: NoInfer<Field>; order?: SortOrder; limit?: number },
) {
  return pageQuerySchema(defaults.limit).extend({
    sort: z.enum(sortFields).default(defaults.sort as never),
    order: sortOrderSchema.default(defaults.order ?? 'desc'),
    search: z.string().trim().max(100).optional(),
  });
}

/** ARCHITECTURE.md: every list answers `meta: { page, limit, total, totalPages }`. */
export const listMetaSchema = z.object({
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalPages: z.number(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

/** A list answer: `{ success, data: [item…], meta }`. */
export function listResponseSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ success: z.literal(true), data: z.array(item), meta: listMetaSchema });
}

/** The meta of one page; an empty list still has one (empty) page. */
export function listMeta(page: number, limit: number, total: number): ListMeta {
  return { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) };
}
