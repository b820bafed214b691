import { buildLatestSchema, buildMetaSchema } from '@facturador/contracts';
import { BUILD_CHECK_INTERVAL_MS } from './build-constants.ts';
import type { BuildSource } from './build-sources.ts';

export interface NewBuild {
  app: string;
  id: string;
  /** Route rules of the new build: old path → new path. */
  redirects: Record<string, string>;
}

/**
 * Notices when the shell or a remote has been redeployed. It only records the fact; the
 * next navigation reloads the page (see reload-on-navigation.ts), so nobody loses what
 * they are typing to a reload out of the blue. It also gathers the route rules of the
 * builds running now (every app's `builds/meta/{id}.json`), which apply on every navigation.
 */
export class BuildWatcher {
  private readonly known = new Map<string, string>();
  private readonly rulesRead = new Set<string>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private listening = false;
  newBuild: NewBuild | null = null;
  /** The current builds' route rules, every app's together. */
  routeRules: Record<string, string> = {};

  constructor(
    private readonly sources: BuildSource[],
    /** The build this shell page was loaded from: a different shell id means a new shell. */
    shellBuildId: string,
    private readonly fetchJson: (url: string) => Promise<unknown> = defaultFetchJson,
    /** Told each time route rules of a running build arrive. */
    private readonly onRouteRules: (rules: Record<string, string>) => void = () => undefined,
    /** Told after each check which build of each app this page runs (for the Sistema page). */
    private readonly onRunningBuilds: (builds: Record<string, string>) => void = () => undefined,
  ) {
    this.known.set('shell', shellBuildId);
  }

  /** Checks every app once: the first answer of a remote is its baseline. */
  async check(now = Date.now()): Promise<NewBuild | null> {
    if (this.newBuild) return this.newBuild;
    await Promise.all(
      this.sources.map(async (source) => {
        const latest = buildLatestSchema.safeParse(
          await this.fetchJson(`${source.buildsUrl}latest.json?t=${now}`).catch(() => null),
        );
        if (!latest.success) return; // an app that is down has nothing new to offer
        const { id } = latest.data;
        const known = this.known.get(source.app);
        if (known === undefined) this.known.set(source.app, id);
        if (known === undefined || known === id) {
          await this.readCurrentRules(source, id);
        } else if (!this.newBuild) {
          this.newBuild = { app: source.app, id, redirects: await this.redirectsOf(source, id) };
        }
      }),
    );
    this.onRunningBuilds(this.runningBuilds());
    return this.newBuild;
  }

  /**
   * The build of each app this page runs: the shell's own, and each remote's baseline (the
   * build it loaded, or will load: a newer one makes the next navigation a full load).
   */
  runningBuilds(): Record<string, string> {
    return Object.fromEntries(this.known);
  }

  private async readCurrentRules(source: BuildSource, id: string): Promise<void> {
    if (this.rulesRead.has(source.app)) return;
    this.rulesRead.add(source.app);
    const redirects = await this.redirectsOf(source, id);
    if (Object.keys(redirects).length === 0) return;
    this.routeRules = { ...this.routeRules, ...redirects };
    this.onRouteRules(this.routeRules);
  }

  private async redirectsOf(source: BuildSource, id: string): Promise<Record<string, string>> {
    const meta = buildMetaSchema.safeParse(
      await this.fetchJson(`${source.buildsUrl}meta/${id}.json`).catch(() => null),
    );
    return meta.success ? meta.data.redirects : {};
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
