import { Alert, Box, Button, Link, Skeleton, Stack, Typography } from '@mui/material';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ROUTE_PATHS, type DocumentListItem, CURRENCY_SYMBOLS } from '@facturador/contracts';
import { documentListQueryOptions, issuingCompaniesQueryOptions } from '../api/document-queries.ts';
import { documentsMessages as messages } from '../messages.ts';
import { preferredCompany, rememberCompany } from '../shared/preferred-company.ts';
import { StatusChip } from '../shared/status-chip.tsx';
import { BulkDialog } from '../bulk/bulk-dialog.tsx';
import { DocumentFilters, type DocumentFilterValues } from './document-filters.tsx';
import { DocumentsTotals } from './documents-totals.tsx';
import { ExportActions } from './export-actions.tsx';
import { filtersQuery } from './filters-query.ts';
import { FIRST_PAGE, listQuery, NO_FILTERS } from './list-query.ts';
import { PagedGrid } from '../shared/paged-grid.tsx';

const detailPath = (companyId: string, documentId: string) =>
  `${ROUTE_PATHS.documents}/${companyId}/${documentId}`;

function columns(companyId: string): GridColDef<DocumentListItem>[] {
  return [
    {
      field: 'fullNumber',
      headerName: messages.list.number,
      minWidth: 130,
      flex: 1,
      sortable: false,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={detailPath(companyId, row.id)}>
          {row.fullNumber}
        </Link>
      ),
    },
    {
      field: 'documentType',
      headerName: messages.list.type,
      minWidth: 120,
      sortable: false,
      valueGetter: (value: DocumentListItem['documentType']) => messages.types[value],
    },
    { field: 'issueDate', headerName: messages.list.date, minWidth: 110, sortable: false },
    {
      field: 'customer',
      headerName: messages.list.customer,
      minWidth: 200,
      flex: 2,
      sortable: false,
      valueGetter: (value: DocumentListItem['customer']) => `${value.documentNumber} · ${value.name}`,
    },
    {
      field: 'total',
      headerName: messages.list.total,
      minWidth: 110,
      align: 'right',
      headerAlign: 'right',
      sortable: false,
      valueGetter: (value: string, row) => `${CURRENCY_SYMBOLS[row.currency]} ${value}`,
    },
    {
      field: 'status',
      headerName: messages.list.status,
      minWidth: 170,
      sortable: false,
      renderCell: ({ row }) => <StatusChip status={row.status} />,
    },
  ];
}

/** /app/comprobantes: a company's documents, paged and filtered by the server. */
export default function DocumentsPage() {
  const navigate = useNavigate();
  const companies = useQuery(issuingCompaniesQueryOptions());
  const [chosen, setFilters] = useState<DocumentFilterValues>({ companyId: '', ...NO_FILTERS });
  const [page, setPage] = useState<GridPaginationModel>(FIRST_PAGE);
  const filters = {
    ...chosen,
    companyId: chosen.companyId || (companies.data && preferredCompany(companies.data)?.publicId) || '',
  };
  // Typing in the search box does not ask the server for every letter.
  const query = useDeferredValue(listQuery(filters, page));
  const list = useQuery(documentListQueryOptions(filters.companyId, query));
  const filtered = useDeferredValue(filtersQuery(filters));
  const company = companies.data?.find((item) => item.publicId === filters.companyId);
  const [bulk, setBulk] = useState(false);
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
      {(companies.isError || list.isError) && (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => void (companies.isError ? companies.refetch() : list.refetch())}
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
          <DocumentFilters
            companies={companies.data}
            value={filters}
            onChange={(next) => {
              if (next.companyId !== filters.companyId) rememberCompany(next.companyId);
              setFilters(next);
              setPage((current) => ({ ...current, page: 0 }));
            }}
          />
          {company && (
            <Stack
              direction={{ xs: 'column', md: 'row' }}
              spacing={2}
              sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
            >
              <DocumentsTotals companyId={company.publicId} filters={filtered} />
              <ExportActions companyId={company.publicId} ruc={company.ruc} filters={filtered} />
            </Stack>
          )}
          <Box sx={{ width: '100%', minWidth: 0 }}>
            <PagedGrid<DocumentListItem>
              label={messages.list.grid}
              rows={list.data?.data ?? []}
              columns={columns(filters.companyId)}
              total={list.data?.meta.total ?? 0}
              loading={list.isFetching}
              empty={messages.list.empty}
              page={page}
              onPageChange={setPage}
              onCellKeyDown={({ row }, event) => {
                if (event.key !== 'Enter') return;
                event.defaultMuiPrevented = true;
                void navigate(detailPath(filters.companyId, row.id));
              }}
            />
          </Box>
        </>
      )}
      {bulk && company && <BulkDialog companyId={company.publicId} onClose={() => setBulk(false)} />}
    </Stack>
  );
}
