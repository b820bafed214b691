import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { CHROMIUM_PATH } from './chromium.mjs';
import { NGINX_PACKAGES } from './nginx-paths.mjs';

export const root = join(import.meta.dirname, '..', '..');
const PNPM_MAJOR = '10';
const localPnpm = join(root, '.tools', 'node_modules', '.bin', 'pnpm');

/** Runs a command in the repository, inheriting the terminal; exits on failure. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

function pnpmVersion(command) {
  try {
    return execFileSync(command, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

/**
 * pnpm 10 from PATH, or installed into .tools/ with npm. Corepack is not used: its
 * download fails signature checks on some machines.
 */
export function ensurePnpm() {
  if (pnpmVersion('pnpm')?.startsWith(`${PNPM_MAJOR}.`)) return 'pnpm';
  if (!existsSync(localPnpm)) {
    console.log(`▸ Installing pnpm ${PNPM_MAJOR} into .tools/`);
    run('npm', [
      'install',
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--prefix',
      join(root, '.tools'),
      `pnpm@${PNPM_MAJOR}`,
    ]);
  }
  // Package scripts call `pnpm` by name: put this copy first on their PATH.
  process.env.PATH = `${dirname(localPnpm)}${delimiter}${process.env.PATH ?? ''}`;
  return localPnpm;
}

/** Installs the workspace exactly as the lockfile says (fast when nothing changed). */
export function installDependencies(pnpm) {
  console.log('▸ Installing dependencies (pnpm install --frozen-lockfile)');
  run(pnpm, ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only']);
}

/** Debian's Chromium for Playwright; Playwright itself never downloads a browser here. */
export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `✖ Chromium not found at ${CHROMIUM_PATH}. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log("▸ Installing Debian's chromium");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { env });
  return CHROMIUM_PATH;
}

/**
 * What the tests need of Debian, by the command each package provides (found on PATH) or a file
 * it installs: xmlsec1 verifies signed documents independently of the signer (issue 26).
 * Installed with apt-get when running as root and missing; otherwise the run stops and says what
 * to install.
 */
// xmlsec1 verifies signatures; pdftoppm/pdftotext (poppler-utils) and zbarimg (zbar-tools)
// read the printed documents' pages and QR codes in the server's tests.
const DEBIAN_TOOLS = {
  xmlsec1: 'xmlsec1',
  pdftoppm: 'poppler-utils',
  pdftotext: 'poppler-utils',
  zbarimg: 'zbar-tools',
  // The README's /v1 walkthrough is run as written (packages/server/test/v1-readme.test.ts).
  curl: 'curl',
  jq: 'jq',
};

function onPath(command) {
  return (process.env.PATH ?? '')
    .split(delimiter)
    .some((folder) => folder && existsSync(join(folder, command)));
}

export function ensureDebianTools() {
  const missing = [
    ...Object.entries(DEBIAN_TOOLS).filter(([command]) => !onPath(command)),
    // The fault suite's proxy (scripts/cluster/nginx.ts, which would install it too): installed with
    // the rest, so that on a fresh machine its apt-get does not count against the suite's time limit
    // (2026-12-07: the first run on a new machine stopped the suite at its limit while installing).
    ...Object.entries(NGINX_PACKAGES).filter(([file]) => !existsSync(file)),
  ];
  if (missing.length === 0) return;
  const packages = [...new Set(missing.map(([, name]) => name))];
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `✖ Missing ${packages.join(', ')}. Install them (Debian: apt-get install ${packages.join(' ')}).`,
    );
    process.exit(1);
  }
  console.log(`▸ Installing Debian's ${packages.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { env });
}
