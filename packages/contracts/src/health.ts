import { z } from 'zod';
import { successResponse } from './envelope.ts';

export const healthResponseSchema = successResponse(
  z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['ok', 'unavailable']),
    version: z.string(),
    uptimeSeconds: z.number().nonnegative(),
  }),
);
export type HealthResponse = z.infer<typeof healthResponseSchema>;
