/**
 * The shared singletons whose versions decide whether a remote can run inside the shell:
 * one copy of each is loaded for the whole page, so a remote built against another major
 * would run on the shell's copy and break (docs/decisions, "Releasing one app").
 */
export const CONTRACT_SHARED_PACKAGES = [
  'react',
  'react-dom',
  'react-router-dom',
  '@mui/material',
  '@facturador/auth-api',
] as const;
export type ContractSharedPackage = (typeof CONTRACT_SHARED_PACKAGES)[number];

/**
 * The compatibility line of each contract package the suite is built on today. Changing one
 * is a change of the contract: the shell and every remote move together, and their contract
 * tests say so until they do.
 */
export const SHARED_VERSION_LINES: Readonly<Record<ContractSharedPackage, string>> = {
  react: '19',
  'react-dom': '19',
  'react-router-dom': '7',
  '@mui/material': '9',
  '@facturador/auth-api': '0.1',
};

/**
 * The part of a version that must match for two builds to share one copy: the major, or for
 * a 0.x version the leftmost non-zero part (what a caret range `^x.y.z`, the range every
 * build declares, accepts).
 */
export function compatibilityLine(version: string): string {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version.trim());
  if (!match) return version.trim();
  const [major, minor, patch] = [match[1]!, match[2]!, match[3]!];
  if (major !== '0') return major;
  if (minor !== '0') return `0.${minor}`;
  return `0.0.${patch}`;
}

export interface SharedConflict {
  package: ContractSharedPackage;
  /** The version the other side (usually the shell) runs, or the line it expects. */
  expected: string;
  /** The version of the build being checked; null when it does not share the package at all. */
  actual: string | null;
}

/**
 * The contract packages on which `actual` cannot share one copy with `expected`
 * (versions or lines, e.g. `{ react: '19.3.1' }`). A package `expected` does not name is
 * not checked; one that `actual` does not share is a conflict (it would bundle a second copy).
 */
export function sharedConflicts(
  expected: Readonly<Record<string, string>>,
  actual: Readonly<Record<string, string>>,
): SharedConflict[] {
  const conflicts: SharedConflict[] = [];
  for (const name of CONTRACT_SHARED_PACKAGES) {
    const wanted = expected[name];
    if (wanted === undefined) continue;
    const have = actual[name];
    if (have === undefined) conflicts.push({ package: name, expected: wanted, actual: null });
    else if (compatibilityLine(have) !== compatibilityLine(wanted))
      conflicts.push({ package: name, expected: wanted, actual: have });
  }
  return conflicts;
}

/** One line a person reads: which dependency, and both versions. */
export function describeConflict(conflict: SharedConflict, build: string, other: string): string {
  if (conflict.actual === null)
    return `${build} no comparte ${conflict.package}; ${other} usa ${conflict.expected}`;
  return (
    `${build} usa ${conflict.package} ${conflict.actual} y ${other} usa ${conflict.expected}: ` +
    `versiones mayores distintas (${compatibilityLine(conflict.actual)} ≠ ${compatibilityLine(conflict.expected)})`
  );
}

/** What an `mf-manifest.json` says about the shared packages: name → version. */
export function sharedVersionsOfManifest(manifest: unknown): Record<string, string> {
  const versions: Record<string, string> = {};
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  if (!Array.isArray(shared)) return versions;
  for (const entry of shared as { name?: unknown; version?: unknown }[]) {
    if (typeof entry.name === 'string' && typeof entry.version === 'string')
      versions[entry.name] = entry.version;
  }
  return versions;
}
