import { lazy } from 'react';
import { registerConsumer, sessionStore } from '@facturador/auth-api';
import { defineRemoteRoutes } from '@facturador/federation';

registerConsumer('mf_auth', sessionStore);

/** The pages this remote owns; the shell mounts them (shell/src/app/route-table.ts). */
export const routes = defineRemoteRoutes(__FACTURADOR_BUILD__, [
  { path: '/login', Component: lazy(() => import('../features/login/login-page.tsx')) },
]);
