import {
  Alert,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Grid,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ROUTE_PATHS, type CompanySummary } from '@facturador/contracts';
import { RoleBadge } from '../../shared/role-badge.tsx';
import { companiesQueryOptions } from '../companies/api/companies-query.ts';
import { CreateCompanyDialog } from '../companies/list/create-company-dialog.tsx';
import { EnvironmentChip } from '../companies/shared/company-badges.tsx';
import { dashboardMessages } from './messages.ts';

const messages = dashboardMessages.companies;

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
        <Button variant="contained" onClick={() => setCreating(true)}>
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
              <CompanyCard company={company} />
            </Grid>
          ))}
        </Grid>
      )}
      {creating && <CreateCompanyDialog onClose={() => setCreating(false)} />}
    </Stack>
  );
}

function CompanyCard({ company }: { company: CompanySummary }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={Link}
        to={`${ROUTE_PATHS.companies}/${company.publicId}`}
        sx={{ height: '100%', alignItems: 'flex-start' }}
      >
        <CardContent>
          <Stack spacing={0.5}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {company.tradeName ?? company.businessName}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {company.businessName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {messages.ruc} {company.ruc}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', pt: 0.5 }}>
              <RoleBadge role={company.myRole} />
              <EnvironmentChip environment={company.environment} />
            </Stack>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
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
