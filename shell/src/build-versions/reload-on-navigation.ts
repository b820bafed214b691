import type { createBrowserRouter, Location } from 'react-router-dom';
import type { BuildWatcher } from './build-watcher.ts';
import { claimReload } from './reload-guard.ts';

type Router = ReturnType<typeof createBrowserRouter>;

/** A navigation made by a route rule is not redirected again, so two rules cannot loop. */
const BY_ROUTE_RULE = { byRouteRule: true };

/**
 * SPEC.md §2 "Route rules may redirect a route": the running builds' rules redirect a path
 * on every navigation; `follow` also applies them to where the page is when they arrive.
 */
export function applyRouteRules(router: Router, rules: () => Record<string, string>) {
  const follow = (location: Location): void => {
    if ((location.state as typeof BY_ROUTE_RULE | null)?.byRouteRule) return;
    const target = rules()[location.pathname];
    if (target && target !== location.pathname)
      void router.navigate(target, { replace: true, state: BY_ROUTE_RULE });
  };
  return { follow, now: () => follow(router.state.location) };
}

/**
 * Once a new build is known, the next navigation becomes a full page load of its target
 * (through the new build's redirects), at most once per path per 10 s. Until then the
 * current builds' route rules apply.
 */
export function reloadOnNextNavigation(
  router: Router,
  watcher: BuildWatcher,
  load: (url: string) => void = (url) => window.location.assign(url),
  followRules: (location: Location) => void = applyRouteRules(router, () => watcher.routeRules).follow,
): () => void {
  let lastKey = router.state.location.key;
  return router.subscribe((state) => {
    const { location } = state;
    if (location.key === lastKey) return;
    lastKey = location.key;
    const build = watcher.newBuild;
    if (!build) {
      followRules(location);
      return;
    }
    const target = build.redirects[location.pathname] ?? location.pathname;
    if (claimReload(target))
      load(target + (target === location.pathname ? location.search + location.hash : ''));
  });
}
