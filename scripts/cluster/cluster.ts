import { mkdirSync, writeFileSync } from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { APPS } from '../lib/apps.mjs';
import { startProcess, stopProcess } from '../lib/process.mjs';
import { SUPPORT } from '../lib/suite.mjs';
import { startProxy, type ProxiedApp } from './nginx.ts';
import { endsWithParent } from './parent-death.ts';
import { freePort, listening } from './ports.ts';

export const root = join(import.meta.dirname, '..', '..');
const serveBin = join(root, 'packages', 'static-server', 'bin', 'serve.mjs');

/** Hands each line a child prints to `log`; ends the child when this process ends. */
function forwardLines(child: ChildProcess, name: string, log: ClusterOptions['log']): void {
  for (const stream of [child.stdout, child.stderr]) {
    let buffer = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) log?.(name, line);
    });
  }
  const end = () => child.kill('SIGTERM');
  process.once('exit', end);
  child.once('exit', () => process.off('exit', end));
}

/** Where a remote is served on the cluster's one origin. */
export const remotePrefix = (dir: string) => `/remotes/${dir}/`;

/** The API's secrets in production form, kept by the caller so that a restart keeps sessions. */
export interface ApiSecrets {
  JWT_SECRET: string;
  SECRETS_KEYS: string;
}

export interface ClusterOptions {
  /** The proxy's port: the one origin the browser sees. */
  port: number;
  databaseUrl: string;
  redisUrl: string;
  secrets: ApiSecrets;
  /** Folder for nginx's files and config.json. */
  runDir: string;
  apiInstances?: number;
  /** Serve the five apps' builds too (default); the fault suite and the bench need only the API. */
  withApps?: boolean;
  /** nginx worker processes (1 by default; the realtime bench spreads 10,000 sockets over 2). */
  proxyWorkers?: number;
  /** Extra environment of every API instance. */
  apiEnv?: Record<string, string>;
  log?: (name: string, line: string) => void;
}

export interface ApiInstance {
  index: number;
  port: number;
  url: string;
  running(): boolean;
}

export interface Cluster {
  /** The one origin: http://localhost:port. */
  url: string;
  /** config.json's apiBaseUrl: the API through the proxy. */
  apiUrl: string;
  apis: readonly ApiInstance[];
  /** Ends an API instance at once (SIGKILL: a crash, nothing finishes). */
  killApi(index: number): Promise<void>;
  /** Stops an API instance the way a deploy does (SIGTERM: requests in flight finish). */
  stopApi(index: number): Promise<void>;
  /** Starts a stopped API instance again on its port. */
  startApi(index: number): Promise<void>;
  stop(): Promise<void>;
}

/** config.json of a cluster: the API, the socket and every remote on the proxy's origin. */
export function clusterConfig(origin: string) {
  const remotes: Record<string, string> = {};
  for (const app of APPS) {
    if (app.name !== 'shell') remotes[app.name] = `${origin}${remotePrefix(app.dir)}mf-manifest.json`;
  }
  return { apiBaseUrl: `${origin}/api`, remotes, identity: null, support: SUPPORT, authSyncUrl: null };
}

/**
 * The suite as production runs it: nginx on one origin in front of the five apps' builds and
 * of `apiInstances` API processes (NODE_ENV=production) on one PostgreSQL, joined by Redis.
 * The database and Redis are the caller's (scripts/cluster/main.ts starts them or takes
 * DATABASE_URL and REDIS_URL).
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { port, runDir, log } = options;
  const origin = `http://localhost:${port}`;
  mkdirSync(runDir, { recursive: true });
  const configFile = join(runDir, 'config.json');
  writeFileSync(configFile, JSON.stringify(clusterConfig(origin), null, 2));

  const apiPorts = await Promise.all(Array.from({ length: options.apiInstances ?? 2 }, () => freePort()));
  const children = new Map<number, ChildProcess>();
  const startApi = async (index: number) => {
    const child = spawn(
      // node itself, not the tsx wrapper: a SIGKILL must end the process that holds the port.
      ...endsWithParent(process.execPath, [
        '--import',
        'tsx',
        join(root, 'packages', 'server', 'src', 'main.ts'),
      ]),
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(apiPorts[index]),
          HOST: '127.0.0.1',
          DATABASE_URL: options.databaseUrl,
          REDIS_URL: options.redisUrl,
          CORS_ORIGINS: origin,
          APP_URL: origin,
          TRUST_PROXY: '127.0.0.1,::1',
          SUPPORT_EMAIL: SUPPORT.email,
          SUPPORT_WHATSAPP: SUPPORT.whatsapp,
          ...options.secrets,
          ...options.apiEnv,
        },
      },
    );
    forwardLines(child, `api-${index + 1}`, log);
    children.set(index, child);
    // Ready once it accepts connections: its "listening" line may be below LOG_LEVEL. Loading
    // the server costs about 6 s of CPU, and a restart under load on a shared 2-core machine
    // took over 60 s.
    await listening(apiPorts[index]!, { timeoutMs: 120_000, exited: () => child.exitCode !== null });
  };
  // One at a time: both would run the migrations at once on an empty database.
  await startApi(0);
  await Promise.all(apiPorts.slice(1).map((_, index) => startApi(index + 1)));

  const apps: ProxiedApp[] = [];
  const appServers: ChildProcess[] = [];
  await Promise.all(
    (options.withApps === false ? [] : APPS).map(async (app) => {
      const serverPort = await freePort();
      const appRoot = join(root, app.dir, 'dist');
      const args = [serveBin, '--name', app.name, '--port', String(serverPort), '--root', appRoot];
      if (app.name === 'shell') args.push('--spa', '--config', configFile);
      else args.push('--allow-origin', origin);
      const [command, commandArgs] = endsWithParent(process.execPath, args);
      appServers.push(
        await startProcess({
          name: app.name,
          command,
          args: commandArgs,
          cwd: root,
          ready: /"serving"/,
          ...(log ? { log } : {}),
        }),
      );
      apps.push({
        name: app.name,
        root: appRoot,
        serverPort,
        prefix: app.name === 'shell' ? '/' : remotePrefix(app.dir),
      });
    }),
  );

  const proxy = await startProxy(
    { port, apps, apiPorts, prefix: join(runDir, 'nginx'), workerProcesses: options.proxyWorkers ?? 1 },
    log,
  );

  const stopChild = async (index: number, signal: NodeJS.Signals) => {
    const child = children.get(index);
    children.delete(index);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  };
  return {
    url: origin,
    apiUrl: `${origin}/api`,
    apis: apiPorts.map((apiPort, index) => ({
      index,
      port: apiPort,
      url: `http://127.0.0.1:${apiPort}`,
      running: () => children.has(index),
    })),
    killApi: (index) => stopChild(index, 'SIGKILL'),
    stopApi: (index) => stopChild(index, 'SIGTERM'),
    startApi,
    async stop() {
      await proxy.stop();
      await Promise.all([...children.keys()].map((index) => stopChild(index, 'SIGTERM')));
      await Promise.all(appServers.map(stopProcess));
    },
  };
}
