// `npm run start:cluster` (after scripts/start-cluster.mjs installed and built): the suite as
// production runs it — nginx on one origin, two API instances, PostgreSQL and Redis.
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '../../packages/server/src/demo/demo-accounts.ts';
import { insertDemoData } from '../../packages/server/src/demo/seed-demo-data.ts';
import { createPostgresDatabase } from '../../packages/server/src/db/postgres-database.ts';
import { startCluster, root } from './cluster.ts';
import { ensureNginx } from './nginx.ts';
import { ensurePostgres, startPrivatePostgres, type PrivatePostgres } from './postgres.ts';
import { freePort } from './ports.ts';
import { ensureRedis, startPrivateRedis, type PrivateRedis } from './redis.ts';
import { keptApiSecrets } from './secrets.ts';

const dataFolder = join(root, '.data', 'cluster');
const port = Number(process.env.CLUSTER_PORT ?? 8080);
const verbose = Boolean(process.env.VERBOSE);
const log = (name: string, line: string) => {
  if (verbose || name.startsWith('api') || name === 'nginx') console.log(`[${name}] ${line}`);
};

function need(availability: ReturnType<typeof ensureNginx>, what: string): void {
  if (!availability.ok) {
    console.error(`✖ ${what}: ${availability.reason}`);
    process.exit(1);
  }
}

need(ensureNginx(), 'nginx');
let postgres: PrivatePostgres | null = null;
let redis: PrivateRedis | null = null;
const stopServices = async () => {
  await redis?.stop();
  await postgres?.stop();
};

try {
  if (!process.env.DATABASE_URL) {
    need(ensurePostgres(), 'PostgreSQL');
    console.log('▸ PostgreSQL (.data/cluster/postgres)');
    postgres = await startPrivatePostgres({ dataDir: join(dataFolder, 'postgres'), port: await freePort() });
  }
  if (!process.env.REDIS_URL) {
    need(ensureRedis(), 'redis-server');
    console.log('▸ Redis');
    redis = await startPrivateRedis({ port: await freePort(), dir: join(dataFolder, 'redis'), log });
  }
} catch (error) {
  await stopServices();
  throw error;
}

const databaseUrl = process.env.DATABASE_URL ?? postgres!.url;
console.log('▸ Two API instances, five static servers and nginx');
const cluster = await startCluster({
  port,
  databaseUrl,
  redisUrl: process.env.REDIS_URL ?? redis!.url,
  secrets: keptApiSecrets(join(dataFolder, 'secrets.json')),
  runDir: join(dataFolder, 'run'),
  log,
}).catch(async (error: unknown) => {
  await stopServices();
  throw error;
});

/**
 * The demo data of `npm start`, on the cluster's own database only: a DATABASE_URL may be
 * shared or real, and the API itself never seeds PostgreSQL (seed-demo-accounts.ts).
 */
async function seedOwnDatabase(): Promise<string> {
  if (!postgres) return '  Base de datos: PostgreSQL (DATABASE_URL); sin cuentas de demostración.';
  const db = createPostgresDatabase({ connectionString: postgres.url, max: 1 });
  try {
    await insertDemoData(db);
  } finally {
    await db.close();
  }
  const rows = DEMO_ACCOUNTS.map(
    ({ role, email, password }) => `    ${role.padEnd(22)} ${email.padEnd(26)} ${password}`,
  );
  return ['  Cuentas de demostración (PostgreSQL del clúster, .data/cluster/postgres):', ...rows].join('\n');
}
const accounts = await seedOwnDatabase();

console.log(`
  Facturador (clúster) está listo:  ${cluster.url}
  API (por el proxy):               ${cluster.apiUrl} (GET /api/health)
  Instancias de la API:             ${cluster.apis.map((api) => api.url).join(', ')}
  PostgreSQL:                       ${postgres ? `127.0.0.1:${postgres.port} (propio)` : 'DATABASE_URL'}
  Redis:                            ${redis ? redis.url : 'REDIS_URL'}

${accounts}

  Ctrl+C para detener todo.
`);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  console.log('▸ Stopping the cluster');
  await cluster.stop();
  await stopServices();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
