// Serves the built suite like production and prints where to find it.
import { startSuite } from './lib/suite.mjs';

const DEMO_ACCOUNTS = [
  ['OWNER_SYSTEM', 'owner@facturador.test', 'Owner12345'],
  ['ADMINISTRATOR_SYSTEM', 'admin@facturador.test', 'Admin12345'],
  ['CUSTOMER_SYSTEM', 'cliente@facturador.test', 'Cliente12345'],
];

const suite = await startSuite({
  log: (name, line) => {
    if (name === 'api' || process.env.VERBOSE) console.log(`[${name}] ${line}`);
  },
});

console.log(`
  Facturador está listo:  ${suite.shellUrl}
  API:                    ${suite.apiUrl} (GET /health)
  Remotos:                ${[...suite.apps.values()].filter((app) => app.name !== 'shell').map((app) => `${app.name} ${app.url}`).join(', ')}

  Cuentas de demostración (base de datos embebida, creadas en el primer arranque):
${DEMO_ACCOUNTS.map(([role, email, password]) => `    ${role.padEnd(22)} ${email.padEnd(26)} ${password}`).join('\n')}

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
