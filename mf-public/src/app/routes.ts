import { lazy } from 'react';
import { registerConsumer, sessionStore } from '@facturador/auth-api';
import { defineRemoteRoutes } from '@facturador/federation';

registerConsumer('mf_public', sessionStore);

/** The pages this remote owns; the shell mounts them (shell/src/app/route-table.ts). */
export const routes = defineRemoteRoutes(__FACTURADOR_BUILD__, [
  {
    path: '/',
    Component: lazy(() => import('../features/home/home-page.tsx')),
    title: 'Facturación electrónica SUNAT',
    description:
      'Emite facturas, boletas y notas electrónicas válidas ante SUNAT desde una sola plataforma, con planes en soles.',
  },
]);
