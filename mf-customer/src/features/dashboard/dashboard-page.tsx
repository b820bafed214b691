import { Alert, Button, Card, CardContent, Chip, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { StatusBadge } from '@facturador/account-forms/status-badge';
import { roleLabel } from '@facturador/auth-api';
import { messages } from '../../shared/messages.ts';
import { useAccountStatus, useSession } from '../../shared/use-session.ts';
import { companiesQueryOptions } from '../companies/api/companies-query.ts';

export default function DashboardPage() {
  const status = useAccountStatus();
  const name = useSession((state) => state.user?.fullName ?? '');
  const { data: companies, isPending, isError, refetch } = useQuery(companiesQueryOptions());

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1">
          {messages.dashboard.title}
        </Typography>
        {name && <Typography color="text.secondary">{messages.dashboard.greeting(name)}</Typography>}
      </div>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {messages.dashboard.status}:
        </Typography>
        <StatusBadge status={status} data-testid="dashboard-account-status" />
      </Stack>
      <section aria-labelledby="companies-heading">
        <Typography id="companies-heading" variant="h6" component="h2" gutterBottom>
          {messages.dashboard.companies}
        </Typography>
        {isPending && <CompaniesSkeleton />}
        {isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                {messages.dashboard.retry}
              </Button>
            }
          >
            {messages.dashboard.loadError}
          </Alert>
        )}
        {companies?.length === 0 && (
          <Typography color="text.secondary">{messages.dashboard.noCompanies}</Typography>
        )}
        <Grid container spacing={2}>
          {companies?.map((company) => (
            <Grid key={company.publicId} size={{ xs: 12, md: 6 }}>
              <Card variant="outlined">
                <CardContent>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                    {company.tradeName ?? company.businessName}
                  </Typography>
                  <Typography variant="body2">{company.businessName}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {messages.dashboard.ruc} {company.ruc}
                  </Typography>
                  <Chip size="small" sx={{ mt: 1 }} label={roleLabel(company.myRole)} />
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </section>
    </Stack>
  );
}

/** Two card-shaped placeholders while the companies load, so nothing shifts when they arrive. */
function CompaniesSkeleton() {
  return (
    <Grid container spacing={2} aria-busy="true" aria-label={messages.dashboard.loading}>
      {[0, 1].map((index) => (
        <Grid key={index} size={{ xs: 12, md: 6 }}>
          <Skeleton variant="rounded" height={128} />
        </Grid>
      ))}
    </Grid>
  );
}
