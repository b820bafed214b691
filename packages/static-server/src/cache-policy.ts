/** Files whose name stays the same across builds: the browser must revalidate them. */
const ALWAYS_FRESH = [/^mf-manifest\.json$/, /^remoteEntry\.js$/, /^config\.json$/, /^builds\//, /\.html$/];

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SHORT = 'public, max-age=3600';

/** Cache-Control for a path relative to the build root (no leading slash). */
export function cacheControlFor(relativePath: string): string {
  if (ALWAYS_FRESH.some((pattern) => pattern.test(relativePath))) return NO_CACHE;
  // The build puts every content-hashed file under static/ and nothing else there.
  if (relativePath.startsWith('static/')) return IMMUTABLE;
  return SHORT;
}
