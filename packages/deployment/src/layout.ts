import { join } from 'node:path';

/**
 * Where a deployment keeps each app's releases (docs/decisions/0025):
 *
 *     <deploy>/<app>/releases/<build id>/   one build, never changed once written
 *     <deploy>/<app>/current                symbolic link to the live release, switched by rename
 *     <deploy>/<app>/history.json           every publication, oldest first
 *
 * `<app>` is the Module Federation name (shell, mf_admin…), as in config.json.
 */
export function appLayout(deployDir: string, app: string) {
  const appDir = join(deployDir, app);
  return {
    appDir,
    releasesDir: join(appDir, 'releases'),
    releaseDir: (id: string) => join(appDir, 'releases', id),
    current: join(appDir, 'current'),
    history: join(appDir, 'history.json'),
  };
}

/** A build id is a folder name: no separators, no dots first (it comes from BUILD_ID or the build). */
export function isSafeBuildId(id: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/.test(id);
}
