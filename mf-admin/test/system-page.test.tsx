import { afterEach, describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { OPERATIONS_REFRESH_MS, type OperationsStatus } from '@facturador/contracts';
import { notFound, type Handler } from '@facturador/test-support/http-server';
import { startSignedInApi } from '@facturador/test-support/signed-in-api';
import SystemPage from '../src/features/system/system-page.tsx';

const status = (adminBuild: string): OperationsStatus => ({
  apps: [
    {
      app: 'shell',
      deployed: {
        id: 'shell-1',
        builtAt: '2026-11-20T15:00:00.000Z',
        publishedAt: '2026-11-20T15:05:00.000Z',
      },
      tabs: [],
    },
    {
      app: 'mf_admin',
      deployed: {
        id: adminBuild,
        builtAt: '2026-11-21T15:00:00.000Z',
        publishedAt: '2026-11-21T15:10:00.000Z',
      },
      tabs: [
        { build: adminBuild, count: 2, current: true },
        { build: 'admin-0', count: 1, current: false },
      ],
    },
    // No live build known (served outside a deployment): its tabs are only counted.
    { app: 'mf_public', deployed: null, tabs: [{ build: 'public-7', count: 3, current: false }] },
  ],
  instances: [
    {
      id: 'api-a:101:aa',
      host: 'api-a',
      pid: 101,
      version: '0.1.0',
      startedAt: '2026-11-21T14:00:00.000Z',
      lastSeenAt: '2026-11-21T15:20:00.000Z',
      self: true,
    },
    {
      id: 'api-b:202:bb',
      host: 'api-b',
      pid: 202,
      version: '0.1.0',
      startedAt: '2026-11-21T14:01:00.000Z',
      lastSeenAt: '2026-11-21T15:20:01.000Z',
      self: false,
    },
  ],
  database: 'ok',
  redis: 'unavailable',
  history: [
    {
      app: 'mf_admin',
      id: adminBuild,
      action: 'rollback',
      at: '2026-11-21T15:10:00.000Z',
      previous: 'admin-9',
    },
  ],
  checkedAt: '2026-11-21T15:20:02.000Z',
});

describe('Sistema page', () => {
  let api: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
  afterEach(async () => {
    await api?.stop();
    api = null;
  });

  it("shows each app's live build and its tabs, the services, the instances and the history, and follows a new release by itself", async () => {
    let live = 'admin-1';
    const handler: Handler = (request) =>
      new URL(request.path, 'http://api.test').pathname === '/admin/operations'
        ? { body: { success: true, data: status(live) } }
        : notFound;
    api = await startSignedInApi(handler);
    render(
      <QueryClientProvider client={api.queryClient}>
        <MemoryRouter initialEntries={['/app/admin/sistema']}>
          <SystemPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sistema' })).toBeVisible();
    const apps = await screen.findByRole('table', { name: 'Aplicaciones' });
    const admin = within(apps).getByRole('row', { name: /Administración \(mf_admin\)/ });
    expect(within(admin).getByText('admin-1')).toBeVisible();
    expect(within(admin).getByText('2 con esta versión')).toBeVisible();
    expect(within(admin).getByText('1 con una versión anterior (se actualiza al navegar)')).toBeVisible();
    const publicSite = within(apps).getByRole('row', { name: /Sitio público/ });
    expect(publicSite).toHaveTextContent('Sin versión en este despliegue');
    expect(publicSite).toHaveTextContent('3 pestañas abiertas');
    expect(publicSite).not.toHaveTextContent('versión anterior');

    expect(screen.getByText('Base de datos: Disponible')).toBeVisible();
    expect(screen.getByText('Redis: No disponible')).toBeVisible();
    const instances = screen.getByRole('table', { name: 'Instancias de la API' });
    expect(within(instances).getAllByRole('row')).toHaveLength(3);
    expect(within(instances).getByText('respondió esta consulta')).toBeVisible();
    const history = screen.getByRole('table', { name: 'Historial de publicaciones' });
    expect(within(history).getByText('Reversión')).toBeVisible();
    expect(within(history).getByText('admin-9')).toBeVisible();

    // A release elsewhere: the page asks again on its own and shows it.
    live = 'admin-2';
    expect(
      await within(apps).findByText('admin-2', undefined, { timeout: OPERATIONS_REFRESH_MS + 5000 }),
    ).toBeVisible();
  });
});
