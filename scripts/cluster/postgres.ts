import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDebianPackages, runQuietly, type Availability } from './debian.ts';

const DEBIAN_POSTGRES = '/usr/lib/postgresql';
/** PostgreSQL refuses to run as root: as root the server runs as Debian's `postgres` user. */
const SERVICE_USER = 'postgres';

/** The newest Debian PostgreSQL's bin folder (e.g. /usr/lib/postgresql/15/bin), or null. */
export function postgresBinDir(): string | null {
  if (!existsSync(DEBIAN_POSTGRES)) return null;
  const versions = readdirSync(DEBIAN_POSTGRES)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(DEBIAN_POSTGRES, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(DEBIAN_POSTGRES, versions[0], 'bin') : null;
}

/** Debian's PostgreSQL server binaries, installed when missing and possible. */
export function ensurePostgres(): Availability {
  return ensureDebianPackages(['postgresql'], () => postgresBinDir() !== null);
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function serviceIds(): { uid: number; gid: number } {
  const uid = Number(runQuietly('id', ['-u', SERVICE_USER]).trim());
  const gid = Number(runQuietly('id', ['-g', SERVICE_USER]).trim());
  return { uid, gid };
}

export interface PrivatePostgres {
  url: string;
  port: number;
  /** Stops the server (fast: open connections are ended, transactions rolled back). */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
}

/**
 * A PostgreSQL server of our own, in `dataDir` (created with initdb on first use), on
 * 127.0.0.1:port with its socket in the data folder: nothing is shared with the machine's
 * server, so it can be stopped and started at will.
 */
export async function startPrivatePostgres({
  dataDir,
  port,
  database = 'facturador',
  forTests = false,
}: {
  dataDir: string;
  port: number;
  database?: string;
  /** fsync off: a test's data need not survive a power cut, and it is much faster. */
  forTests?: boolean;
}): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL binaries not found (ensurePostgres first)');
  const serviceCommand = (command: string, args: string[]): [string, string[]] =>
    isRoot()
      ? ['runuser', ['-u', SERVICE_USER, '--', join(bin, command), ...args]]
      : [join(bin, command), args];
  const asService = (command: string, args: string[]) =>
    runQuietly(...serviceCommand(command, args), { cwd: '/' });
  // Starting and stopping run beside the event loop: requests racing a stop must go on meanwhile.
  const asServiceAsync = async (command: string, args: string[]) => {
    await promisify(execFile)(...serviceCommand(command, args), { cwd: '/' });
  };

  mkdirSync(dataDir, { recursive: true });
  if (isRoot()) {
    const { uid, gid } = serviceIds();
    if (statSync(dataDir).uid !== uid) chownSync(dataDir, uid, gid);
  }
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    asService('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  }
  const options = [
    `-p ${port}`,
    `-k ${dataDir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c max_connections=200',
    ...(forTests ? ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'] : []),
  ].join(' ');
  const logFile = join(dataDir, 'server.log');
  const start = async () => {
    await asServiceAsync('pg_ctl', ['start', '-w', '-t', '60', '-D', dataDir, '-l', logFile, '-o', options]);
  };
  const stop = async () => {
    const running =
      spawnSync(...serviceCommand('pg_ctl', ['status', '-D', dataDir]), { cwd: '/' }).status === 0;
    if (running) await asServiceAsync('pg_ctl', ['stop', '-w', '-m', 'fast', '-D', dataDir]);
  };
  await start();
  const exists = asService('psql', [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'postgres',
    '-d',
    'postgres',
    '-tAc',
    `SELECT 1 FROM pg_database WHERE datname = '${database}'`,
  ]).trim();
  if (exists !== '1')
    asService('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database]);
  return { url: `postgres://postgres@127.0.0.1:${port}/${database}`, port, stop, start };
}
