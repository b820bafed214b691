import { buildServer, type BuildServerOptions, type FacturadorServer } from '../../src/app.ts';

/** The app on a given database, quiet unless a test captures its logs. */
export function buildTestServer(options: BuildServerOptions): FacturadorServer {
  return buildServer({
    logger: false,
    ...options,
    env: { NODE_ENV: 'test', CORS_ORIGINS: ['http://localhost:3000'], ...options.env },
  });
}
