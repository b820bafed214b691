import { z } from 'zod';

/** Every failure the API answers (ARCHITECTURE.md, "API conventions"). */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string().optional(),
  details: z.unknown().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** A success answer carrying `data`. */
export function successResponse<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}
