import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  describeConflict,
  SHARED_VERSION_LINES,
  sharedConflicts,
  sharedVersionsOfManifest,
} from '@facturador/federation';
import { appLayout } from './layout.ts';
import { liveReleaseId, publishRelease, pruneReleases, type HistoryEntry } from './releases.ts';

/** A release that must not reach users, with the reason a person reads. */
export class ReleaseRefused extends Error {
  constructor(
    message: string,
    readonly reasons: string[] = [],
  ) {
    super(reasons.length > 0 ? `${message}\n  - ${reasons.join('\n  - ')}` : message);
    this.name = 'ReleaseRefused';
  }
}

export interface ReleaseSteps {
  /** Builds the app into `outDir` with this build id (BUILD_ID). */
  build(outDir: string, id: string): Promise<void>;
  /** Runs the app's own tests and its contract test; rejects when one fails. */
  test(): Promise<void>;
}

export interface ReleaseOptions {
  deployDir: string;
  /** Module Federation name: shell, mf_public… */
  app: string;
  steps: ReleaseSteps;
  now?: () => Date;
  log?: (line: string) => void;
  /** Releases kept on disk per app (the live one and its predecessor always are). */
  keep?: number;
}

/** Build ids sort by time, like the build's own (build-preset's createBuildInfo). */
export function newBuildId(now = Date.now()): string {
  return `${now.toString(36)}-${randomBytes(4).toString('hex')}`;
}

function readManifest(releaseDir: string): unknown {
  try {
    return JSON.parse(readFileSync(join(releaseDir, 'mf-manifest.json'), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Why the build in `releaseDir` cannot run with the live side of the suite: a remote is
 * checked against the live shell's shared versions (or the contract's lines before any
 * shell is live), the shell against every live remote.
 */
export function compatibilityProblems(deployDir: string, app: string, releaseDir: string): string[] {
  const versions = sharedVersionsOfManifest(readManifest(releaseDir));
  const liveManifest = (other: string) => {
    const live = liveReleaseId(deployDir, other);
    return live ? readManifest(appLayout(deployDir, other).releaseDir(live)) : null;
  };
  if (app !== 'shell') {
    const shell = liveManifest('shell');
    const expected = shell ? sharedVersionsOfManifest(shell) : SHARED_VERSION_LINES;
    const other = shell ? 'el shell publicado' : 'el contrato del shell';
    return sharedConflicts(expected, versions).map((conflict) => describeConflict(conflict, app, other));
  }
  const problems: string[] = [];
  for (const remote of ['mf_public', 'mf_auth', 'mf_customer', 'mf_admin']) {
    const manifest = liveManifest(remote);
    if (!manifest) continue;
    // Here the live remote is what must keep working: the new shell is the one checked.
    for (const conflict of sharedConflicts(sharedVersionsOfManifest(manifest), versions))
      problems.push(describeConflict(conflict, 'el shell', `${remote} publicado`));
  }
  return problems;
}

/**
 * `pnpm release <app>`: builds one app into a new release folder, refuses it when its shared
 * versions cannot run with the live suite or its tests fail (the folder is then removed and
 * nothing changes for users), else makes it live by switching the app's `current` link.
 */
export async function releaseApp(options: ReleaseOptions): Promise<HistoryEntry> {
  const { deployDir, app, steps } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => undefined);
  const layout = appLayout(deployDir, app);
  const id = newBuildId(now().getTime());
  const releaseDir = layout.releaseDir(id);
  if (existsSync(releaseDir)) throw new ReleaseRefused(`La versión ${id} ya existe`);
  mkdirSync(layout.releasesDir, { recursive: true });

  const refuse = (message: string, reasons: string[] = []): never => {
    rmSync(releaseDir, { recursive: true, force: true });
    throw new ReleaseRefused(message, reasons);
  };

  log(`Compilando ${app} (versión ${id})…`);
  try {
    await steps.build(releaseDir, id);
  } catch (error) {
    refuse(`La compilación de ${app} falló; nada cambió para los usuarios.`, [
      String((error as Error).message ?? error),
    ]);
  }
  if (!existsSync(join(releaseDir, 'builds', 'latest.json')))
    refuse(`La compilación de ${app} no dejó builds/latest.json en ${releaseDir}.`);

  const problems = compatibilityProblems(deployDir, app, releaseDir);
  if (problems.length > 0)
    refuse(
      `Versión ${id} de ${app} rechazada: sus dependencias compartidas no funcionan con las publicadas.`,
      problems,
    );

  log(`Probando ${app} (sus pruebas y su contrato con el shell)…`);
  try {
    await steps.test();
  } catch (error) {
    refuse(`Versión ${id} de ${app} rechazada: sus pruebas fallaron.`, [
      String((error as Error).message ?? error),
    ]);
  }

  const entry = publishRelease(deployDir, app, id, 'release', now());
  const pruned = pruneReleases(deployDir, app, options.keep);
  if (pruned.length > 0) log(`Versiones antiguas borradas: ${pruned.join(', ')}`);
  return entry;
}
