// `pnpm typecheck`: every package's TypeScript, checked with its own compiler options, in as
// few compiler runs as the options allow.
//
// The packages export their sources, so one `tsc -p` per package checks the shared packages
// again inside every package that imports them (contracts, auth-api, account-forms and MUI's
// types were checked up to ten times). Packages whose tsconfig.json asks for the same options
// are one program here: the same strictness, each file checked once per set of options. A
// package's own `pnpm typecheck` stays as it was, for one package at a time.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { root } from './lib/tools.mjs';

const GROUP_CONFIG = 'tsconfig.typecheck.json';
const base = join(root, 'tsconfig.base.json');

/** Every folder with a tsconfig.json that extends the base: the workspace's packages and scripts. */
function projects() {
  const folders = ['shell', 'e2e', 'scripts'];
  for (const parent of ['.', 'packages']) {
    for (const entry of readdirSync(join(root, parent), { withFileTypes: true })) {
      if (entry.isDirectory() && (parent === 'packages' || entry.name.startsWith('mf-')))
        folders.push(join(parent, entry.name));
    }
  }
  return folders
    .map((folder) => join(root, folder))
    .filter((folder) => existsSync(join(folder, 'tsconfig.json')))
    .map((folder) => {
      const config = JSON.parse(readFileSync(join(folder, 'tsconfig.json'), 'utf8'));
      if (resolve(folder, config.extends ?? '') !== base)
        throw new Error(`${relative(root, folder)}/tsconfig.json no extiende tsconfig.base.json`);
      return { folder, config };
    });
}

/** Options that make two programs differ; `types` is a set, so its order does not count. */
function optionsKey({ compilerOptions = {} }) {
  const options = { ...compilerOptions };
  if (options.types) options.types = [...options.types].sort();
  return JSON.stringify(Object.entries(options).sort(([a], [b]) => a.localeCompare(b)));
}

function groups() {
  const byOptions = new Map();
  for (const project of projects()) {
    const key = optionsKey(project.config);
    byOptions.set(key, [...(byOptions.get(key) ?? []), project]);
  }
  // The first member hosts the group's config: `types` resolve from its node_modules, which
  // hold them, since its own tsconfig.json names the same ones.
  return [...byOptions.values()].map((members) => {
    const host = members[0].folder;
    const include = members.flatMap(({ folder, config }) =>
      (config.include ?? []).map((pattern) => relative(host, resolve(folder, pattern)) || '.'),
    );
    return {
      name: members.map(({ folder }) => relative(root, folder)).join(', '),
      host,
      config: {
        extends: relative(host, base),
        compilerOptions: members[0].config.compilerOptions ?? {},
        include: [...new Set(include)],
      },
    };
  });
}

function check(group) {
  const path = join(group.host, GROUP_CONFIG);
  writeFileSync(path, `${JSON.stringify(group.config, null, 2)}\n`);
  const started = Date.now();
  return new Promise((done) => {
    const output = [];
    const child = spawn(process.execPath, [tscBin(), '--noEmit', '--checkers', '1', '-p', path], {
      cwd: group.host,
    });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      rmSync(path, { force: true });
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${status === 0 ? '✔' : '✖'} ${group.name} (${seconds} s)\n`);
      process.stdout.write(Buffer.concat(output).toString().replaceAll(GROUP_CONFIG, 'tsconfig.json'));
      done(status === 0);
    });
  });
}

/**
 * TypeScript 7, the compiler ported to Go, checks (the root's `typescript-7` devDependency): the
 * same checker in a quarter of TypeScript 6's CPU (44 s against 180 s for the workspace), which
 * npm test's budget needed (docs/decisions/0056-typescript-7-checks-the-types.md). One checker per program: two programs
 * run at once on the machine's cores, and each further checker repeats the global types' work.
 * TypeScript 6 stays the workspace's `typescript` for the tools that call its JavaScript API
 * (typescript-eslint's parser), which TypeScript 7.0 does not have.
 */
const tscBin = () => join(root, 'node_modules', 'typescript-7', 'bin', 'tsc');

const pending = groups().sort((a, b) => b.config.include.length - a.config.include.length);
const results = [];
// The largest programs first, two at a time on the machine's cores (each tsc is one thread).
const workers = Array.from({ length: Math.min(2, availableParallelism()) }, async () => {
  for (let group = pending.shift(); group; group = pending.shift()) results.push(await check(group));
});
await Promise.all(workers);
if (results.includes(false)) process.exit(1);
