import {
  Alert,
  Box,
  Button,
  Link,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { formatDay, ROUTE_PATHS, type DespatchListItem } from '@facturador/contracts';
import { companiesQueryOptions } from '../../../shared/api/companies-query.ts';
import { cataloguesMessages } from '../../../shared/catalogues/messages.ts';
import { spanish } from '../../../shared/grid/paged-grid.tsx';
import { preferredCompany, rememberCompany } from '../../../shared/preferred-company.ts';
import { despatchListQueryOptions } from '../api/despatch-queries.ts';
import { despatchesMessages as messages } from '../messages.ts';
import { DespatchChips } from '../shared/despatch-chips.tsx';

export const despatchPath = (companyId: string, despatchId: string) =>
  `${ROUTE_PATHS.despatches}/${companyId}/${despatchId}`;

export const issuePath = (companyId: string, type: '09' | '31') =>
  `${ROUTE_PATHS.despatchesIssue}?empresa=${companyId}&tipo=${type}`;

function columns(companyId: string): GridColDef<DespatchListItem>[] {
  return [
    {
      field: 'fullNumber',
      headerName: messages.list.number,
      minWidth: 120,
      flex: 1,
      sortable: false,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={despatchPath(companyId, row.id)}>
          {row.fullNumber}
        </Link>
      ),
    },
    {
      field: 'documentType',
      headerName: messages.list.type,
      minWidth: 150,
      sortable: false,
      valueGetter: (value: DespatchListItem['documentType']) => messages.types[value],
    },
    {
      field: 'issueDate',
      headerName: messages.list.date,
      minWidth: 110,
      sortable: false,
      valueGetter: (value: string) => formatDay(value),
    },
    { field: 'recipientName', headerName: messages.list.recipient, minWidth: 200, flex: 2, sortable: false },
    {
      field: 'status',
      headerName: messages.list.status,
      minWidth: 210,
      sortable: false,
      renderCell: ({ row }) => (
        <Box sx={{ height: '100%', display: 'flex', alignItems: 'center' }}>
          <DespatchChips row={row} />
        </Box>
      ),
    },
  ];
}

/** A phone's list: one card per guía, its number the link (nothing scrolls sideways at 360 px). */
function DespatchCards({ companyId, rows }: { companyId: string; rows: DespatchListItem[] }) {
  return (
    <Stack
      component="ul"
      aria-label={messages.list.grid}
      spacing={1.5}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {rows.map((row) => (
        <Paper key={row.id} component="li" variant="outlined" sx={{ p: 1.5 }}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Link
              component={RouterLink}
              to={despatchPath(companyId, row.id)}
              sx={{ fontWeight: 600, display: 'inline-block', py: 1 }}
            >
              {row.fullNumber}
            </Link>
            <DespatchChips row={row} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {`${messages.types[row.documentType]} · ${formatDay(row.issueDate)}`}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {row.recipientName}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * /app/comprobantes/guias: a company's guías de remisión, newest first, by cursor. A guía SUNAT
 * is still processing shows its new state when despatch_updated says its ticket moved.
 */
export default function DespatchesPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const companies = useQuery(companiesQueryOptions());
  const company =
    companies.data?.find((item) => item.publicId === params.get('empresa')) ??
    (companies.data && preferredCompany(companies.data));
  const companyId = company?.publicId ?? '';
  const list = useInfiniteQuery(despatchListQueryOptions(companyId));
  const rows = list.data?.pages.flatMap((page) => page.data) ?? [];
  const compact = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const failed = companies.isError ? companies : list.isError ? list : null;
  return (
    <Stack spacing={3}>
      <Link component={RouterLink} to={ROUTE_PATHS.documents} sx={{ alignSelf: 'flex-start', py: 1 }}>
        {messages.back}
      </Link>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <div>
          <Typography variant="h4" component="h1">
            {messages.title}
          </Typography>
          <Typography color="text.secondary">{messages.description}</Typography>
        </div>
        {company && (
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, flexShrink: 0 }}>
            <Button variant="contained" size="large" component={RouterLink} to={issuePath(companyId, '09')}>
              {messages.issue09}
            </Button>
            <Button variant="outlined" size="large" component={RouterLink} to={issuePath(companyId, '31')}>
              {messages.issue31}
            </Button>
          </Stack>
        )}
      </Stack>
      {/* The transport a guía names, kept as catalogues like Clientes (issue 42). */}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" component={RouterLink} to={ROUTE_PATHS.despatchVehicles}>
          {cataloguesMessages.vehicles.link}
        </Button>
        <Button variant="outlined" component={RouterLink} to={ROUTE_PATHS.despatchDrivers}>
          {cataloguesMessages.drivers.link}
        </Button>
      </Stack>
      {companies.data?.length === 0 && <Alert severity="info">{messages.noCompanies}</Alert>}
      {company && companies.data && companies.data.length > 1 && (
        <TextField
          select
          label={messages.company}
          value={companyId}
          onChange={(event) => {
            rememberCompany(event.target.value);
            setParams({ empresa: event.target.value }, { replace: true });
          }}
          sx={{ maxWidth: { sm: 360 } }}
        >
          {companies.data.map((item) => (
            <MenuItem key={item.publicId} value={item.publicId}>
              {item.tradeName ?? item.businessName}
            </MenuItem>
          ))}
        </TextField>
      )}
      {failed && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void failed.refetch()}>
              {messages.retry}
            </Button>
          }
        >
          {messages.loadError}
        </Alert>
      )}
      {(companies.isPending || (company && list.isPending)) && <Skeleton variant="rounded" height={240} />}
      {company && list.data && (
        <>
          {compact ? (
            rows.length === 0 ? (
              <Typography color="text.secondary">{messages.list.empty}</Typography>
            ) : (
              <DespatchCards companyId={companyId} rows={rows} />
            )
          ) : (
            <Box sx={{ width: '100%', minWidth: 0 }}>
              <DataGrid<DespatchListItem>
                label={messages.list.grid}
                rows={rows}
                columns={columns(companyId)}
                localeText={{ ...spanish, noRowsLabel: messages.list.empty }}
                autoHeight
                hideFooter
                disableRowSelectionOnClick
                disableColumnFilter
                disableColumnMenu
                onCellKeyDown={({ row }, event) => {
                  if (event.key !== 'Enter') return;
                  event.defaultMuiPrevented = true;
                  void navigate(despatchPath(companyId, row.id));
                }}
              />
            </Box>
          )}
          {list.hasNextPage && (
            <Button
              variant="outlined"
              size="large"
              sx={{ alignSelf: 'center' }}
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {messages.more}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
