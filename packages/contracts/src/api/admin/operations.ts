import { z } from 'zod';
import { successResponse } from '../../envelope.ts';

/**
 * How often the Sistema page asks again: a release or rollback shows there within seconds. Above
 * 6 s, so the page alone stays under SPEC.md §8's client limit (10 calls a minute per path) with
 * room for a refetch on focus: at 3 s it spent the window in 30 s and then waited up to 30 s for
 * it, and a release took that long to show (release.spec.ts failed under load).
 */
export const OPERATIONS_REFRESH_MS = 7000;

/** The shell and the four remotes, in the order the Sistema page lists them. */
export const SUITE_APP_NAMES = ['shell', 'mf_public', 'mf_auth', 'mf_customer', 'mf_admin'] as const;

/** The socket event a tab sends with the build of each app it runs (shell/src/build-versions). */
export const REALTIME_BUILDS_REPORT = 'builds:running';
/** app (shell, mf_admin…) → the build id the tab runs. */
export const runningBuildsSchema = z
  .record(z.string().max(40), z.string().max(100))
  .refine((builds) => Object.keys(builds).length <= 10, 'Demasiadas aplicaciones');
export type RunningBuilds = z.infer<typeof runningBuildsSchema>;

const isoDate = z.string().describe('Fecha ISO 8601');

export const PUBLICATION_ACTION_VALUES = ['release', 'rollback', 'start'] as const;
/** What the Sistema page calls each way a release went live. */
export const PUBLICATION_ACTION_LABELS: Record<(typeof PUBLICATION_ACTION_VALUES)[number], string> = {
  release: 'Publicación',
  rollback: 'Reversión',
  start: 'Arranque',
};

export const deployedAppSchema = z.object({
  app: z.string(),
  /** The live release; null when the deployment has none for this app (or none is configured). */
  deployed: z
    .object({ id: z.string(), builtAt: isoDate.nullable(), publishedAt: isoDate.nullable() })
    .nullable(),
  /** Open signed-in tabs by the build of this app they run; `current` when it is the live one. */
  tabs: z.array(z.object({ build: z.string(), count: z.number().int(), current: z.boolean() })),
});
export type DeployedApp = z.infer<typeof deployedAppSchema>;

export const apiInstanceSchema = z.object({
  id: z.string(),
  host: z.string(),
  pid: z.number().int(),
  version: z.string(),
  startedAt: isoDate,
  lastSeenAt: isoDate,
  /** The instance that answered this request. */
  self: z.boolean(),
});
export type ApiInstance = z.infer<typeof apiInstanceSchema>;

export const SERVICE_STATES = ['ok', 'unavailable', 'not_configured'] as const;
export const serviceStateSchema = z.enum(SERVICE_STATES);
export type ServiceState = z.infer<typeof serviceStateSchema>;

export const publicationSchema = z.object({
  app: z.string(),
  id: z.string(),
  action: z.enum(PUBLICATION_ACTION_VALUES),
  at: isoDate,
  previous: z.string().nullable(),
});
export type Publication = z.infer<typeof publicationSchema>;

export const operationsStatusSchema = z.object({
  apps: z.array(deployedAppSchema),
  instances: z.array(apiInstanceSchema),
  database: serviceStateSchema,
  redis: serviceStateSchema,
  /** Publications of every app, newest first (at most 50). */
  history: z.array(publicationSchema),
  checkedAt: isoDate,
});
export type OperationsStatus = z.infer<typeof operationsStatusSchema>;
export const operationsStatusResponseSchema = successResponse(operationsStatusSchema);
