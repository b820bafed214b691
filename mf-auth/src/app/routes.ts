import { ROUTE_PATHS } from '@facturador/contracts';
import { lazy } from 'react';
import { registerConsumer, sessionStore, statusBadges } from '@facturador/auth-api';
import { defineRemoteRoutes } from '@facturador/federation';
import { messages } from '../shared/messages.ts';

registerConsumer('mf_auth', sessionStore);

const accountState = () => import('../features/account-state/account-state-pages.tsx');

/** The pages this remote owns; the shell mounts them (REMOTE_MOUNTS of @facturador/federation). */
export const routes = defineRemoteRoutes(__FACTURADOR_BUILD__, [
  {
    path: ROUTE_PATHS.login,
    title: messages.login.title,
    description: messages.login.description,
    Component: lazy(() => import('../features/login/login-page.tsx')),
  },
  {
    path: ROUTE_PATHS.register,
    title: messages.register.title,
    description: messages.register.description,
    Component: lazy(() => import('../features/register/register-page.tsx')),
  },
  {
    path: ROUTE_PATHS.forgotPassword,
    title: messages.forgot.title,
    description: messages.forgot.description,
    Component: lazy(() => import('../features/password-reset/forgot-password-page.tsx')),
  },
  {
    path: ROUTE_PATHS.resetPassword,
    title: messages.reset.title,
    description: messages.reset.description,
    Component: lazy(() => import('../features/password-reset/reset-password-page.tsx')),
  },
  {
    path: ROUTE_PATHS.accountDisabled,
    title: messages.disabled.title,
    description: messages.disabled.description,
    Component: lazy(() => import('../features/account-state/account-disabled-page.tsx')),
  },
  {
    path: ROUTE_PATHS.accountDeletedState,
    title: statusBadges.accountDeleted,
    Component: lazy(() => accountState().then((module) => ({ default: module.AccountDeletedStatePage }))),
  },
  {
    path: ROUTE_PATHS.accountDisabledState,
    title: statusBadges.accountInactive,
    Component: lazy(() => accountState().then((module) => ({ default: module.AccountDisabledStatePage }))),
  },
]);
