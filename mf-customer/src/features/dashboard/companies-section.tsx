import { Alert, Button, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState, type ComponentType } from 'react';
import { companiesQueryOptions } from '../../shared/api/companies-query.ts';
import { CompanyCard } from '../../shared/companies/company-card.tsx';
import { dashboardMessages } from './messages.ts';

const messages = dashboardMessages.companies;
/** «Agregar empresa»'s dialog: Mis Empresas' own, given by the app (src/app/home-page.tsx). */
export type AddCompanyDialog = ComponentType<{ onClose: () => void }>;

/** The user's companies, each a card to its page, and the way to add one. */
export function CompaniesSection({
  addCompanyDialog: CreateCompanyDialog,
}: {
  addCompanyDialog: AddCompanyDialog;
}) {
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
