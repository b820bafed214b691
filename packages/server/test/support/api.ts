import './esm-modules.ts';
import type { RoleName } from '@facturador/contracts';
import type { FastifyPluginAsync, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { FacturadorServer } from '../../src/app.ts';
import { manualClock, type ManualClock } from '../../src/auth/clock.ts';
import { hashPassword } from '../../src/auth/password.ts';
import { findUserById, insertUser } from '../../src/users/user-repository.ts';
import { createMigratedTestDatabase, type TestDatabase } from './test-database.ts';
import { buildTestServer, TEST_PASSWORD_COST } from './test-server.ts';
import type { BuildServerOptions } from '../../src/app.ts';

export const PASSWORD = 'Secreta123';

export interface TestUser {
  id: string;
  publicId: string;
  email: string;
}

export interface SignedInUser extends TestUser {
  accessToken: string;
  refreshToken: string;
}

export interface StartApiOptions extends Partial<Omit<BuildServerOptions, 'clock'>> {
  /**
   * Another instance's database and clock: this app then shares them (several API instances
   * on one database) and leaves closing the database to whoever created it.
   */
  db?: BuildServerOptions['db'];
  clock?: ManualClock;
  /** Extra routes registered before the app is ready (a test's own guarded folder). */
  routes?: FastifyPluginAsync;
}

/** A migrated database, the app on it with a manual clock, and helpers to call it like the client. */
export async function startApi(options: StartApiOptions = {}) {
  const testDb: TestDatabase = options.db
    ? { db: options.db, cleanup: async () => {} }
    : await createMigratedTestDatabase();
  const clock = options.clock ?? manualClock();
  const { routes, ...serverOptions } = options;
  const app: FacturadorServer = buildTestServer({ ...serverOptions, db: testDb.db, clock });
  if (routes) app.register(routes);
  await app.ready();
  const passwordHash = await hashPassword(PASSWORD, { cost: TEST_PASSWORD_COST });

  const csrfAnswer = await app.inject({ method: 'GET', url: '/csrf/token' });
  const csrfToken = (csrfAnswer.json() as { data: { csrfToken: string } }).data.csrfToken;

  let counter = 0;

  /** Like the client: CSRF header and cookie on every call, bearer token when given. */
  function call(
    method: InjectOptions['method'],
    url: string,
    options: {
      token?: string;
      body?: unknown;
      headers?: Record<string, string>;
      csrf?: boolean;
      ip?: string;
    } = {},
  ): Promise<LightMyRequestResponse> {
    const withCsrf = options.csrf ?? true;
    return app.inject({
      method,
      url,
      ...(options.ip ? { remoteAddress: options.ip } : {}),
      headers: {
        ...(withCsrf ? { 'x-csrf-token': csrfToken } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      ...(withCsrf ? { cookies: { csrf_token: csrfToken } } : {}),
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
  }

  async function createUser(
    overrides: { roles?: RoleName[]; email?: string; isActive?: boolean; isVerifiedEmail?: boolean } = {},
  ): Promise<TestUser> {
    counter += 1;
    const email = overrides.email ?? `usuario${counter}-${Date.now()}@example.test`;
    const id = await testDb.db.transaction((tx) =>
      insertUser(
        tx,
        {
          email,
          fullName: `Usuario ${counter}`,
          passwordHash,
          isActive: overrides.isActive ?? true,
          isVerifiedEmail: overrides.isVerifiedEmail ?? true,
          roles: overrides.roles ?? ['CUSTOMER_SYSTEM'],
        },
        clock.now(),
      ),
    );
    const user = (await findUserById(testDb.db, id!))!;
    return { id: user.id, publicId: user.public_id, email };
  }

  async function login(email: string, password = PASSWORD, ip?: string): Promise<LightMyRequestResponse> {
    return call('POST', '/auth/login', { body: { email, password }, ...(ip ? { ip } : {}) });
  }

  async function signedIn(overrides: Parameters<typeof createUser>[0] = {}): Promise<SignedInUser> {
    const user = await createUser(overrides);
    const answer = await login(user.email);
    if (answer.statusCode !== 200) throw new Error(`login failed: ${answer.body}`);
    const body = answer.json() as { access_token: string; refresh_token: string };
    return { ...user, accessToken: body.access_token, refreshToken: body.refresh_token };
  }

  async function outbox(to: string): Promise<{ to: string; subject: string; text: string }[]> {
    const answer = await call('GET', `/dev/outbox?to=${encodeURIComponent(to)}`);
    return (answer.json() as { data: { to: string; subject: string; text: string }[] }).data;
  }

  async function latestCode(to: string): Promise<string> {
    const [mail] = await outbox(to);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    if (!code) throw new Error(`no code mailed to ${to}`);
    return code;
  }

  return {
    app,
    db: testDb.db,
    clock,
    csrfToken,
    call,
    createUser,
    login,
    signedIn,
    outbox,
    latestCode,
    async close() {
      await app.close();
      await testDb.cleanup();
    },
  };
}

export type TestApi = Awaited<ReturnType<typeof startApi>>;
