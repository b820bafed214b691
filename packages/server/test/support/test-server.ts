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

/** The app on a given database, quiet unless a test captures its logs. */
export function buildTestServer(options: BuildServerOptions): FacturadorServer {
  return buildServer({
    logger: false,
    ...options,
    env: { NODE_ENV: 'test', CORS_ORIGINS: ['http://localhost:3000'], ...options.env },
  });
}
