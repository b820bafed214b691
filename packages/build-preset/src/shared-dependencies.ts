import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { declaredUsedExports, TRIMMED_SHARED_PACKAGES } from './shared-exports.ts';

/**
 * Libraries that must exist once in the browser. The session store lives in
 * @facturador/auth-api, so that package is a singleton too: a second copy would be a
 * second store.
 */
export const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router-dom',
  'zustand',
  '@mui/material',
  '@emotion/react',
  '@emotion/styled',
  'notistack',
  'axios',
  // One cache for the whole suite: the QueryClient the shell creates is the one every remote reads.
  '@tanstack/react-query',
  '@facturador/auth-api',
  // Not state, but every app parses with the contracts: one copy on the page instead of one per
  // app, and the zod they use with it (docs/decisions/0026).
  '@facturador/contracts',
] as const;

/**
 * Prefix keys: without them `react/jsx-runtime` and `react-dom/client` are bundled per
 * app and React reports an invalid hook call.
 */
export const PREFIX_SHARED_PACKAGES = ['react', 'react-dom'] as const;

export interface SharedEntry {
  singleton: true;
  version: string;
  requiredVersion: string;
  strictVersion: false;
  allowNodeModulesSuffixMatch?: true;
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
}

/** Reads the version of a package as installed for the app in `appDir`. */
export function installedVersion(packageName: string, appDir: string): string {
  const require = createRequire(join(appDir, 'package.json'));
  let directory = dirname(require.resolve(packageName));
  // Walk up from the entry file to the package's own package.json: not every package
  // lists "./package.json" in its exports.
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === packageName && manifest.version) return manifest.version;
    } catch {
      // no package.json at this level
    }
    const parent = dirname(directory);
    if (parent === directory) throw new Error(`Cannot find the version of ${packageName}`);
    directory = parent;
  }
}

/**
 * The `shared` option of every app: explicit versions, one copy of each; the largest ones
 * trimmed to the exports the whole suite uses (shared-exports.ts).
 */
export function sharedDependencies(appDir: string): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  const usedExports = declaredUsedExports();
  for (const packageName of SINGLETON_PACKAGES) {
    const version = installedVersion(packageName, appDir);
    const trimmed = TRIMMED_SHARED_PACKAGES.find((name) => name === packageName);
    shared[packageName] = {
      singleton: true,
      version,
      requiredVersion: `^${version}`,
      strictVersion: false,
      // pnpm resolves workspace packages through symlinked paths; match them by suffix.
      ...(packageName.startsWith('@facturador/') ? { allowNodeModulesSuffixMatch: true } : {}),
      ...(trimmed ? { treeShaking: { mode: 'runtime-infer', usedExports: usedExports[trimmed] } } : {}),
    };
  }
  for (const packageName of PREFIX_SHARED_PACKAGES) {
    shared[`${packageName}/`] = { ...shared[packageName]! };
  }
  return shared;
}
