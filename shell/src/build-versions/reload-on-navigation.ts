import type { createBrowserRouter } from 'react-router-dom';
import type { BuildWatcher } from './build-watcher.ts';
import { claimReload } from './reload-guard.ts';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Once a new build is known, the next navigation becomes a full page load of its target
 * (through the new build's redirects), at most once per path per 10 s.
 */
export function reloadOnNextNavigation(
  router: Router,
  watcher: BuildWatcher,
  load: (url: string) => void = (url) => window.location.assign(url),
): () => void {
  let lastKey = router.state.location.key;
  return router.subscribe((state) => {
    const { location } = state;
    if (location.key === lastKey) return;
    lastKey = location.key;
    const build = watcher.newBuild;
    if (!build) return;
    const target = build.redirects[location.pathname] ?? location.pathname;
    if (claimReload(target))
      load(target + (target === location.pathname ? location.search + location.hash : ''));
  });
}
