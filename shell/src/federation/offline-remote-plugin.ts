import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { unavailableRemote } from './unavailable-remote.ts';

/** Attempts per manifest before a remote is declared down; the wait doubles each time. */
export const MANIFEST_ATTEMPTS = 3;
export const MANIFEST_RETRY_DELAY_MS = 250;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Keeps a failing remote local to its own paths: the manifest fetch is retried a few
 * times (the registry's retry plugin is an old API), and when loading still fails the
 * runtime gets a stand-in module that the shell renders as a Spanish fallback.
 */
export default function offlineRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'facturador-offline-remote',
    fetch(url, init) {
      if (!url.endsWith('mf-manifest.json')) return;
      return fetchManifest(url, init);
    },
    async errorLoadRemote({ id, error, lifecycle }) {
      // Only the final stage gets a stand-in module; earlier stages must fail so that the
      // runtime forgets the broken manifest and a retry fetches it again.
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`Remote ${id} failed to load`, error);
      return unavailableRemote(id, error);
    },
  };
}

async function fetchManifest(url: string, init: RequestInit): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt < MANIFEST_ATTEMPTS; attempt += 1) {
    if (attempt > 0) await wait(MANIFEST_RETRY_DELAY_MS * 2 ** (attempt - 1));
    try {
      const response = await globalThis.fetch(url, {
        ...init,
        cache: 'no-cache',
      });
      if (response.ok) return response;
      lastError = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
