import { Alert, Button, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { companiesQueryOptions } from '../companies/api/companies-query.ts';
import { CompanyCard } from '../companies/shared/company-card.tsx';
import { dashboardMessages } from './messages.ts';

const messages = dashboardMessages.companies;
// The form (and react-hook-form with it) loads when a person asks for it, not with the dashboard.
const CreateCompanyDialog = lazy(() =>
  import('../companies/list/create-company-dialog.tsx').then((module) => ({
    default: module.CreateCompanyDialog,
  })),
);

/** The user's companies, each a card to its page, and the way to add one. */
export function CompaniesSection() {
  const { data: companies, isPending, isError, refetch } = useQuery(companiesQueryOptions());
  const [creating, setCreating] = useState(false);
  return (
    <Stack component="section" aria-labelledby="companies-heading" spacing={2}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Typography id="companies-heading" variant="h6" component="h2">
          {messages.title}
        </Typography>
        {/* The id lets a click made before the app is live be replayed (docs/decisions/0039). */}
        <Button id="dashboard-add-company" variant="contained" onClick={() => setCreating(true)}>
          {messages.add}
        </Button>
      </Stack>
      {isPending && <CompaniesSkeleton />}
      {isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {messages.retry}
            </Button>
          }
        >
          {messages.loadError}
        </Alert>
      )}
      {companies?.length === 0 && <Typography color="text.secondary">{messages.empty}</Typography>}
      {companies && companies.length > 0 && (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {companies.map((company) => (
            <Grid key={company.publicId} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
              <CompanyCard company={company} heading="h3" />
            </Grid>
          ))}
        </Grid>
      )}
      {creating && (
        <Suspense>
          <CreateCompanyDialog onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </Stack>
  );
}

/** Card-shaped placeholders while the companies load, so nothing shifts when they arrive. */
function CompaniesSkeleton() {
  return (
    <Grid container spacing={2} aria-busy="true" aria-label={messages.loading}>
      {[0, 1].map((index) => (
        <Grid key={index} size={{ xs: 12, sm: 6, lg: 4 }}>
          <Skeleton variant="rounded" height={128} />
        </Grid>
      ))}
    </Grid>
  );
}
