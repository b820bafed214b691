import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { LIMA_TIME_ZONE } from '../../packages/contracts/src/lima-calendar.ts';
import { APPS, type AppInfo } from './apps.mjs';

export const repositoryRoot = join(import.meta.dirname, '..', '..');

/** The deployment the suite serves (`npm start`) and the release commands change. */
export function deployDir(): string {
  return process.env.DEPLOY_DIR ?? join(repositoryRoot, '.deploy');
}

/** The app named on the command line, by folder (mf-admin) or federation name (mf_admin). */
export function appFromArguments(command: string): AppInfo {
  const wanted = process.argv[2];
  const app = APPS.find((candidate) => candidate.dir === wanted || candidate.name === wanted);
  if (!app) {
    console.error(`Uso: pnpm ${command} <app>, donde <app> es ${APPS.map((a) => a.dir).join(', ')}`);
    process.exit(2);
  }
  return app;
}

/** Runs a command with its output shown; rejects with its last lines when it fails. */
export function runVisible(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${[command, ...args].join(' ')} terminó con código ${code}`)),
    );
  });
}

/** A date as people in Lima read it, for the tables the commands print. */
export function limaTime(iso: string | null): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString('es-PE', {
    timeZone: LIMA_TIME_ZONE,
    dateStyle: 'short',
    timeStyle: 'medium',
  });
}
