import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_PORT, APPS } from './apps.mjs';
import { startProcess, stopProcess } from './process.mjs';

const root = join(import.meta.dirname, '..', '..');
const tsx = join(root, 'node_modules', '.bin', 'tsx');
const serveBin = join(root, 'packages', 'static-server', 'bin', 'serve.mjs');

/**
 * SPEC.md §9's support contacts of a suite started here. config.json (the apps) and the
 * API's environment (the contact form's mail) get them from here, so they cannot differ.
 */
export const SUPPORT = { email: 'soporte@facturador.pe', whatsapp: '51987654321' };

/** The shell's config.json for a suite served on the given ports. */
export function runtimeConfig({
  portOffset = 0,
  apiPort = API_PORT,
  host = 'localhost',
  support = SUPPORT,
  identity = null,
} = {}) {
  const remotes = {};
  for (const app of APPS) {
    if (app.name !== 'shell') remotes[app.name] = `http://${host}:${app.port + portOffset}/mf-manifest.json`;
  }
  return {
    apiBaseUrl: `http://${host}:${apiPort}`,
    remotes,
    identity,
    support,
    authSyncUrl: null,
  };
}

/**
 * Serves the built suite like production: the API and one static server per app, each
 * on its own port. Used by `npm start` and by the end-to-end tests. With `deployDir`, each
 * app is served from its live release (`<deployDir>/<app>/current`, a link `pnpm release`
 * and `pnpm rollback` switch while the servers run); else from its dist/.
 */
export async function startSuite({
  portOffset = 0,
  apiPort = API_PORT,
  /** The SUNAT double's port (packages/sunat-simulator): the API sends every document there. */
  sunatPort = apiPort + 100,
  dataDir,
  runDir = join(root, '.data', 'run'),
  appRoots = {},
  deployDir,
  env = {},
  identity = null,
  support = SUPPORT,
  /** The SUNAT double's own environment (SUNAT_SIMULATOR_*, UBL21_XSD_DIR), over the process's. */
  sunatEnv = {},
  /** Signed-in pages painted in the browser only, as before decision 39 (`pnpm bench:web --plain`). */
  plainSignedIn = false,
  log,
} = {}) {
  mkdirSync(runDir, { recursive: true });
  const shellOrigin = `http://localhost:${APPS[0].port + portOffset}`;
  const configFile = join(runDir, `config-${APPS[0].port + portOffset}.json`);
  writeFileSync(
    configFile,
    JSON.stringify(runtimeConfig({ portOffset, apiPort, identity, support }), null, 2),
  );

  // The SUNAT double first: nothing a started suite issues may reach SUNAT or an OSE.
  const sunat = await startProcess({
    name: 'sunat',
    command: tsx,
    args: [join(root, 'packages', 'sunat-simulator', 'src', 'main.ts')],
    cwd: root,
    env: { SUNAT_SIMULATOR_PORT: String(sunatPort), SUNAT_SIMULATOR_LOG: '0', ...sunatEnv },
    ready: /escuchando en/i,
    log,
  });
  const sunatUrl = `http://127.0.0.1:${sunatPort}/ol-ti-itcpfegem-beta/billService`;

  const startApi = () =>
    startProcess({
      name: 'api',
      command: tsx,
      args: [join(root, 'packages', 'server', 'src', 'main.ts')],
      cwd: root,
      env: {
        PORT: String(apiPort),
        CORS_ORIGINS: shellOrigin,
        SUPPORT_EMAIL: support.email,
        SUPPORT_WHATSAPP: support.whatsapp,
        SUNAT_SIMULATOR_URL: sunatUrl,
        // The operations page reads the deployment's releases (docs/decisions/0025).
        ...(deployDir ? { DEPLOY_DIR: deployDir } : {}),
        ...(dataDir ? { DATA_DIR: dataDir } : {}),
        ...env,
      },
      ready: /listening/i,
      log,
    });
  let api = await startApi();

  const apps = new Map();
  async function startApp(app) {
    const port = app.port + portOffset;
    const args = [
      serveBin,
      '--name',
      app.name,
      '--port',
      String(port),
      '--root',
      appRoots[app.name] ?? (deployDir ? join(deployDir, app.name, 'current') : join(root, app.dir, 'dist')),
    ];
    if (app.name === 'shell') args.push('--spa', '--config', configFile);
    if (app.name === 'shell' && plainSignedIn) args.push('--plain-signed-in');
    else args.push('--allow-origin', shellOrigin);
    const child = await startProcess({
      name: app.name,
      command: process.execPath,
      args,
      cwd: root,
      ready: /"serving"/,
      log,
    });
    apps.set(app.name, { ...app, port, url: `http://localhost:${port}`, child });
  }
  await Promise.all(APPS.map(startApp));

  return {
    shellUrl: shellOrigin,
    apiUrl: `http://localhost:${apiPort}`,
    sunatUrl,
    configFile,
    apps,
    /** Stops one app's server (a remote going down). */
    async stopApp(name) {
      const app = apps.get(name);
      if (app) await stopProcess(app.child);
    },
    /** Stops the API (a deploy, a restart, an outage); its database stays. */
    async stopApi() {
      await stopProcess(api);
    },
    /** Starts the API again on its port, on the same database. */
    async startApi() {
      api = await startApi();
    },
    /** Starts an app's server again on its port. */
    async startApp(name) {
      const app = APPS.find((candidate) => candidate.name === name);
      if (!app) throw new Error(`Unknown app ${name}`);
      await startApp(app);
    },
    async stop() {
      await Promise.all([...apps.values()].map((app) => stopProcess(app.child)));
      await stopProcess(api);
      await stopProcess(sunat);
    },
  };
}
