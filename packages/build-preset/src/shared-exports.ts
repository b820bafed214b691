import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Shared singletons trimmed to what the suite imports (docs/decisions/0026). A singleton is
 * loaded once, from whichever app comes first, and Module Federation never checks that it
 * holds the exports a later app needs: so every app declares the same list, the union of
 * what all of them import, kept in `shared-used-exports.json` and checked by a test.
 */
export const TRIMMED_SHARED_PACKAGES = ['@mui/material', 'react-router-dom'] as const;
export type TrimmedPackage = (typeof TRIMMED_SHARED_PACKAGES)[number];
export type UsedExports = Record<TrimmedPackage, string[]>;

/** The folders whose code reaches the browser: every app and the packages they bundle. */
export const BROWSER_SOURCE_FOLDERS = [
  'shell/src',
  'mf-public/src',
  'mf-auth/src',
  'mf-customer/src',
  'mf-admin/src',
  'packages/auth-api/src',
  'packages/account-forms/src',
  'packages/forms/src',
  'packages/federation/src',
  'packages/theme/src',
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The value names one file imports (or re-exports) from each trimmed package; types are left out. */
export function importedNames(fileName: string, source: string): Map<TrimmedPackage, Set<string>> {
  const found = new Map<TrimmedPackage, Set<string>>();
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  for (const statement of file.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!isImport && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    const target = TRIMMED_SHARED_PACKAGES.find((name) => name === specifier.text);
    if (!target) continue;
    const names = found.get(target) ?? new Set<string>();
    found.set(target, names);
    if (isImport) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      if (clause.name) names.add('default');
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings))
        throw new Error(`${fileName}: import * from '${target}' cannot be trimmed; import names`);
      for (const element of bindings && ts.isNamedImports(bindings) ? bindings.elements : []) {
        if (!element.isTypeOnly) names.add((element.propertyName ?? element.name).text);
      }
    } else {
      const clause = statement.exportClause;
      if (statement.isTypeOnly) continue;
      if (!clause || !ts.isNamedExports(clause))
        throw new Error(`${fileName}: export * from '${target}' cannot be trimmed; export names`);
      for (const element of clause.elements) {
        if (!element.isTypeOnly) names.add((element.propertyName ?? element.name).text);
      }
    }
  }
  return found;
}

/** The union of what the browser code under `root` imports from each trimmed package, sorted. */
export function scanUsedExports(root: string): UsedExports {
  const union = Object.fromEntries(
    TRIMMED_SHARED_PACKAGES.map((name) => [name, new Set<string>()]),
  ) as Record<TrimmedPackage, Set<string>>;
  for (const folder of BROWSER_SOURCE_FOLDERS) {
    for (const path of sourceFiles(join(root, folder))) {
      for (const [name, names] of importedNames(relative(root, path), readFileSync(path, 'utf8'))) {
        for (const exported of names) union[name].add(exported);
      }
    }
  }
  return Object.fromEntries(
    TRIMMED_SHARED_PACKAGES.map((name) => [name, [...union[name]].sort()]),
  ) as UsedExports;
}

export const USED_EXPORTS_FILE = new URL('../shared-used-exports.json', import.meta.url);

/** The union every build declares (regenerate with `pnpm shared:exports`). */
export function declaredUsedExports(): UsedExports {
  return JSON.parse(readFileSync(USED_EXPORTS_FILE, 'utf8')) as UsedExports;
}
