import { Outlet, type RouteObject } from 'react-router-dom';
import { RemoteRoutes } from '../federation/remote-routes.tsx';
import { RouteGuard } from '../guards/route-guard.tsx';
import { AuthLayout } from '../layouts/auth-layout.tsx';
import { BareLayout } from '../layouts/bare-layout.tsx';
import { DashboardLayout } from '../layouts/dashboard-layout.tsx';
import { DefaultLayout } from '../layouts/default-layout.tsx';
import { ErrorPage } from '../pages/error-page.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { remoteMounts, type LayoutName, type RemoteMount } from './route-table.ts';

const layouts: Record<LayoutName, () => React.JSX.Element> = {
  default: DefaultLayout,
  auth: AuthLayout,
  dashboard: DashboardLayout,
  bare: BareLayout,
};

function layoutRoute(layout: LayoutName, mounts: RemoteMount[], extra: RouteObject[] = []): RouteObject {
  const Layout = layouts[layout];
  return {
    element: <Layout />,
    children: [
      ...mounts.flatMap((mount) =>
        mount.paths.map((path) => ({ path, element: <RemoteRoutes remote={mount.remote} /> })),
      ),
      ...extra,
    ],
  };
}

/** The shell's routes: each layout wraps the paths its remotes own; the rest is a 404. */
export function createRoutes(mounts: RemoteMount[] = remoteMounts): RouteObject[] {
  const byLayout = (layout: LayoutName) => mounts.filter((mount) => mount.layout === layout);
  return [
    {
      errorElement: <ErrorPage />,
      // Every path passes the guard first: one place acts on the route decisions.
      element: (
        <RouteGuard>
          <Outlet />
        </RouteGuard>
      ),
      children: [
        layoutRoute('auth', byLayout('auth')),
        layoutRoute('bare', byLayout('bare')),
        layoutRoute('dashboard', byLayout('dashboard')),
        layoutRoute('default', byLayout('default'), [{ path: '*', element: <NotFoundPage /> }]),
      ],
    },
  ];
}
