import { Grid, Stack, Typography } from '@mui/material';
import { StatusBadge } from '@facturador/account-forms/status-badge';
import { useAccountStatus, useSession } from '../../shared/use-session.ts';
import { CertificateExpiryAlert } from './certificate-expiry-alert.tsx';
import { CompaniesSection, type AddCompanyDialog } from './companies-section.tsx';
import { DocumentsMonthSection } from './documents-month-section.tsx';
import { dashboardMessages as messages } from './messages.ts';
import { NextStepsSection } from './next-steps-section.tsx';
import { OnboardedAlert } from './onboarded-alert.tsx';
import { PlanSection } from './plan-section.tsx';
import { SeriesStatusSection } from './series-status-section.tsx';
import { TestEnvironmentBanner } from './test-environment-banner.tsx';

/**
 * /app: the customer's home — what blocks issuing, the plan's tokens, and their companies. The
 * app gives it Mis Empresas' «Agregar empresa» dialog: a feature never imports another.
 */
export default function DashboardPage({ addCompanyDialog }: { addCompanyDialog: AddCompanyDialog }) {
  const status = useAccountStatus();
  const name = useSession((state) => state.user?.fullName ?? '');
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1">
          {messages.title}
        </Typography>
        {name && <Typography color="text.secondary">{messages.greeting(name)}</Typography>}
      </div>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {messages.status}:
        </Typography>
        <StatusBadge status={status} data-testid="dashboard-account-status" />
      </Stack>
      <OnboardedAlert />
      <TestEnvironmentBanner />
      <CertificateExpiryAlert />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <NextStepsSection />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <PlanSection />
        </Grid>
      </Grid>
      <CompaniesSection addCompanyDialog={addCompanyDialog} />
      <DocumentsMonthSection />
      <SeriesStatusSection />
    </Stack>
  );
}
