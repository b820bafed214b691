import { runtimeConfigSchema, type RuntimeConfig } from '@facturador/contracts';

/** Reads the deployment's config.json, never from cache: a redeploy may have changed it. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  return runtimeConfigSchema.parse(await response.json());
}
