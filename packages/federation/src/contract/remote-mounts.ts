import { ROUTE_PATHS } from '@facturador/contracts';
import type { RemoteName } from '../remote-routes.ts';

export type LayoutName = 'default' | 'auth' | 'dashboard' | 'bare';

/** Which remote owns which paths (ARCHITECTURE.md), and the layout the shell puts around them. */
export interface RemoteMount {
  remote: RemoteName;
  layout: LayoutName;
  /** react-router patterns; a trailing `/*` hands a whole subtree to the remote. */
  paths: string[];
}

/**
 * The shell mounts a remote's pages only under these paths: a route a remote declares
 * elsewhere would never be shown. Both the shell's route table and each remote's contract
 * test read this one list.
 */
export const REMOTE_MOUNTS: RemoteMount[] = [
  {
    remote: 'mf_public',
    layout: 'default',
    paths: [
      ROUTE_PATHS.home,
      ROUTE_PATHS.faq,
      ROUTE_PATHS.plans,
      ROUTE_PATHS.pricing,
      ROUTE_PATHS.modules,
      ROUTE_PATHS.contact,
      ROUTE_PATHS.cookies,
      ROUTE_PATHS.terms,
      ROUTE_PATHS.privacy,
      ROUTE_PATHS.documentLookup,
    ],
  },
  {
    remote: 'mf_auth',
    layout: 'auth',
    paths: [ROUTE_PATHS.login, ROUTE_PATHS.register, ROUTE_PATHS.forgotPassword, ROUTE_PATHS.resetPassword],
  },
  { remote: 'mf_auth', layout: 'bare', paths: [ROUTE_PATHS.accountDisabled, '/auth/*'] },
  { remote: 'mf_customer', layout: 'dashboard', paths: ['/app/*'] },
  { remote: 'mf_admin', layout: 'dashboard', paths: ['/app/admin/*'] },
];

/** Whether a react-router pattern of the shell covers a remote's absolute path. */
export function mountCovers(pattern: string, path: string): boolean {
  if (!pattern.endsWith('/*')) return pattern === path;
  const prefix = pattern.slice(0, -2);
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * The mount that shows a path, the most specific pattern winning as in the shell's router
 * (/app/admin/* over /app/*); none for a path no remote shows.
 */
export function mountForPath(path: string): RemoteMount | undefined {
  const covering = REMOTE_MOUNTS.flatMap((mount) =>
    mount.paths.filter((pattern) => mountCovers(pattern, path)).map((pattern) => ({ mount, pattern })),
  );
  covering.sort((a, b) => b.pattern.length - a.pattern.length);
  return covering[0]?.mount;
}

/** The patterns under which the shell shows this remote's pages. */
export function mountedPaths(remote: RemoteName): string[] {
  return REMOTE_MOUNTS.filter((mount) => mount.remote === remote).flatMap((mount) => mount.paths);
}
