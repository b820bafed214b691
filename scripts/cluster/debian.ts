import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export type Availability = { ok: true } | { ok: false; reason: string };

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Debian packages for a program the scripts need (nginx, PostgreSQL, Redis), installed with
 * apt-get when `present()` says they are missing — like scripts/lib/tools.mjs ensures
 * Chromium. Without root or apt-get nothing is installed, and the reason says what to do.
 */
export function ensureDebianPackages(packages: readonly string[], present: () => boolean): Availability {
  if (present()) return { ok: true };
  const wanted = packages.join(' ');
  if (!isRoot() || !existsSync('/usr/bin/apt-get')) {
    return {
      ok: false,
      reason: `missing; install Debian's ${wanted} (apt-get install ${wanted}) and run again`,
    };
  }
  console.log(`▸ Installing Debian's ${wanted}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const options = { stdio: 'inherit', env } as const;
  spawnSync('apt-get', ['update', '-qq'], options);
  const install = spawnSync(
    'apt-get',
    ['install', '-y', '-qq', '--no-install-recommends', ...packages],
    options,
  );
  if (install.status !== 0 || !present()) {
    return {
      ok: false,
      reason: `apt-get install ${wanted} failed (exit ${install.status ?? install.signal})`,
    };
  }
  return { ok: true };
}

/** Like ensureDebianPackages, but a missing program stops the script with its reason. */
export function requireDebianPackages(packages: readonly string[], present: () => boolean): void {
  const availability = ensureDebianPackages(packages, present);
  if (!availability.ok) {
    console.error(`✖ ${packages.join(', ')}: ${availability.reason}`);
    process.exit(1);
  }
}

/** Runs a command to its end; throws with its output when it fails. */
export function runQuietly(command: string, args: readonly string[], options: { cwd?: string } = {}): string {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${result.stderr}${result.stdout}`,
    );
  }
  return result.stdout;
}
