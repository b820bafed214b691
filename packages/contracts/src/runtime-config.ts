import { z } from 'zod';

/**
 * The shell's `config.json`: written per deployment, fetched at boot without cache.
 * Pointing a remote's URL at another build is how a remote is rolled forward or back.
 */
export const runtimeConfigSchema = z.object({
  apiBaseUrl: z.url(),
  remotes: z.object({
    mf_public: z.url(),
    mf_auth: z.url(),
    mf_customer: z.url(),
    mf_admin: z.url(),
  }),
  /** Firebase web settings; without them Google sign-in is disabled. */
  identity: z
    .object({
      apiKey: z.string().min(1),
      authDomain: z.string().min(1),
      projectId: z.string().min(1),
      appId: z.string().optional(),
      emulatorUrl: z.url().optional(),
    })
    .nullable()
    .default(null),
  /** SPEC.md §9: the fixed support contacts. */
  support: z.object({
    email: z.email(),
    whatsapp: z.string().regex(/^\d{8,15}$/, 'Número de WhatsApp en formato internacional, solo dígitos'),
  }),
  /** Optional auth-token sync endpoint (SPEC.md §7, "Other"). */
  authSyncUrl: z.url().nullable().default(null),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/**
 * The one reading of config.json's content, for every reader: the shell at boot (through
 * @facturador/auth-api) and the static server composing prerendered pages. Throws a
 * ZodError naming each wrong key.
 */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  return runtimeConfigSchema.parse(json);
}
