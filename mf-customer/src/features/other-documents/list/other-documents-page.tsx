import {
  Alert,
  Box,
  Button,
  Link,
  Paper,
  Skeleton,
  Stack,
  TablePagination,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import {
  formatDay,
  formatMoney,
  ROUTE_PATHS,
  type OtherCpeType,
  type OtherDocumentListItem,
} from '@facturador/contracts';
import { CompanySelect } from '../../../shared/company-select.tsx';
import { displayedRows, PagedGrid, spanish } from '../../../shared/grid/paged-grid.tsx';
import { TestChip } from '../../../shared/test-chip.tsx';
import { otherDocumentListQueryOptions } from '../api/other-document-queries.ts';
import { otherDocumentsMessages as messages } from '../messages.ts';
import { OtherStatusChip } from '../../../shared/other-status-chip.tsx';
import { agentSettingsPath, otherDetailPath, otherIssuePath } from '../../../shared/document-paths.ts';
import { useOtherCompany } from '../shared/other-company.ts';

const m = messages.list;

function columns(companyId: string): GridColDef<OtherDocumentListItem>[] {
  return [
    {
      field: 'fullNumber',
      headerName: m.number,
      minWidth: 120,
      flex: 1,
      sortable: false,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={otherDetailPath(companyId, row.id)}>
          {row.fullNumber}
        </Link>
      ),
    },
    {
      field: 'documentType',
      headerName: m.type,
      minWidth: 110,
      sortable: false,
      valueGetter: (value: OtherCpeType) => messages.types[value],
    },
    {
      field: 'issueDate',
      headerName: m.date,
      minWidth: 110,
      sortable: false,
      valueGetter: (value: string) => formatDay(value),
    },
    {
      field: 'receiver',
      headerName: m.receiver,
      minWidth: 200,
      flex: 2,
      sortable: false,
      valueGetter: (_value: unknown, row) => row.receiver.name,
    },
    {
      field: 'totalAmount',
      headerName: m.amount,
      minWidth: 190,
      align: 'right',
      headerAlign: 'right',
      sortable: false,
      valueGetter: (value: string) => formatMoney('S/', value),
    },
    {
      field: 'status',
      headerName: m.status,
      minWidth: 190,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={0.5} sx={{ height: '100%', alignItems: 'center' }}>
          <OtherStatusChip status={row.status} />
          <TestChip environment={row.environment} />
        </Stack>
      ),
    },
  ];
}

interface ResultsProps {
  companyId: string;
  rows: readonly OtherDocumentListItem[];
  total: number;
  loading: boolean;
  page: GridPaginationModel;
  onPageChange: (page: GridPaginationModel) => void;
}

/** On a phone, one card per document: number (its link), state, receiver, date and amount. */
function OtherCards(props: ResultsProps) {
  const { page } = props;
  return (
    <Box>
      <Stack component="ul" aria-label={m.grid} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {props.rows.map((row) => (
          <Paper key={row.id} component="li" variant="outlined" sx={{ p: 1.5 }}>
            <Stack
              direction="row"
              spacing={1}
              sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 0.5, flexWrap: 'wrap' }}
            >
              <Link
                component={RouterLink}
                to={otherDetailPath(props.companyId, row.id)}
                sx={{ fontWeight: 600, display: 'inline-block', py: 0.5 }}
              >
                {`${messages.types[row.documentType]} ${row.fullNumber}`}
              </Link>
              <Stack direction="row" spacing={0.5}>
                <TestChip environment={row.environment} />
                <OtherStatusChip status={row.status} />
              </Stack>
            </Stack>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {row.receiver.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {`${formatDay(row.issueDate)} · ${formatMoney('S/', row.totalAmount)}`}
            </Typography>
          </Paper>
        ))}
      </Stack>
      {props.rows.length === 0 && !props.loading && (
        <Typography sx={{ py: 4, textAlign: 'center' }}>{m.empty}</Typography>
      )}
      <TablePagination
        component="div"
        count={props.total}
        page={Math.min(page.page, Math.max(0, Math.ceil(props.total / page.pageSize) - 1))}
        rowsPerPage={page.pageSize}
        rowsPerPageOptions={[]}
        onPageChange={(_event, next) => props.onPageChange({ ...page, page: next })}
        labelDisplayedRows={({ page: shown }) => displayedRows({ ...page, page: shown }, props.total)}
        getItemAriaLabel={(type) => spanish.paginationItemAriaLabel?.(type) ?? type}
      />
    </Box>
  );
}

