import { mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import {
  adoptBuild,
  appLayout,
  listReleases,
  liveReleaseId,
  readHistory,
  releaseApp,
  ReleaseRefused,
  rollback,
  rollbackTarget,
  pruneReleases,
  type ReleaseSteps,
} from '../src/index.ts';

const SHELL_SHARED = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router-dom': '7.18.5',
  '@mui/material': '9.5.0',
  '@facturador/auth-api': '0.1.0',
};

/** What a build leaves in its folder, as far as releasing reads it. */
function writeBuild(
  dir: string,
  id: string,
  timestamp: number,
  shared: Record<string, string> = SHELL_SHARED,
) {
  mkdirSync(join(dir, 'builds'), { recursive: true });
  writeFileSync(join(dir, 'builds', 'latest.json'), JSON.stringify({ id, timestamp, app: 'x' }));
  writeFileSync(
    join(dir, 'mf-manifest.json'),
    JSON.stringify({ shared: Object.entries(shared).map(([name, version]) => ({ name, version })) }),
  );
}

describe('releasing one app', () => {
  let deployDir: string;
  let clock: number;
  const now = () => new Date(clock);
  const testsRun: string[] = [];

  const steps = (shared = SHELL_SHARED, testFails = false): ReleaseSteps => ({
    build: async (outDir, id) => writeBuild(outDir, id, clock, shared),
    test: async () => {
      testsRun.push('mf_admin');
      if (testFails) throw new Error('1 prueba falló');
    },
  });
  const release = (app = 'mf_admin', stepsToUse = steps()) => {
    clock += 60_000;
    return releaseApp({ deployDir, app, steps: stepsToUse, now });
  };

  beforeEach(() => {
    deployDir = mkdtempSync(join(tmpdir(), 'facturador-deploy-'));
    clock = Date.parse('2026-11-24T10:00:00Z');
    testsRun.length = 0;
    // A live shell, as `npm start` adopts it.
    const shellBuild = join(deployDir, 'shell-dist');
    writeBuild(shellBuild, 'shell-1', clock);
    adoptBuild(deployDir, 'shell', shellBuild, now());
  });
  afterEach(() => rmSync(deployDir, { recursive: true, force: true }));

  it('builds into a release folder, runs the tests, then makes it live and records it', async () => {
    const entry = await release();
    expect(testsRun).toEqual(['mf_admin']);
    expect(liveReleaseId(deployDir, 'mf_admin')).toBe(entry.id);
    // The link is relative: the deployment folder can move as a whole.
    expect(readlinkSync(appLayout(deployDir, 'mf_admin').current)).toBe(join('releases', entry.id));
    expect(readHistory(deployDir, 'mf_admin')).toEqual([
      { id: entry.id, action: 'release', at: '2026-11-24T10:01:00.000Z', previous: null },
    ]);
    expect(listReleases(deployDir, 'mf_admin')).toEqual([
      {
        id: entry.id,
        builtAt: '2026-11-24T10:01:00.000Z',
        publishedAt: '2026-11-24T10:01:00.000Z',
        live: true,
      },
    ]);
  });

  it('rolls back to the release before the live one, one step at a time, and says when there is none', async () => {
    const first = await release();
    const second = await release();
    const third = await release();
    expect(listReleases(deployDir, 'mf_admin').map((r) => [r.id, r.live])).toEqual([
      [first.id, false],
      [second.id, false],
      [third.id, true],
    ]);
    clock += 1000;
    expect(rollback(deployDir, 'mf_admin', now())).toMatchObject({
      id: second.id,
      action: 'rollback',
      previous: third.id,
    });
    expect(rollback(deployDir, 'mf_admin', now())).toMatchObject({ id: first.id, previous: second.id });
    expect(() => rollback(deployDir, 'mf_admin', now())).toThrow(
      'mf_admin no tiene una versión anterior a la que volver',
    );
    expect(liveReleaseId(deployDir, 'mf_admin')).toBe(first.id);
    // A new release after rollbacks goes on top; rolling back from it returns to the one live before.
    const fourth = await release();
    expect(rollbackTarget(deployDir, 'mf_admin')).toBe(third.id);
    expect(liveReleaseId(deployDir, 'mf_admin')).toBe(fourth.id);
  });

  it('refuses a build on another react major before its tests, names both versions and changes nothing', async () => {
    const live = await release();
    const refused = release('mf_admin', steps({ ...SHELL_SHARED, react: '18.3.1', 'react-dom': '18.3.1' }));
    await expect(refused).rejects.toThrow(ReleaseRefused);
    await expect(refused).rejects.toThrow('mf_admin usa react 18.3.1 y el shell publicado usa 19.3.1');
    await expect(refused).rejects.toThrow('mf_admin usa react-dom 18.3.1 y el shell publicado usa 19.3.1');
    expect(testsRun).toEqual(['mf_admin']); // only the first release's
    expect(liveReleaseId(deployDir, 'mf_admin')).toBe(live.id);
    expect(listReleases(deployDir, 'mf_admin').map((r) => r.id)).toEqual([live.id]);
    expect(readHistory(deployDir, 'mf_admin')).toHaveLength(1);
  });

  it('refuses a release whose tests fail, and one whose build fails, leaving the live one', async () => {
    const live = await release();
    await expect(release('mf_admin', steps(SHELL_SHARED, true))).rejects.toThrow('sus pruebas fallaron');
    const failingBuild: ReleaseSteps = {
      build: async () => {
        throw new Error('error de compilación');
      },
      test: async () => undefined,
    };
    await expect(release('mf_admin', failingBuild)).rejects.toThrow('La compilación de mf_admin falló');
    expect(liveReleaseId(deployDir, 'mf_admin')).toBe(live.id);
    expect(listReleases(deployDir, 'mf_admin')).toHaveLength(1);
  });

  it('checks a new shell against every live remote', async () => {
    await release('mf_admin');
    const refused = release('shell', steps({ ...SHELL_SHARED, '@mui/material': '10.0.0' }));
    await expect(refused).rejects.toThrow('el shell usa @mui/material 10.0.0 y mf_admin publicado usa 9.5.0');
    expect(liveReleaseId(deployDir, 'shell')).toBe('shell-1');
  });

  it('adopts a start build once, and keeps the live release and its predecessor when pruning', async () => {
    const build = join(deployDir, 'dist');
    writeBuild(build, 'start-1', clock);
    expect(adoptBuild(deployDir, 'mf_admin', build, now())).toBe('start-1');
    expect(adoptBuild(deployDir, 'mf_admin', build, now())).toBe('start-1');
    expect(readHistory(deployDir, 'mf_admin').map((entry) => entry.action)).toEqual(['start']);
    const ids = ['start-1'];
    for (let i = 0; i < 4; i += 1) ids.push((await release()).id);
    rollback(deployDir, 'mf_admin', now()); // live: ids[3]; its predecessor: ids[2]
    expect(pruneReleases(deployDir, 'mf_admin', 2)).toEqual([ids[0], ids[1], ids[4]]);
    expect(listReleases(deployDir, 'mf_admin').map((r) => r.id)).toEqual([ids[2], ids[3]]);
  });

  it('reads a damaged history as none rather than failing', () => {
    writeFileSync(appLayout(deployDir, 'shell').history, '{ roto');
    expect(readHistory(deployDir, 'shell')).toEqual([]);
    expect(
      JSON.parse(
        readFileSync(join(deployDir, 'shell', 'releases', 'shell-1', 'builds', 'latest.json'), 'utf8'),
      ).id,
    ).toBe('shell-1');
  });
});
