import type { ServiceState } from '@facturador/contracts';

/** Every Spanish text of Sistema (/app/admin/sistema). */
export const systemMessages = {
  title: 'Sistema',
  description:
    'Qué versión de cada aplicación está publicada, si las pestañas abiertas ya la usan, las instancias de la API y la salud de sus servicios.',
  loading: 'Cargando el estado del sistema',
  loadError: 'No se pudo cargar el estado del sistema.',
  apps: {
    title: 'Aplicaciones',
    app: 'Aplicación',
    build: 'Versión publicada',
    builtAt: 'Compilada',
    publishedAt: 'Publicada',
    tabs: 'Pestañas abiertas',
    none: 'Sin versión en este despliegue',
    noTabs: 'Ninguna pestaña',
    open: (count: number) => (count === 1 ? '1 pestaña abierta' : `${count} pestañas abiertas`),
    allCurrent: (count: number) => (count === 1 ? '1 con esta versión' : `${count} con esta versión`),
    behind: (count: number) =>
      count === 1
        ? '1 con una versión anterior (se actualiza al navegar)'
        : `${count} con una versión anterior (se actualizan al navegar)`,
  },
  services: {
    title: 'Servicios',
    database: 'Base de datos',
    redis: 'Redis',
    states: {
      ok: 'Disponible',
      unavailable: 'No disponible',
      not_configured: 'No configurado',
    } satisfies Record<ServiceState, string>,
  },
  instances: {
    title: 'Instancias de la API',
    id: 'Instancia',
    version: 'Versión',
    startedAt: 'Iniciada',
    lastSeenAt: 'Último latido',
    self: 'respondió esta consulta',
  },
  history: {
    title: 'Historial de publicaciones',
    at: 'Fecha',
    app: 'Aplicación',
    action: 'Acción',
    build: 'Versión',
    previous: 'Antes',
    empty: 'Aún no hay publicaciones.',
  },
  checkedAt: (time: string) => `Actualizado ${time}`,
} as const;

/** How people read each app's name. */
export const APP_LABELS: Record<string, string> = {
  shell: 'Shell',
  mf_public: 'Sitio público (mf_public)',
  mf_auth: 'Acceso (mf_auth)',
  mf_customer: 'Área de clientes (mf_customer)',
  mf_admin: 'Administración (mf_admin)',
};
export const appLabel = (app: string): string => APP_LABELS[app] ?? app;
