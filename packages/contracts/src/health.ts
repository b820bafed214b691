import { z } from 'zod';
import { successResponse } from './envelope.ts';

export const healthResponseSchema = successResponse(
  z.object({
    /** `draining`: the instance is stopping (SIGTERM) and takes no new work; the proxy leaves it. */
    status: z.enum(['ok', 'degraded', 'draining']),
    database: z.enum(['ok', 'unavailable']),
    version: z.string(),
    uptimeSeconds: z.number().nonnegative(),
  }),
);
export type HealthResponse = z.infer<typeof healthResponseSchema>;
