import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { operationsStatusSchema, REALTIME_BUILDS_REPORT, type OperationsStatus } from '@facturador/contracts';
import { adoptBuild, publishRelease, rollback } from '@facturador/deployment';
import { startApi, type SignedInUser, type TestApi } from './support/api.ts';
import { socketClients } from './support/sockets.ts';

/** A build folder as far as the deployment reads it. */
function writeBuild(dir: string, id: string, timestamp: number): string {
  mkdirSync(join(dir, 'builds'), { recursive: true });
  writeFileSync(join(dir, 'builds', 'latest.json'), JSON.stringify({ id, timestamp, app: 'x' }));
  return dir;
}

describe('GET /admin/operations (Sistema)', () => {
  let api: TestApi;
  let url: string;
  let deployDir: string;
  let admin: SignedInUser;
  let owner: SignedInUser;
  let customer: SignedInUser;
  const sockets = socketClients();

  beforeAll(async () => {
    // A deployment as `npm start` leaves it, then one release of mf_admin and its rollback.
    deployDir = mkdtempSync(join(tmpdir(), 'facturador-operations-'));
    const builds = join(deployDir, 'builds');
    adoptBuild(
      deployDir,
      'shell',
      writeBuild(join(builds, 's1'), 'shell-1', Date.parse('2026-11-20T10:00:00Z')),
      new Date('2026-11-20T10:05:00Z'),
    );
    adoptBuild(
      deployDir,
      'mf_admin',
      writeBuild(join(builds, 'a1'), 'admin-1', Date.parse('2026-11-20T10:00:00Z')),
      new Date('2026-11-20T10:05:00Z'),
    );
    writeBuild(
      join(deployDir, 'mf_admin', 'releases', 'admin-2'),
      'admin-2',
      Date.parse('2026-11-21T09:00:00Z'),
    );
    publishRelease(deployDir, 'mf_admin', 'admin-2', 'release', new Date('2026-11-21T09:10:00Z'));
    rollback(deployDir, 'mf_admin', new Date('2026-11-21T09:20:00Z'));

    api = await startApi({ env: { DEPLOY_DIR: deployDir } });
    url = await api.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await api.signedIn({ roles: ['ADMINISTRATOR_SYSTEM'] });
    owner = await api.signedIn({ roles: ['OWNER_SYSTEM'] });
    customer = await api.signedIn();
  }, 60_000);
  afterAll(async () => {
    sockets.closeAll();
    await api.close();
    rmSync(deployDir, { recursive: true, force: true });
  });

  const status = async (token: string) => {
    const answer = await api.call('GET', '/admin/operations', { token });
    expect(answer.statusCode).toBe(200);
    return operationsStatusSchema.parse((answer.json() as { data: unknown }).data);
  };
  const appOf = (data: OperationsStatus, app: string) => data.apps.find((entry) => entry.app === app)!;

  it('is for the owner and administrators: 403 for a customer, 401 without a session', async () => {
    const forbidden = await api.call('GET', '/admin/operations', { token: customer.accessToken });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect((await api.call('GET', '/admin/operations')).statusCode).toBe(401);
    await status(owner.accessToken);
  });

  it("gives each app's live release, and the release history newest first", async () => {
    const data = await status(admin.accessToken);
    expect(data.apps.map((entry) => entry.app)).toEqual([
      'shell',
      'mf_public',
      'mf_auth',
      'mf_customer',
      'mf_admin',
    ]);
    expect(appOf(data, 'shell').deployed).toEqual({
      id: 'shell-1',
      builtAt: '2026-11-20T10:00:00.000Z',
      publishedAt: '2026-11-20T10:05:00.000Z',
    });
    expect(appOf(data, 'mf_admin').deployed).toMatchObject({ id: 'admin-1' });
    expect(appOf(data, 'mf_public').deployed).toBeNull();
    expect(data.history).toEqual([
      {
        app: 'mf_admin',
        id: 'admin-1',
        action: 'rollback',
        at: '2026-11-21T09:20:00.000Z',
        previous: 'admin-2',
      },
      {
        app: 'mf_admin',
        id: 'admin-2',
        action: 'release',
        at: '2026-11-21T09:10:00.000Z',
        previous: 'admin-1',
      },
      { app: 'mf_admin', id: 'admin-1', action: 'start', at: '2026-11-20T10:05:00.000Z', previous: null },
      { app: 'shell', id: 'shell-1', action: 'start', at: '2026-11-20T10:05:00.000Z', previous: null },
    ]);
  });

  it('reports the database, Redis (not configured here) and this instance', async () => {
    const data = await status(admin.accessToken);
    expect(data.database).toBe('ok');
    expect(data.redis).toBe('not_configured');
    expect(data.instances).toHaveLength(1);
    expect(data.instances[0]).toMatchObject({ pid: process.pid, self: true, version: '0.1.0' });
  });

  it('counts the open tabs by the build they report, marking those on the live release', async () => {
    const onLive = await sockets.connect(url, customer.accessToken);
    const behind = await sockets.connect(url, admin.accessToken);
    expect(await onLive.emitWithAck(REALTIME_BUILDS_REPORT, { shell: 'shell-1', mf_admin: 'admin-1' })).toBe(
      true,
    );
    expect(await behind.emitWithAck(REALTIME_BUILDS_REPORT, { shell: 'shell-1', mf_admin: 'admin-2' })).toBe(
      true,
    );
    // A report that is not a map of app → build is refused and changes nothing.
    expect(await behind.emitWithAck(REALTIME_BUILDS_REPORT, ['admin-3'])).toBe(false);

    const data = await status(admin.accessToken);
    expect(appOf(data, 'shell').tabs).toEqual([{ build: 'shell-1', count: 2, current: true }]);
    expect(appOf(data, 'mf_admin').tabs).toEqual([
      { build: 'admin-1', count: 1, current: true },
      { build: 'admin-2', count: 1, current: false },
    ]);

    // A tab reloaded on the live build reports again: nobody is left behind.
    await behind.emitWithAck(REALTIME_BUILDS_REPORT, { shell: 'shell-1', mf_admin: 'admin-1' });
    expect(appOf(await status(admin.accessToken), 'mf_admin').tabs).toEqual([
      { build: 'admin-1', count: 2, current: true },
    ]);
  });
});
