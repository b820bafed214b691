import { z } from 'zod';
import { MAX_PAGE_LIMIT } from '../api/lists.ts';
import { documentListItemSchema, documentListQuerySchema } from './document-api.ts';

/**
 * /v1, the API for ERPs and points of sale (issue 30): the screens' documents with a cursor
 * instead of pages, since an integrator walks a list that grows while it reads.
 */
export const v1DocumentListQuerySchema = documentListQuerySchema.omit({ page: true, limit: true }).extend({
  /** The `next_cursor` of the previous answer; none for the first page. */
  cursor: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(20),
});
export type V1DocumentListQuery = z.output<typeof v1DocumentListQuerySchema>;

export const v1DocumentListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(documentListItemSchema),
  /** Pass it as `cursor` for the next page; null on the last one. */
  next_cursor: z.string().nullable(),
});
