import './esm-modules.ts';
import { jest } from '@jest/globals';
import { buildServer, type BuildServerOptions, type FacturadorServer } from '../../src/app.ts';
import { nativeRequire } from './native-require.ts';

/**
 * `app.inject` loads light-my-request, which requires cookie 2 (ESM only). Jest cannot
 * require ESM on Node 20, so the cookie module comes from Node's own loader instead.
 */
function letInjectLoadUnderJest(): void {
  const fastifyPath = require.resolve('fastify');
  const lightMyRequestPath = require.resolve('light-my-request', { paths: [fastifyPath] });
  const cookiePath = require.resolve('cookie', { paths: [lightMyRequestPath] });
  jest.doMock(cookiePath, () => nativeRequire(cookiePath));
}

letInjectLoadUnderJest();

/** scrypt N in tests: the format and code path of production, a fraction of its cost. */
export const TEST_PASSWORD_COST = 2 ** 10;

/** A fixed key ring: no key file written, and sealed values the tests can open. */
export const TEST_SECRETS_KEYS = `test1:${Buffer.alloc(32, 7).toString('base64')}`;

/** The app on a given database, quiet unless a test captures its logs. */

export function buildTestServer(options: BuildServerOptions): FacturadorServer {
  return buildServer({
    logger: false,
    passwordCost: TEST_PASSWORD_COST,
    ...options,
    env: {
      NODE_ENV: 'test',
      CORS_ORIGINS: ['http://localhost:3000'],
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      SECRETS_KEYS: TEST_SECRETS_KEYS,
      ...options.env,
    },
  });
}
