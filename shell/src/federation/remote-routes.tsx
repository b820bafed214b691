import { Suspense, use, useEffect } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import type { RemoteName, RemoteRoute } from '@facturador/federation';
import { usePageMeta } from '../app/use-page-meta.ts';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { PageFallback, releasePrerenderedPage } from '../prerender/prerendered-page.tsx';
import { forgetRemoteRoutes, loadRemoteRoutes } from './load-remote-routes.ts';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';
import { RemoteUnavailable } from './remote-unavailable.tsx';

function RemotePage({ remote }: { remote: RemoteName }) {
  const { routes } = use(loadRemoteRoutes(remote));
  const location = useLocation();
  // Remote routes carry absolute paths; the most specific match wins.
  const route = matchRoutes(routes, location)?.at(-1)?.route;
  return route ? <MatchedPage route={route} /> : <NotFoundPage />;
}

function MatchedPage({ route }: { route: RemoteRoute }) {
  usePageMeta(route.title, route.description);
  useEffect(releasePrerenderedPage, []);
  return <route.Component />;
}

/** Renders the page a remote owns for the current path, isolated from its failures. */
export function RemoteRoutes({ remote }: { remote: RemoteName }) {
  const { pathname } = useLocation();
  return (
    <RemoteErrorBoundary
      resetKey={pathname}
      onRetry={() => forgetRemoteRoutes(remote)}
      fallback={(retry) => <RemoteUnavailable onRetry={retry} />}
    >
      <Suspense fallback={<PageFallback pathname={pathname} />}>
        <RemotePage remote={remote} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
