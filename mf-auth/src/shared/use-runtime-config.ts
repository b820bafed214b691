import { useEffect, useState } from 'react';
import { runtimeConfigSchema, type RuntimeConfig } from '@facturador/contracts';

let pending: Promise<RuntimeConfig> | null = null;

/**
 * The shell's config.json, read once per page load from the shell's own origin (the remote
 * must not import the shell). A failed read is forgotten so the next caller tries again.
 */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= Promise.resolve()
    .then(() => fetch('/config.json', { cache: 'no-store' }))
    .then(async (response) => {
      if (!response.ok) throw new Error(`config.json answered ${response.status}`);
      return runtimeConfigSchema.parse(await response.json());
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

/** Tests reset the cache between cases. */
export function forgetRuntimeConfig(): void {
  pending = null;
}

/** The config, or null while it loads or when it could not be read. */
export function useRuntimeConfig(): RuntimeConfig | null {
  const [config, setConfig] = useState<RuntimeConfig | null>(null);
  useEffect(() => {
    let live = true;
    loadRuntimeConfig().then(
      (loaded) => live && setConfig(loaded),
      (error: unknown) => console.warn('No se pudo leer config.json', error),
    );
    return () => {
      live = false;
    };
  }, []);
  return config;
}
