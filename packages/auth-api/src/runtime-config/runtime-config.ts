import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { parseRuntimeConfig, type RuntimeConfig } from '@facturador/contracts';
import { registerSharedInstance } from '../diagnostics.ts';

/**
 * The deployment's config.json, read once by the shell at boot and kept here. Because
 * @facturador/auth-api is a federated singleton, every remote sees the value the shell
 * loaded: no remote fetches or parses config.json again.
 */
const runtimeConfigStore = createStore<{ config: RuntimeConfig | null }>()(() => ({ config: null }));

registerSharedInstance('runtimeConfigStore', runtimeConfigStore);

/** Fetches `/config.json` from the page's origin, never from cache (a redeploy may have changed it). */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  const config = parseRuntimeConfig(await response.json());
  runtimeConfigStore.setState({ config });
  return config;
}

/** The loaded config, or null before the shell has loaded it (and while prerendering). */
export function getRuntimeConfig(): RuntimeConfig | null {
  return runtimeConfigStore.getState().config;
}

/** getRuntimeConfig for components: they render again when the config arrives. */
export function useRuntimeConfig(): RuntimeConfig | null {
  return useStore(runtimeConfigStore, (state) => state.config);
}
