import { lazy } from 'react';
import { registerConsumer, sessionStore, statusBadges } from '@facturador/auth-api';
import { defineRemoteRoutes } from '@facturador/federation';
import { messages } from '../shared/messages.ts';

registerConsumer('mf_auth', sessionStore);

const accountState = () => import('../features/account-state/account-state-pages.tsx');

/** The pages this remote owns; the shell mounts them (shell/src/app/route-table.ts). */
export const routes = defineRemoteRoutes(__FACTURADOR_BUILD__, [
  {
    path: '/login',
    title: messages.login.title,
    description: messages.login.description,
    Component: lazy(() => import('../features/login/login-page.tsx')),
  },
  {
    path: '/register',
    title: messages.register.title,
    description: messages.register.description,
    Component: lazy(() => import('../features/register/register-page.tsx')),
  },
  {
    path: '/forgot-password',
    title: messages.forgot.title,
    description: messages.forgot.description,
    Component: lazy(() => import('../features/password-reset/forgot-password-page.tsx')),
  },
  {
    path: '/reset-password',
    title: messages.reset.title,
    description: messages.reset.description,
    Component: lazy(() => import('../features/password-reset/reset-password-page.tsx')),
  },
  {
    path: '/account-disabled',
    title: messages.disabled.title,
    description: messages.disabled.description,
    Component: lazy(() => import('../features/account-state/account-disabled-page.tsx')),
  },
  {
    path: '/auth/account-deleted',
    title: statusBadges.accountDeleted,
    Component: lazy(() => accountState().then((module) => ({ default: module.AccountDeletedStatePage }))),
  },
  {
    path: '/auth/account-disabled',
    title: statusBadges.accountInactive,
    Component: lazy(() => accountState().then((module) => ({ default: module.AccountDisabledStatePage }))),
  },
]);
