import { lazy } from 'react';
import { useAccountStatus } from '../shared/use-session.ts';

const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page.tsx'));
const OnboardingPage = lazy(() => import('../features/onboarding/onboarding-page.tsx'));

/** /app: the first-run page while the account is in "onboarding" (SPEC.md §4), else the dashboard. */
export default function HomePage() {
  const status = useAccountStatus();
  return status.id === 'onboarding' ? <OnboardingPage /> : <DashboardPage />;
}
