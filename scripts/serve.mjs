// Serves the built suite like production and prints where to find it.
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { APPS } from './lib/apps.mjs';
import { startSuite } from './lib/suite.mjs';

// The accounts come from the server's own list, so this message cannot drift from the seed.
const { DEMO_ACCOUNTS } = await tsImport('../packages/server/src/demo/demo-accounts.ts', import.meta.url);

/** Demo accounts exist only in the embedded database (ARCHITECTURE.md, "Demo data"). */
function demoAccountsText() {
  if (process.env.DATABASE_URL)
    return '  Base de datos: PostgreSQL (DATABASE_URL); sin cuentas de demostración.';
  const rows = DEMO_ACCOUNTS.map(
    ({ role, email, password }) => `    ${role.padEnd(22)} ${email.padEnd(26)} ${password}`,
  );
  return ['  Cuentas de demostración (base de datos embebida, creadas en el primer arranque):', ...rows].join(
    '\n',
  );
}

// Each app's last build becomes its live release (unless it is already), and the servers
// serve the deployment's `current` links: `pnpm release <app>` in another terminal is then
// live without a restart (docs/decisions/0025).
const { adoptBuild, pruneReleases } = await tsImport('../packages/deployment/src/index.ts', import.meta.url);
const root = join(import.meta.dirname, '..');
const deployDir = process.env.DEPLOY_DIR ?? join(root, '.deploy');
for (const app of APPS) {
  adoptBuild(deployDir, app.name, join(root, app.dir, 'dist'));
  pruneReleases(deployDir, app.name);
}

const suite = await startSuite({
  deployDir,
  log: (name, line) => {
    if (name === 'api' || process.env.VERBOSE) console.log(`[${name}] ${line}`);
  },
});

console.log(`
  Facturador está listo:  ${suite.shellUrl}
  API:                    ${suite.apiUrl} (GET /health)
  SUNAT (simulador):      ${suite.sunatUrl} (nada se envía a SUNAT real)
  Despliegue:             ${deployDir} (pnpm release <app>, pnpm rollback <app>, pnpm releases <app>)
  Remotos:                ${[...suite.apps.values()]
    .filter((app) => app.name !== 'shell')
    .sort((a, b) => a.port - b.port)
    .map((app) => `${app.name} ${app.url}`)
    .join(', ')}

${demoAccountsText()}

  Ctrl+C para detener.
`);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await suite.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