/** Cards below `md` (the grid's columns would scroll sideways on a phone), the grid above. */
function OtherResults(props: ResultsProps) {
  const compact = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const navigate = useNavigate();
  if (compact) return <OtherCards {...props} />;
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <PagedGrid<OtherDocumentListItem>
        label={m.grid}
        rows={props.rows}
        columns={columns(props.companyId)}
        total={props.total}
        loading={props.loading}
        empty={m.empty}
        page={props.page}
        onPageChange={props.onPageChange}
        onCellKeyDown={({ row }, event) => {
          if (event.key !== 'Enter') return;
          event.defaultMuiPrevented = true;
          void navigate(otherDetailPath(props.companyId, row.id));
        }}
      />
    </Box>
  );
}

/** /app/comprobantes/retenciones: a company's comprobantes de retención y de percepción. */
export default function OtherDocumentsPage() {
  const { companies, company, companyId, agent, types, choose } = useOtherCompany();
  const [type, setType] = useState<'' | OtherCpeType>('');
  const [page, setPage] = useState<GridPaginationModel>({ page: 0, pageSize: 20 });
  const list = useQuery(
    otherDocumentListQueryOptions(companyId, {
      page: page.page + 1,
      limit: page.pageSize,
      ...(type ? { documentType: type } : {}),
    }),
  );
  const failed = companies.isError ? companies : agent.isError ? agent : list.isError ? list : null;
  return (
    <Stack spacing={3}>
      <div>
        <Link component={RouterLink} to={ROUTE_PATHS.documents}>
          ← {messages.back}
        </Link>
      </div>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h4" component="h1">
          {messages.title}
        </Typography>
        {types.length > 0 && (
          <Button variant="contained" component={RouterLink} to={otherIssuePath(companyId)}>
            {m.issue}
          </Button>
        )}
      </Stack>
      {(companies.isPending || (companyId !== '' && agent.isPending)) && (
        <Skeleton variant="rounded" height={240} />
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
      {companies.data && companies.data.length > 0 && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {companies.data && companies.data.length > 1 && (
            <Box sx={{ flex: 1, maxWidth: { sm: 480 }, minWidth: 0 }}>
              <CompanySelect companies={companies.data} value={companyId} onChange={choose} />
            </Box>
          )}
          {agent.data && (
            <Box sx={{ width: { xs: '100%', sm: 220 } }}>
              <TextField
                id="other-documents-type"
                select
                size="small"
                fullWidth
                label={m.filter}
                value={type}
                onChange={(event) => {
                  setType(event.target.value as '' | OtherCpeType);
                  setPage((current) => ({ ...current, page: 0 }));
                }}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">{m.all}</option>
                <option value="20">{messages.types['20']}</option>
                <option value="40">{messages.types['40']}</option>
              </TextField>
            </Box>
          )}
        </Stack>
      )}
      {company && agent.data && types.length === 0 && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" component={RouterLink} to={agentSettingsPath(companyId)}>
              {messages.goToSettings}
            </Button>
          }
        >
          {messages.notAgent}
        </Alert>
      )}
      {company && agent.data && (
        <OtherResults
          companyId={companyId}
          rows={list.data?.data ?? []}
          total={list.data?.meta.total ?? 0}
          loading={list.isFetching}
          page={page}
          onPageChange={setPage}
        />
      )}
    </Stack>
  );
}
