import { BUILD_CHECK_INTERVAL_MS } from './build-constants.ts';
import type { BuildSource } from './build-sources.ts';

export interface NewBuild {
  app: string;
  id: string;
  /** Route rules of the new build: old path → new path. */
  redirects: Record<string, string>;
}

interface LatestBuild {
  id: string;
}

/**
 * Notices when the shell or a remote has been redeployed. It only records the fact; the
 * next navigation reloads the page (see reload-on-navigation.ts), so nobody loses what
 * they are typing to a reload out of the blue.
 */
export class BuildWatcher {
  private readonly known = new Map<string, string>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private listening = false;
  newBuild: NewBuild | null = null;

  constructor(
    private readonly sources: BuildSource[],
    /** The build this shell page was loaded from: a different shell id means a new shell. */
    shellBuildId: string,
    private readonly fetchJson: (url: string) => Promise<unknown> = defaultFetchJson,
  ) {
    this.known.set('shell', shellBuildId);
  }

  /** Checks every app once: the first answer of a remote is its baseline. */
  async check(now = Date.now()): Promise<NewBuild | null> {
    if (this.newBuild) return this.newBuild;
    await Promise.all(
      this.sources.map(async (source) => {
        const latest = (await this.fetchJson(`${source.buildsUrl}latest.json?t=${now}`).catch(
          () => null,
        )) as LatestBuild | null;
        if (!latest?.id) return; // an app that is down has nothing new to offer
        const known = this.known.get(source.app);
        if (known === undefined) {
          this.known.set(source.app, latest.id);
        } else if (known !== latest.id && !this.newBuild) {
          const meta = (await this.fetchJson(`${source.buildsUrl}meta/${latest.id}.json`).catch(
            () => null,
          )) as {
            redirects?: Record<string, string>;
          } | null;
          this.newBuild = { app: source.app, id: latest.id, redirects: meta?.redirects ?? {} };
        }
      }),
    );
    return this.newBuild;
  }

  /** Checks on an interval, when the window gets focus and when the page becomes visible. */
  start(target: Window = window, intervalMs = BUILD_CHECK_INTERVAL_MS): void {
    if (this.listening) return;
    this.listening = true;
    // The first look (a remote's baseline) waits until the page is idle: it must not compete
    // with the requests that draw the first page.
    if ('requestIdleCallback' in target) target.requestIdleCallback(() => void this.check());
    else void this.check();
    this.timer = setInterval(() => void this.check(), intervalMs);
    target.addEventListener('focus', this.onWake);
    target.document.addEventListener('visibilitychange', this.onWake);
  }

  stop(target: Window = window): void {
    clearInterval(this.timer);
    this.listening = false;
    target.removeEventListener('focus', this.onWake);
    target.document.removeEventListener('visibilitychange', this.onWake);
  }

  private readonly onWake = () => {
    if (document.visibilityState === 'visible') void this.check();
  };
}

async function defaultFetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}
