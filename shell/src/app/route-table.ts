import { ROUTE_PATHS } from '@facturador/contracts';
import type { RemoteName } from '@facturador/federation';

export type LayoutName = 'default' | 'auth' | 'dashboard' | 'bare';

/** Which remote owns which paths (ARCHITECTURE.md), and the layout around them. */
export interface RemoteMount {
  remote: RemoteName;
  layout: LayoutName;
  /** react-router patterns; a trailing `/*` hands a whole subtree to the remote. */
  paths: string[];
}

export const remoteMounts: RemoteMount[] = [
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
