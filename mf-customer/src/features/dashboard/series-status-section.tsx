import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTE_PATHS } from '@facturador/contracts';
import { companiesQueryOptions } from '../../shared/api/companies-query.ts';
import { seriesStatusQueryOptions } from '../../shared/api/series-status.ts';
import { seriesStatusMessages as messages } from '../../shared/series-status/messages.ts';
import { SeriesCards } from '../../shared/series-status/series-cards.tsx';
import { preferredCompany } from '../../shared/preferred-company.ts';
import { SectionStatus } from '../../shared/section-status.tsx';

/**
 * Issue 43: the series of the company Comprobantes opens on, in its current environment, as
 * SUNAT has them — a card each, warning when a deadline is near or past; Reportes has the table.
 */
export function SeriesStatusSection() {
  const companies = useQuery(companiesQueryOptions());
  const company = companies.data && preferredCompany(companies.data);
  const { data, isPending, isError, refetch } = useQuery(seriesStatusQueryOptions(company?.publicId ?? ''));
  if (!company) return null;
  const name = company.tradeName ?? company.businessName;
  return (
    <Card component="section" variant="outlined" aria-labelledby="series-status-heading">
      <CardContent>
        <Stack spacing={2}>
          <Typography
            id="series-status-heading"
            variant="h6"
            component="h2"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {`${messages.sectionTitle} · ${name}`}
          </Typography>
          <SectionStatus
            isPending={isPending}
            isError={isError}
            loadingLabel={messages.loading}
            errorText={messages.loadError}
            onRetry={() => void refetch()}
          />
          {data && <SeriesCards series={data.series} />}
          <Button
            component={RouterLink}
            to={`${ROUTE_PATHS.documentsReports}?empresa=${company.publicId}`}
            variant="outlined"
            sx={{ alignSelf: 'flex-start' }}
          >
            {messages.openReports}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
