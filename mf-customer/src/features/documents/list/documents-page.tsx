import { Alert, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTE_PATHS } from '@facturador/contracts';
import { documentListQueryOptions } from '../api/document-queries.ts';
import { companiesQueryOptions } from '../../../shared/api/companies-query.ts';
import { useDebouncedValue } from '../../../shared/use-debounced-value.ts';
import { documentsMessages as messages } from '../messages.ts';
import { seriesStatusMessages } from '../../../shared/series-status/messages.ts';
import { sharedDocumentMessages } from '../../../shared/document-messages.ts';
import { preferredCompany, rememberCompany } from '../../../shared/preferred-company.ts';
import { BulkDialog } from '../bulk/bulk-dialog.tsx';
import { OtherDocumentsButton } from '../../../shared/other-documents-button.tsx';
import { DocumentFilters } from './document-filters.tsx';
import { DocumentsResults } from './documents-results.tsx';
import { FiltersPanel } from './filters-panel.tsx';
import { filtersQuery } from './filters-query.ts';
import { listQuery } from './list-query.ts';
import { ListSummary } from './list-summary.tsx';
import { activeFilters, useListUrlState } from './list-url-state.ts';

/**
 * /app/comprobantes: a company's documents, paged and filtered by the server, the view kept in
 * the URL. Live events refresh it through the query cache (@facturador/auth-api's live refresh),
 * never more often than the client's limit of calls per path allows.
 */
export default function DocumentsPage() {
  const companies = useQuery(companiesQueryOptions());
  const view = useListUrlState();
  const filters = {
    ...view.chosen,
    companyId: view.chosen.companyId || (companies.data && preferredCompany(companies.data)?.publicId) || '',
  };
  // Typing in the search box asks the server when the person pauses, not for every letter.
  const settled = { ...filters, search: useDebouncedValue(filters.search) };
  const list = useQuery(documentListQueryOptions(filters.companyId, listQuery(settled, view.page)));
  const filtered = filtersQuery(settled);
  const company = companies.data?.find((item) => item.publicId === filters.companyId);
  const [bulk, setBulk] = useState(false);
  const failed = companies.isError ? companies : list.isError ? list : null;
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
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" component={RouterLink} to={ROUTE_PATHS.documentsCustomers}>
            {messages.customers}
          </Button>
          <Button variant="outlined" component={RouterLink} to={ROUTE_PATHS.documentsProducts}>
            {messages.products}
          </Button>
          <Button variant="outlined" component={RouterLink} to={ROUTE_PATHS.documentsReports}>
            {seriesStatusMessages.reportsTitle}
          </Button>
          <Button variant="outlined" component={RouterLink} to={ROUTE_PATHS.despatches}>
            {sharedDocumentMessages.despatches.title}
          </Button>
          {company && <OtherDocumentsButton companyId={company.publicId} />}
          {company && (
            <Button id="documents-bulk-open" variant="outlined" onClick={() => setBulk(true)}>
              {messages.bulk.open}
            </Button>
          )}
          <Button variant="contained" component={RouterLink} to={ROUTE_PATHS.documentsIssue}>
            {messages.issue}
          </Button>
        </Stack>
      </Stack>
      {companies.isPending && <Skeleton variant="rounded" height={240} />}
      {companies.data?.length === 0 && <Alert severity="info">{messages.noCompanies}</Alert>}
      {failed && (
        <Alert
          severity="error"
          action={
            // A retry the client's own limit holds back goes once the window allows (the
            // suite's retry rule): the button stays busy until then instead of failing again.
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
      {companies.data && companies.data.length > 0 && (
        <>
          <FiltersPanel active={activeFilters(view.chosen)}>
            <DocumentFilters
              companies={companies.data}
              value={filters}
              onChange={(next) => {
                const switched = next.companyId !== filters.companyId;
                if (switched) rememberCompany(next.companyId);
                // The URL names a company once one is chosen; until then the page opens on the preferred one.
                view.setFilters({ ...next, companyId: switched ? next.companyId : view.chosen.companyId });
              }}
              onClear={view.clear}
              canClear={activeFilters(view.chosen) > 0}
            />
          </FiltersPanel>
          {/*
            On a phone the documents come first, the accountant's figures and files after them;
            from md up those figures sit above the list (CSS order: the server's HTML is right at
            every width, decision 39).
          */}
          <Stack spacing={2} useFlexGap>
            <DocumentsResults
              companyId={filters.companyId}
              rows={list.data?.data ?? []}
              total={list.data?.meta.total ?? 0}
              loading={list.isFetching}
              page={view.page}
              onPageChange={view.setPage}
            />
            {company && <ListSummary companyId={company.publicId} ruc={company.ruc} filters={filtered} />}
          </Stack>
        </>
      )}
      {bulk && company && <BulkDialog companyId={company.publicId} onClose={() => setBulk(false)} />}
    </Stack>
  );
}
