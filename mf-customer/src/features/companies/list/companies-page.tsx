import { Alert, Button, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { companiesQueryOptions } from '../../../shared/api/companies-query.ts';
import { subscriptionQueryOptions } from '../../../shared/api/subscription-query.ts';
import { companiesMessages as messages } from '../messages.ts';
import { CertificateWarning } from '../../../shared/companies/company-badges.tsx';
import { CompanyCard } from '../../../shared/companies/company-card.tsx';
import { CreateCompanyDialog } from './create-company-dialog.tsx';

/** /app/mis-empresas: the user's companies, each with the role they hold in it. */
export default function CompaniesPage() {
  const { data: companies, isPending, isError, refetch } = useQuery(companiesQueryOptions());
  const [creating, setCreating] = useState(false);
  // "Agregar empresa" reads the plan's limit before showing its form: have it ready by the click.
  usePrefetchQuery(subscriptionQueryOptions());
  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h4" component="h1">
          {messages.title}
        </Typography>
        <Button id="companies-add-company" variant="contained" onClick={() => setCreating(true)}>
          {messages.add}
        </Button>
      </Stack>
      {isPending && (
        <Grid container spacing={2} aria-busy="true" aria-label={messages.loading}>
          {[0, 1].map((index) => (
            <Grid key={index} size={{ xs: 12, md: 6 }}>
              <Skeleton variant="rounded" height={150} />
            </Grid>
          ))}
        </Grid>
      )}
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
      {companies?.length === 0 && (
        <Alert severity="info">
          <strong>{messages.empty}</strong> {messages.emptyHint}
        </Alert>
      )}
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {companies?.map((company) => (
          <Grid key={company.publicId} size={{ xs: 12, md: 6 }} component="li">
            <CompanyCard company={company} heading="h2">
              <CertificateWarning company={company} />
            </CompanyCard>
          </Grid>
        ))}
      </Grid>
      {creating && <CreateCompanyDialog onClose={() => setCreating(false)} />}
    </Stack>
  );
}
