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
      '/',
      '/faq',
      '/planes',
      '/precios',
      '/modulos',
      '/contacto',
      '/cookies',
      '/terminos',
      '/privacidad',
    ],
  },
  {
    remote: 'mf_auth',
    layout: 'auth',
    paths: ['/login', '/register', '/forgot-password', '/reset-password'],
  },
  { remote: 'mf_auth', layout: 'bare', paths: ['/account-disabled', '/auth/*'] },
  { remote: 'mf_customer', layout: 'dashboard', paths: ['/app/*'] },
  { remote: 'mf_admin', layout: 'dashboard', paths: ['/app/admin/*'] },
];
