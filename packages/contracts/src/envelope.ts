import { z } from 'zod';

/** Every failure the API answers (ARCHITECTURE.md, "API conventions"). */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string().optional(),
  details: z.unknown().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** The `details` of a 400 VALIDATION_ERROR: one entry per failing field (`items.0.name` for nested ones). */
export const fieldIssueSchema = z.object({ field: z.string(), message: z.string() });
export const validationDetailsSchema = z.array(fieldIssueSchema);
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** A success answer carrying `data`. */
export function successResponse<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}
