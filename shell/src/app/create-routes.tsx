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

const layouts: Record<LayoutName, (props: { children?: React.ReactNode }) => React.JSX.Element> = {
  default: DefaultLayout,
  auth: AuthLayout,
  dashboard: DashboardLayout,
  bare: BareLayout,
};

/** How a remote's paths render; tests put plain content there instead of loading remotes. */
export type RenderRemote = (remote: RemoteMount['remote']) => React.JSX.Element;
const renderRemoteRoutes: RenderRemote = (remote) => <RemoteRoutes remote={remote} />;

function layoutRoute(
  layout: LayoutName,
  mounts: RemoteMount[],
  renderRemote: RenderRemote,
  extra: RouteObject[] = [],
): RouteObject {
  const Layout = layouts[layout];
  return {
    element: <Layout />,
    children: [
      ...mounts.flatMap((mount) =>
        mount.paths.map((path) => ({ path, element: renderRemote(mount.remote) })),
      ),
      ...extra,
    ],
  };
}

/** The shell's routes: each layout wraps the paths its remotes own; the rest is a 404. */
export function createRoutes(
  mounts: RemoteMount[] = remoteMounts,
  renderRemote: RenderRemote = renderRemoteRoutes,
): RouteObject[] {
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
        layoutRoute('auth', byLayout('auth'), renderRemote),
        layoutRoute('bare', byLayout('bare'), renderRemote),
        layoutRoute('dashboard', byLayout('dashboard'), renderRemote),
        layoutRoute('default', byLayout('default'), renderRemote, [{ path: '*', element: <NotFoundPage /> }]),
      ],
    },
  ];
}
