import { Alert, Button, Link, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  DOCUMENT_ENVIRONMENTS,
  documentEnvironmentOf,
  ROUTE_PATHS,
  type DocumentEnvironment,
} from '@facturador/contracts';
import { companiesQueryOptions } from '../../../shared/api/companies-query.ts';
import { seriesStatusQueryOptions } from '../../../shared/api/series-status.ts';
import { preferredCompany, rememberCompany } from '../../../shared/preferred-company.ts';
import { seriesStatusMessages as messages } from '../../../shared/series-status/messages.ts';
import { SeriesGrid } from './series-grid.tsx';

const isEnvironment = (value: string | null): value is DocumentEnvironment =>
  DOCUMENT_ENVIRONMENTS.includes(value as DocumentEnvironment);

/**
 * /app/comprobantes/reportes: each series of a company as SUNAT has it, in the environment
 * chosen (the company's current one unless the URL names another). `?empresa=` comes from the
 * deadline e-mail's link.
 */
export default function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const companies = useQuery(companiesQueryOptions());
  const company =
    companies.data?.find((item) => item.publicId === params.get('empresa')) ??
    (companies.data && preferredCompany(companies.data));
  const asked = params.get('ambiente');
  const environment = isEnvironment(asked) ? asked : company && documentEnvironmentOf(company.environment);
  const status = useQuery(seriesStatusQueryOptions(company?.publicId ?? '', environment));
  const choose = (key: 'empresa' | 'ambiente', value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    if (key === 'empresa') {
      rememberCompany(value);
      next.delete('ambiente');
    }
    setParams(next, { replace: true });
  };
  const failed = companies.isError ? companies : status.isError ? status : null;
  return (
    <Stack spacing={3}>
      <Link component={RouterLink} to={ROUTE_PATHS.documents} sx={{ alignSelf: 'flex-start' }}>
        {messages.back}
      </Link>
      <div>
        <Typography variant="h4" component="h1">
          {messages.reportsTitle}
        </Typography>
        <Typography color="text.secondary">{messages.reportsDescription}</Typography>
      </div>
      {companies.data?.length === 0 && <Alert severity="info">{messages.noCompanies}</Alert>}
      {company && environment && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label={messages.company}
            value={company.publicId}
            onChange={(event) => choose('empresa', event.target.value)}
            sx={{ minWidth: { sm: 280 } }}
          >
            {companies.data?.map((item) => (
              <MenuItem key={item.publicId} value={item.publicId}>
                {item.tradeName ?? item.businessName}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={messages.environment}
            value={environment}
            onChange={(event) => choose('ambiente', event.target.value)}
            sx={{ minWidth: { sm: 180 } }}
          >
            {DOCUMENT_ENVIRONMENTS.map((item) => (
              <MenuItem key={item} value={item}>
                {messages.environments[item]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      )}
      {failed && (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              loading={failed.isFetching}
              onClick={() => void failed.refetch()}
            >
              {messages.retry}
            </Button>
          }
        >
          {messages.loadError}
        </Alert>
      )}
      {(companies.isPending || (company && status.isPending)) && (
        <Skeleton variant="rounded" height={240} aria-label={messages.loading} />
      )}
      {status.data && (
        <Stack spacing={1}>
          <SeriesGrid series={status.data.series} />
          <Typography variant="caption" color="text.secondary">
            {messages.pendingHelp}
          </Typography>
        </Stack>
      )}
    </Stack>
  );
}
