import { CHUNK_RELOAD_GUARD_MS } from '@facturador/auth-api';

const KEY_PREFIX = 'facturador:reload:';

/**
 * Allows one full reload per path per 10 s, remembered across the reload itself, so a
 * build that keeps failing can never put the page in a reload loop.
 */
export function claimReload(path: string, storage: Storage = sessionStorage, now = Date.now()): boolean {
  const key = KEY_PREFIX + path;
  const last = Number(storage.getItem(key) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(key, String(now));
  return true;
}

/** A lazy chunk that no longer exists because its build was replaced. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message) ||
    /Failed to fetch dynamically imported module/i.test(error.message)
  );
}
