import { describe, expect, it } from '@jest/globals';
import { BuildWatcher } from '../src/build-versions/build-watcher.ts';
import { claimReload, isChunkLoadError } from '../src/build-versions/reload-guard.ts';

const sources = [
  { app: 'shell', buildsUrl: 'http://localhost:3000/builds/' },
  { app: 'mf_public', buildsUrl: 'http://localhost:3001/builds/' },
];

/** A fake deployment: what each builds folder answers right now. */
function deployment(latest: Record<string, string>, redirects: Record<string, Record<string, string>> = {}) {
  const requested: string[] = [];
  const fetchJson = async (url: string) => {
    requested.push(url);
    const [, origin, file] = /^(http:\/\/[^/]+)\/builds\/(.+?)(\?.*)?$/.exec(url)!;
    const app = origin!.endsWith('3000') ? 'shell' : 'mf_public';
    if (file === 'latest.json') return { id: latest[app] };
    return { id: file!.replace(/^meta\/|\.json$/g, ''), redirects: redirects[app] ?? {} };
  };
  return { latest, fetchJson, requested };
}

describe('BuildWatcher', () => {
  it('takes a remote’s first answer as its baseline and reports nothing new', async () => {
    const deploy = deployment({ shell: 'shell-1', mf_public: 'public-1' });
    const watcher = new BuildWatcher(sources, 'shell-1', deploy.fetchJson);
    expect(await watcher.check(1)).toBeNull();
    expect(deploy.requested).toContain('http://localhost:3001/builds/latest.json?t=1');
  });

  it('notices a redeployed remote and reads the new build’s route rules', async () => {
    const deploy = deployment(
      { shell: 'shell-1', mf_public: 'public-1' },
      { mf_public: { '/planes': '/precios' } },
    );
    const watcher = new BuildWatcher(sources, 'shell-1', deploy.fetchJson);
    await watcher.check();
    deploy.latest.mf_public = 'public-2';
    expect(await watcher.check()).toEqual({
      app: 'mf_public',
      id: 'public-2',
      redirects: { '/planes': '/precios' },
    });
  });

  it('tells which build of each app the page runs, and keeps it when a newer one is deployed', async () => {
    const deploy = deployment({ shell: 'shell-1', mf_public: 'public-1' });
    const reports: Record<string, string>[] = [];
    const watcher = new BuildWatcher(sources, 'shell-1', deploy.fetchJson, undefined, (builds) =>
      reports.push(builds),
    );
    await watcher.check();
    deploy.latest.mf_public = 'public-2';
    await watcher.check();
    // Until the page reloads it still runs public-1: that is what the Sistema page must see.
    expect(reports).toEqual([
      { shell: 'shell-1', mf_public: 'public-1' },
      { shell: 'shell-1', mf_public: 'public-1' },
    ]);
  });

  it('notices a new shell against the build this page was loaded from', async () => {
    const deploy = deployment({ shell: 'shell-2', mf_public: 'public-1' });
    const watcher = new BuildWatcher(sources, 'shell-1', deploy.fetchJson);
    expect(await watcher.check()).toMatchObject({ app: 'shell', id: 'shell-2' });
  });

  it('ignores an app that does not answer', async () => {
    const watcher = new BuildWatcher(sources, 'shell-1', async () => {
      throw new Error('down');
    });
    expect(await watcher.check()).toBeNull();
  });
});

describe('claimReload', () => {
  it('allows one reload per path per 10 seconds', () => {
    const storage = window.sessionStorage;
    storage.clear();
    expect(claimReload('/app', storage, 100_000)).toBe(true);
    expect(claimReload('/app', storage, 109_999)).toBe(false);
    expect(claimReload('/faq', storage, 109_999)).toBe(true);
    expect(claimReload('/app', storage, 110_000)).toBe(true);
  });
});

describe('isChunkLoadError', () => {
  it('recognises the errors of a chunk that no longer exists', () => {
    const chunkError = Object.assign(new Error('Loading chunk 716 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
