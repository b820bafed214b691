import { Alert, Button, Link, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ROUTE_PATHS, type DespatchType } from '@facturador/contracts';
import { companySeriesQueryOptions } from '../../../shared/api/company-series-query.ts';
import { documentQueryOptions } from '../../../shared/api/document-query.ts';
import { companiesQueryOptions } from '../../../shared/api/companies-query.ts';
import { limaToday } from '../../../shared/lima-today.ts';
import { preferredCompany } from '../../../shared/preferred-company.ts';
import { despatchesMessages as messages } from '../messages.ts';
import { draftFromDocument, emptyDraft } from './despatch-draft.ts';
import { DespatchForm } from './despatch-form.tsx';

/**
 * /app/comprobantes/guias/emitir?empresa=…&tipo=09|31[&comprobante=…]: a guía of the company's
 * own series of that type; with `comprobante` (the «Emitir guía» of a factura or boleta) its
 * buyer, lines and number are carried over, so that one tap and the transport data issue it.
 */
export default function DespatchIssuePage() {
  const [params] = useSearchParams();
  const type: DespatchType = params.get('tipo') === '31' ? '31' : '09';
  const documentId = params.get('comprobante') ?? '';
  const companies = useQuery(companiesQueryOptions());
  const company =
    companies.data?.find((item) => item.publicId === params.get('empresa')) ??
    (companies.data && preferredCompany(companies.data));
  const companyId = company?.publicId ?? '';
  const series = useQuery(companySeriesQueryOptions(companyId));
  const source = useQuery(documentQueryOptions(companyId, documentId));
  const seriesOptions =
    series.data?.filter((item) => item.documentType === type && item.isActive).map((item) => item.series) ??
    [];
  const waiting = companies.isPending || series.isPending || (documentId !== '' && source.isPending);
  const failed = [companies, series, ...(documentId ? [source] : [])].find((query) => query.isError);
  const ready = company && series.data && (!documentId || source.data) && seriesOptions.length > 0;
  const draft = ready
    ? emptyDraft(type, seriesOptions[0]!, limaToday(), company.ubigeo?.code ?? '150101')
    : null;
  return (
    <Stack spacing={3}>
      <Link component={RouterLink} to={ROUTE_PATHS.despatches} sx={{ alignSelf: 'flex-start', py: 1 }}>
        {messages.backToList}
      </Link>
      <div>
        <Typography variant="h4" component="h1">
          {type === '09' ? messages.form.title09 : messages.form.title31}
        </Typography>
        <Typography color="text.secondary">{messages.form.description}</Typography>
      </div>
      {companies.data?.length === 0 && <Alert severity="info">{messages.noCompanies}</Alert>}
      {waiting && companies.data?.length !== 0 && <Skeleton variant="rounded" height={320} />}
      {failed && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void failed.refetch()}>
              {messages.retry}
            </Button>
          }
        >
          {failed.error?.message}
        </Alert>
      )}
      {company && series.data && seriesOptions.length === 0 && (
        <Alert
          severity="warning"
          action={
            <Button
              color="inherit"
              size="small"
              component={RouterLink}
              to={`${ROUTE_PATHS.companies}/${companyId}/series`}
            >
              Series
            </Button>
          }
        >
          {messages.form.noSeries(type)}
        </Alert>
      )}
      {draft && company && (
        <DespatchForm
          key={`${companyId}-${type}-${documentId}`}
          companyId={companyId}
          defaults={source.data ? draftFromDocument(draft, source.data, company) : draft}
          seriesOptions={seriesOptions}
          {...(source.data ? { relatedLabel: source.data.fullNumber } : {})}
        />
      )}
    </Stack>
  );
}
