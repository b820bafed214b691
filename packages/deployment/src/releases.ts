import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { basename, join } from 'node:path';
import { z } from 'zod';
import { pointLinkAtomic, writeFileAtomic } from './atomic.ts';
import { appLayout, isSafeBuildId } from './layout.ts';

/** How a release became live: a `pnpm release`, a `pnpm rollback`, or a start of the suite adopting a build. */
export const PUBLICATION_ACTIONS = ['release', 'rollback', 'start'] as const;
export type PublicationAction = (typeof PUBLICATION_ACTIONS)[number];

const historyEntrySchema = z.object({
  id: z.string(),
  action: z.enum(PUBLICATION_ACTIONS),
  at: z.string(),
  /** The release that was live before, if any. */
  previous: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

const latestSchema = z.object({ id: z.string(), timestamp: z.number() });

export interface ReleaseInfo {
  id: string;
  /** When it was built (its builds/latest.json), ISO; null when the file is unreadable. */
  builtAt: string | null;
  /** When it was first published, ISO; null for a release never published. */
  publishedAt: string | null;
  live: boolean;
}

/** The live release of an app, read from its `current` link; null before the first publication. */
export function liveReleaseId(deployDir: string, app: string): string | null {
  try {
    return basename(readlinkSync(appLayout(deployDir, app).current));
  } catch {
    return null;
  }
}

/** Every publication of an app, oldest first. A missing or damaged file reads as no history. */
export function readHistory(deployDir: string, app: string): HistoryEntry[] {
  try {
    return z
      .array(historyEntrySchema)
      .parse(JSON.parse(readFileSync(appLayout(deployDir, app).history, 'utf8')));
  } catch {
    return [];
  }
}

/** A release's build time, from the build-version file every build writes. */
export function builtAt(releaseDir: string): string | null {
  try {
    const latest = latestSchema.parse(
      JSON.parse(readFileSync(join(releaseDir, 'builds', 'latest.json'), 'utf8')),
    );
    return new Date(latest.timestamp).toISOString();
  } catch {
    return null;
  }
}

/** The apps that have a folder in the deployment. */
export function deployedApps(deployDir: string): string[] {
  if (!existsSync(deployDir)) return [];
  return readdirSync(deployDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(appLayout(deployDir, entry.name).releasesDir))
    .map((entry) => entry.name)
    .sort();
}

/**
 * The order releases went live in: each id at its first publication (a rollback does not
 * move a release). Rollback walks back along this order.
 */
function publicationOrder(history: HistoryEntry[]): string[] {
  const order: string[] = [];
  for (const entry of history) if (!order.includes(entry.id)) order.push(entry.id);
  return order;
}

/** The releases an app has on disk, in the order they went live (never published ones last). */
export function listReleases(deployDir: string, app: string): ReleaseInfo[] {
  const layout = appLayout(deployDir, app);
  if (!existsSync(layout.releasesDir)) return [];
  const history = readHistory(deployDir, app);
  const live = liveReleaseId(deployDir, app);
  const order = publicationOrder(history);
  const ids = readdirSync(layout.releasesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && isSafeBuildId(entry.name))
    .map((entry) => entry.name);
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  return ids
    .map((id) => ({
      id,
      builtAt: builtAt(layout.releaseDir(id)),
      publishedAt: history.find((entry) => entry.id === id)?.at ?? null,
      live: id === live,
    }))
    .sort((a, b) => rank(a.id) - rank(b.id) || (a.builtAt ?? '').localeCompare(b.builtAt ?? ''));
}

/**
 * Makes a release the live one: the `current` link is switched by rename, then the
 * publication is appended to the history (also written whole, then renamed).
 */
export function publishRelease(
  deployDir: string,
  app: string,
  id: string,
  action: PublicationAction,
  now = new Date(),
): HistoryEntry {
  const layout = appLayout(deployDir, app);
  if (!isSafeBuildId(id) || !existsSync(layout.releaseDir(id)))
    throw new Error(`${app} no tiene la versión ${id}`);
  const previous = liveReleaseId(deployDir, app);
  // Relative, so the deployment folder can be moved or mounted elsewhere as a whole.
  pointLinkAtomic(layout.current, join('releases', id));
  const entry: HistoryEntry = { id, action, at: now.toISOString(), previous };
  writeFileAtomic(layout.history, `${JSON.stringify([...readHistory(deployDir, app), entry], null, 2)}\n`);
  return entry;
}

/** The release a rollback goes to: the one that went live before the live one. */
export function rollbackTarget(deployDir: string, app: string): string | null {
  const live = liveReleaseId(deployDir, app);
  if (!live) return null;
  const order = publicationOrder(readHistory(deployDir, app)).filter((id) =>
    existsSync(appLayout(deployDir, app).releaseDir(id)),
  );
  const index = order.indexOf(live);
  return index > 0 ? order[index - 1]! : null;
}

/** Switches an app back to its previous release; says why not when there is none. */
export function rollback(deployDir: string, app: string, now = new Date()): HistoryEntry {
  const target = rollbackTarget(deployDir, app);
  if (!target) throw new Error(`${app} no tiene una versión anterior a la que volver`);
  return publishRelease(deployDir, app, target, 'rollback', now);
}

/**
 * Takes a build folder (an app's dist/) into the deployment and makes it live, unless that
 * very build is live already: what `npm start` does with the builds it has just made.
 */
export function adoptBuild(deployDir: string, app: string, buildDir: string, now = new Date()): string {
  const latest = latestSchema.parse(
    JSON.parse(readFileSync(join(buildDir, 'builds', 'latest.json'), 'utf8')),
  );
  if (!isSafeBuildId(latest.id)) throw new Error(`Build id no válido: ${latest.id}`);
  const layout = appLayout(deployDir, app);
  if (!existsSync(layout.releaseDir(latest.id))) {
    mkdirSync(layout.releasesDir, { recursive: true });
    const temporary = `${layout.releaseDir(latest.id)}.copying`;
    rmSync(temporary, { recursive: true, force: true });
    cpSync(buildDir, temporary, { recursive: true });
    // A release folder appears whole: a copy cut short never looks like a release.
    renameSync(temporary, layout.releaseDir(latest.id));
  }
  if (liveReleaseId(deployDir, app) !== latest.id) publishRelease(deployDir, app, latest.id, 'start', now);
  return latest.id;
}

/**
 * Deletes the oldest releases beyond `keep`, never the live one nor the one a rollback
 * would go to: a deployment does not grow without bound.
 */
export function pruneReleases(deployDir: string, app: string, keep = 5): string[] {
  const protectedIds = new Set([liveReleaseId(deployDir, app), rollbackTarget(deployDir, app)]);
  const releases = listReleases(deployDir, app);
  const removable = releases.filter((release) => !protectedIds.has(release.id));
  const excess = releases.length - keep;
  const removed = removable.slice(0, Math.max(0, excess)).map((release) => release.id);
  for (const id of removed)
    rmSync(appLayout(deployDir, app).releaseDir(id), { recursive: true, force: true });
  return removed;
}
