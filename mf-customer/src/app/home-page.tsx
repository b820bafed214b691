import { lazy } from 'react';
import { useAccountStatus } from '../shared/use-session.ts';

const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page.tsx'));
const OnboardingPage = lazy(() => import('../features/onboarding/onboarding-page.tsx'));
// The form (and react-hook-form with it) loads when a person asks for it, not with the dashboard.
const CreateCompanyDialog = lazy(() =>
  import('../features/companies/list/create-company-dialog.tsx').then((module) => ({
    default: module.CreateCompanyDialog,
  })),
);

/**
 * /app: the first-run page while the account is in "onboarding" (SPEC.md §4), else the dashboard,
 * with Mis Empresas' «Agregar empresa» (the app composes the features).
 */
export default function HomePage() {
  const status = useAccountStatus();
  return status.id === 'onboarding' ? (
    <OnboardingPage />
  ) : (
    <DashboardPage addCompanyDialog={CreateCompanyDialog} />
  );
}
