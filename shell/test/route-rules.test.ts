import { describe, expect, it, jest } from '@jest/globals';
import type { Location } from 'react-router-dom';
import { BuildWatcher } from '../src/build-versions/build-watcher.ts';
import { applyRouteRules, reloadOnNextNavigation } from '../src/build-versions/reload-on-navigation.ts';

const sources = [
  { app: 'shell', buildsUrl: 'http://localhost:3000/builds/' },
  { app: 'mf_public', buildsUrl: 'http://localhost:3001/builds/' },
];

/** The builds running now, each with its route rules. */
function runningBuilds(rules: Record<string, Record<string, string>>) {
  return async (url: string) => {
    const app = url.startsWith('http://localhost:3000') ? 'shell' : 'mf_public';
    const id = app === 'shell' ? 'shell-1' : 'public-1';
    return url.includes('/latest.json') ? { id } : { id, redirects: rules[app] ?? {} };
  };
}

/**
 * The part of the router these rules use, in memory: jsdom lacks the Fetch API's Request
 * that react-router's own navigation needs.
 */
function routerAt(path: string) {
  let key = 0;
  const listeners = new Set<(state: { location: Location }) => void>();
  const at = (pathname: string, state: unknown = null): Location => ({
    pathname,
    search: '',
    hash: '',
    state,
    key: String((key += 1)),
  });
  const router = {
    state: { location: at(path) },
    subscribe(listener: (state: { location: Location }) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async navigate(to: string, options: { state?: unknown } = {}) {
      router.state = { location: at(to, options.state ?? null) };
      for (const listener of listeners) listener(router.state);
    },
  };
  return router as typeof router & Parameters<typeof applyRouteRules>[0];
}

describe('route rules of the running builds (SPEC.md §2)', () => {
  it('gathers every app’s rules from the current builds’ metadata, and says when they arrive', async () => {
    const arrived = jest.fn<(rules: Record<string, string>) => void>();
    const watcher = new BuildWatcher(
      sources,
      'shell-1',
      runningBuilds({ shell: { '/viejo': '/login' }, mf_public: { '/faq': '/contacto' } }),
      arrived,
    );
    expect(await watcher.check()).toBeNull();
    expect(watcher.routeRules).toEqual({ '/viejo': '/login', '/faq': '/contacto' });
    expect(arrived).toHaveBeenLastCalledWith({ '/viejo': '/login', '/faq': '/contacto' });
    await watcher.check();
    expect(arrived).toHaveBeenCalledTimes(2);
  });

  it('refuses metadata that is not shaped like a build’s', async () => {
    const watcher = new BuildWatcher(sources, 'shell-1', async (url) =>
      url.includes('/latest.json')
        ? { id: 'shell-1' }
        : { id: 'shell-1', redirects: { '/a': 'http://evil.test' } },
    );
    await watcher.check();
    expect(watcher.routeRules).toEqual({});
  });

  it('redirect on every navigation of the current build, and where the page already is', async () => {
    const router = routerAt('/viejo');
    const watcher = new BuildWatcher(
      sources,
      'shell-1',
      runningBuilds({ shell: { '/viejo': '/login', '/faq': '/contacto' } }),
    );
    const rules = applyRouteRules(router, () => watcher.routeRules);
    const stop = reloadOnNextNavigation(router, watcher, () => undefined, rules.follow);
    await watcher.check();
    rules.now();
    await Promise.resolve();
    expect(router.state.location.pathname).toBe('/login');

    await router.navigate('/faq');
    expect(router.state.location.pathname).toBe('/contacto');
    await router.navigate('/');
    expect(router.state.location.pathname).toBe('/');
    stop();
  });

  it('never loops between two rules that point at each other', async () => {
    const router = routerAt('/');
    const rules = applyRouteRules(router, () => ({ '/faq': '/contacto', '/contacto': '/faq' }));
    const stop = router.subscribe((state) => rules.follow(state.location));
    await router.navigate('/faq');
    expect(router.state.location.pathname).toBe('/contacto');
    stop();
  });
});
