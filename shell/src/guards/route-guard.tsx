import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { decideRouteAccess, matchProtectedRoute } from '@facturador/auth-api';
import { GUEST_ONLY_PATHS } from '@facturador/contracts';
import { DashboardLayout } from '../layouts/dashboard-layout.tsx';
import { ForbiddenPage } from '../pages/forbidden-page.tsx';
import { PageLoading } from '../pages/page-loading.tsx';
import { useSession } from '../session/use-session.ts';

/**
 * The one place the shell acts on route decisions (SPEC.md §2, §4, §6): the decision is
 * computed by @facturador/auth-api; this only renders it.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const status = useSession((state) => state.status);
  const user = useSession((state) => state.user);

  // Until the first session check answers, restricted paths wait; public pages never do.
  if (status === 'unknown') return isRestricted(location.pathname) ? <PageLoading /> : children;

  const decision = decideRouteAccess(location.pathname + location.search, user);
  if ('forbidden' in decision) {
    return (
      <DashboardLayout>
        <ForbiddenPage />
      </DashboardLayout>
    );
  }
  if (!decision.allow) return <Navigate to={decision.redirectTo} replace state={{ from: location }} />;
  return children;
}

function isRestricted(path: string): boolean {
  return matchProtectedRoute(path) !== null || GUEST_ONLY_PATHS.includes(path) || path.startsWith('/auth/');
}
