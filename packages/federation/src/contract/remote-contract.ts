import { ROUTES_EXPOSE, type RemoteName } from '../remote-routes.ts';
import { mountCovers, mountedPaths } from './remote-mounts.ts';

/** The modules the shell loads from every remote: `./routes` (a RemoteRoutesModule). */
export const REQUIRED_EXPOSES = [`./${ROUTES_EXPOSE}`] as const;

/** What a remote's Module Federation `exposes` lacks for the shell. */
export function exposesProblems(exposes: Readonly<Record<string, string>> | undefined): string[] {
  return REQUIRED_EXPOSES.filter((name) => !exposes?.[name]).map(
    (name) => `no expone ${name}, que el shell carga`,
  );
}

const OPTIONAL_TEXT_FIELDS = ['title', 'description', 'liveData'] as const;

/** A React component as lazy(), memo() or a function gives it. */
function isComponent(value: unknown): boolean {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

/**
 * What the shell could not use in a remote's `./routes` module: it must export `routes`, an
 * array of `{ path, Component, title?, description?, liveData? }` whose paths are absolute,
 * unique and inside the paths the shell mounts for that remote (REMOTE_MOUNTS).
 */
export function routesModuleProblems(remote: RemoteName, module: unknown): string[] {
  const routes = (module as { routes?: unknown } | null)?.routes;
  if (!Array.isArray(routes)) return ['el módulo ./routes no exporta un arreglo routes'];
  const problems: string[] = [];
  const mounts = mountedPaths(remote);
  const seen = new Set<string>();
  routes.forEach((route: unknown, index) => {
    const entry = (route ?? {}) as Record<string, unknown>;
    const label = typeof entry.path === 'string' ? entry.path : `#${index}`;
    if (typeof entry.path !== 'string' || !entry.path.startsWith('/')) {
      problems.push(`la ruta ${label} no tiene una ruta absoluta (path)`);
    } else {
      if (seen.has(entry.path)) problems.push(`la ruta ${label} está repetida`);
      seen.add(entry.path);
      if (!mounts.some((pattern) => mountCovers(pattern, entry.path as string)))
        problems.push(
          `la ruta ${label} está fuera de lo que el shell monta para ${remote}: ${mounts.join(', ')}`,
        );
    }
    if (!isComponent(entry.Component)) problems.push(`la ruta ${label} no tiene un Component de React`);
    for (const field of OPTIONAL_TEXT_FIELDS) {
      if (entry[field] !== undefined && typeof entry[field] !== 'string')
        problems.push(`la ruta ${label} tiene ${field} que no es texto`);
    }
    if (typeof entry.liveData === 'string' && !entry.liveData.startsWith('/'))
      problems.push(`la ruta ${label} tiene liveData que no es una ruta de la API`);
  });
  return problems;
}
