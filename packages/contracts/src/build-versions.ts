import { z } from 'zod';

/** `builds/latest.json` of an app (ARCHITECTURE.md "Build versions"). */
export const buildLatestSchema = z.object({
  id: z.string().min(1),
  timestamp: z.number().optional(),
  app: z.string().optional(),
});

/** `builds/meta/{id}.json`: the route rules of a build (SPEC.md §2 "Route rules may redirect a route"). */
export const buildMetaSchema = z.object({
  id: z.string().min(1),
  /** Path → path it redirects to. */
  redirects: z.record(z.string(), z.string().startsWith('/')).default({}),
});
export type BuildMeta = z.infer<typeof buildMetaSchema>;
