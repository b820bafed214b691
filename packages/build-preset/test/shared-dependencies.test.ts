import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { installedVersion, sharedDependencies, SINGLETON_PACKAGES } from '../src/shared-dependencies.ts';

const repositoryRoot = join(__dirname, '..', '..', '..');
const shellDir = join(repositoryRoot, 'shell');

/** The pnpm catalog: the single place where each shared library's version is chosen. */
function catalogVersion(name: string): string | undefined {
  const workspace = readFileSync(join(repositoryRoot, 'pnpm-workspace.yaml'), 'utf8');
  const line = workspace
    .split('\n')
    .find((candidate) => candidate.trim().replace(/'/g, '').startsWith(`${name}:`));
  return line?.split(':').pop()?.trim();
}

describe('shared dependencies', () => {
  const shared = sharedDependencies(shellDir);

  it('shares every library of ARCHITECTURE.md, and the contracts, as a singleton with an explicit version', () => {
    expect(Object.keys(shared).sort()).toEqual(
      [
        'react',
        'react-dom',
        'react/',
        'react-dom/',
        'react-router-dom',
        'zustand',
        '@mui/material',
        '@emotion/react',
        '@emotion/styled',
        'notistack',
        'axios',
        '@tanstack/react-query',
        '@facturador/auth-api',
        '@facturador/contracts',
      ].sort(),
    );
    for (const [key, entry] of Object.entries(shared)) {
      expect({ key, singleton: entry.singleton }).toEqual({ key, singleton: true });
      expect(entry.version).toMatch(/^\d+\.\d+\.\d+/);
      expect(entry.requiredVersion).toBe(`^${entry.version}`);
    }
  });

  it('declares the versions the pnpm catalog pins', () => {
    for (const name of SINGLETON_PACKAGES.filter((pkg) => !pkg.startsWith('@facturador/'))) {
      expect({ name, version: shared[name]!.version }).toEqual({ name, version: catalogVersion(name) });
    }
  });

  it('gives the react/ and react-dom/ prefix keys the same version as the packages', () => {
    expect(shared['react/']!.version).toBe(shared.react!.version);
    expect(shared['react-dom/']!.version).toBe(shared['react-dom']!.version);
  });

  it('matches the workspace package by path suffix, as pnpm links it', () => {
    expect(shared['@facturador/auth-api']).toMatchObject({
      allowNodeModulesSuffixMatch: true,
      version: '0.1.0',
    });
  });

  it('finds versions of packages that do not export their package.json', () => {
    expect(installedVersion('@mui/material', shellDir)).toBe(catalogVersion('@mui/material'));
  });
});
