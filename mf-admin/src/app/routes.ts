import { registerConsumer, sessionStore } from '@facturador/auth-api';
import { ROUTE_PATHS } from '@facturador/contracts';
import { defineRemoteRoutes, lazyPage } from '@facturador/federation';
import { overviewMessages } from '../features/overview/messages.ts';

registerConsumer('mf_admin', sessionStore);

/** The pages this remote owns; the shell mounts them (REMOTE_MOUNTS of @facturador/federation). */
export const routes = defineRemoteRoutes(__FACTURADOR_BUILD__, [
  // Resumen and Reportes.
  {
    path: ROUTE_PATHS.admin,
    title: overviewMessages.title,
    description: overviewMessages.description,
    ...lazyPage(() => import('../features/overview/admin-overview-page.tsx')),
  },
  { path: ROUTE_PATHS.adminReports, ...lazyPage(() => import('../features/reports/reports-page.tsx')) },
  // Auditoría.
  { path: ROUTE_PATHS.adminAudit, ...lazyPage(() => import('../features/audit/audit-page.tsx')) },
  // Sistema (issue 18): deployed builds, API instances, health, releases.
  { path: ROUTE_PATHS.adminSystem, ...lazyPage(() => import('../features/system/system-page.tsx')) },
  // Planes and Suscripciones.
  { path: ROUTE_PATHS.adminPlans, ...lazyPage(() => import('../features/plans/plans-page.tsx')) },
  {
    path: ROUTE_PATHS.adminSubscriptions,
    ...lazyPage(() => import('../features/subscriptions/subscriptions-page.tsx')),
  },
  // Usuarios
  { path: ROUTE_PATHS.adminUsers, ...lazyPage(() => import('../features/users/users-page.tsx')) },
  // Proveedores, Configuración Sistema, Pasarelas de Pago (issue 16).
  {
    path: ROUTE_PATHS.adminProviders,
    ...lazyPage(() => import('../features/providers/providers-page.tsx')),
  },
  {
    path: ROUTE_PATHS.adminSettings,
    ...lazyPage(() => import('../features/settings/settings-page.tsx')),
  },
  {
    path: ROUTE_PATHS.adminPaymentGateways,
    ...lazyPage(() => import('../features/payment-gateways/payment-gateways-page.tsx')),
  },
]);
