import { ROUTE_PATHS } from '@facturador/contracts';
import { lazy } from 'react';
import { registerConsumer, sessionStore } from '@facturador/auth-api';
import { defineRemoteRoutes } from '@facturador/federation';
import { messages } from '../shared/messages.ts';

registerConsumer('mf_customer', sessionStore);

/** The pages this remote owns; the shell mounts them (shell/src/app/route-table.ts). */
export const routes = defineRemoteRoutes(__FACTURADOR_BUILD__, [
  {
    path: ROUTE_PATHS.app,
    title: messages.dashboard.title,
    description: messages.dashboard.description,
    Component: lazy(() => import('./home-page.tsx')),
  },
]);
