import { accountStatus, decideRouteAccess, renderedSessionState } from '@facturador/auth-api';
import { serverProfileSchema } from '@facturador/contracts';
import type { RenderLayout } from '@facturador/federation';
import { DashboardLayout } from '../layouts/dashboard-layout.tsx';
import { renderLayoutMarkup } from './layout-markup.tsx';

/**
 * The signed-in layout for one person, per request, run by the shell's own static server
 * (docs/decisions/0039): the app bar with their account, the menu of their roles with the page
 * marked. Only for a path they may open as it is; a redirect, a 403 or an account modal is the
 * browser's to decide, as before.
 */
export const renderLayout: RenderLayout = async ({ layout, path, profile, checkedAt }) => {
  const parsed = serverProfileSchema.safeParse(profile);
  if (layout !== 'dashboard' || !parsed.success) return null;
  const session = renderedSessionState(parsed.data, checkedAt);
  const decision = decideRouteAccess(path, session.user);
  if (!decision.allow || accountStatus(session.user).modal !== null) return null;
  return renderLayoutMarkup(DashboardLayout, { path, session });
};
