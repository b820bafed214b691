// `pnpm lint:api`: the OpenAPI documents the API serves at /docs/json and /v1/openapi.json, checked with Redocly's
// recommended rules, and every request body closed to properties it does not name (issue 43).
// Built from the routes themselves, without a database or the network; fails on any error
// (warnings are printed).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { openObjects } from '../packages/contracts/src/validation/open-objects.ts';
import { buildServer, type Database } from '../packages/server/src/index.ts';

// Building the document runs no query; a call would mean the document depends on data.
const noDatabase = async (): Promise<never> => {
  throw new Error('lint-api: the OpenAPI document must not need the database');
};
const db: Database = {
  kind: 'postgres',
  query: noDatabase,
  exec: noDatabase,
  transaction: noDatabase,
  close: async () => {},
};

// Development: the document then lists every route, the development-only ones too. A fixed
// secret and key ring keep the server from creating them in the data folder.
const app = buildServer({
  db,
  logger: false,
  env: {
    NODE_ENV: 'development',
    JWT_SECRET: 'lint-api-secret-lint-api-secret-0123456789',
    SECRETS_KEYS: `lint1:${Buffer.alloc(32, 1).toString('base64')}`,
  },
});
await app.ready();
const documents = { 'openapi.json': app.swagger(), 'openapi-v1.json': app.v1Swagger() };
await app.close();

// Issue 43: every request body refuses what it does not name (`additionalProperties: false`).
const openBodies = Object.entries(documents).flatMap(([name, document]) =>
  Object.entries(
    (document as { paths?: Record<string, Record<string, { requestBody?: unknown }>> }).paths ?? {},
  )
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        where: `${name} ${method.toUpperCase()} ${path}`,
        operation,
      })),
    )
    .flatMap(({ where, operation }) => openObjects(operation.requestBody).map((at) => `${where} ${at}`)),
);
if (openBodies.length > 0) {
  console.error(`lint-api: request bodies that take properties they do not name:\n${openBodies.join('\n')}`);
  process.exit(1);
}

const folder = mkdtempSync(join(tmpdir(), 'facturador-openapi-'));
const files = Object.entries(documents).map(([name, document]) => {
  const file = join(folder, name);
  writeFileSync(file, JSON.stringify(document, null, 2));
  return file;
});

const cli = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');
const result = spawnSync(process.execPath, [cli, 'lint', '--extends=recommended', ...files], {
  stdio: 'inherit',
  // No usage data and no update check: the lint must not reach the network.
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
rmSync(folder, { recursive: true, force: true });
process.exit(result.status ?? 1);
