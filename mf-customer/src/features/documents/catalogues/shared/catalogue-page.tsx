import { Alert, Box, Button, Link, Skeleton, Stack, TextField, Typography } from '@mui/material';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTE_PATHS, type ListMeta } from '@facturador/contracts';
import { companiesQueryOptions } from '../../../../shared/api/companies-query.ts';
import { preferredCompany } from '../../../../shared/preferred-company.ts';
import { PagedGrid } from '../../../../shared/grid/paged-grid.tsx';
import { useDeleteCatalogueEntry, type CatalogueKind } from '../api/catalogue-mutations.ts';
import { ImportDialog } from '../import/import-dialog.tsx';
import type { ImportSpec } from '../import/import-specs.ts';
import { cataloguesMessages as messages } from '../../../../shared/catalogues/messages.ts';
import { CompanySelect } from '../../../../shared/company-select.tsx';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { useDebouncedValue } from '../../../../shared/use-debounced-value.ts';

export interface PageQuery {
  page: number;
  limit: number;
  q?: string;
}

/** The page a catalogue opens on: the first 20, unsearched. */
export const FIRST_CATALOGUE_PAGE: PageQuery = { page: 1, limit: 20 };

/** What a catalogue page needs to know about its catalogue. */
export interface CatalogueConfig<Row extends { id: string }> {
  kind: CatalogueKind;
  /** Where «Volver» leads: Comprobantes unless said (Vehículos and Conductores go back to Guías). */
  back?: { to: string; label: string };
  texts: {
    title: string;
    create: string;
    searchHint: string;
    grid: string;
    /** The grid's text when a search finds nothing, and when the catalogue has nothing yet. */
    empty: string;
    none: string;
    deleteTitle: (row: Row) => string;
    deleteBody: string;
    editLabel: (row: Row) => string;
  };
  /** The hook that reads one page of the catalogue. */
  useList: (companyId: string, query: PageQuery) => UseQueryResult<{ data: Row[]; meta: ListMeta }>;
  columns: GridColDef<Row>[];
  EditDialog: ComponentType<{ companyId: string; entry: Row | null; onClose: () => void }>;
  /** «Importar CSV»: the columns its dialog explains and the template it offers. */
  importSpec?: ImportSpec;
}

type Open<Row> =
  { kind: 'edit'; entry: Row | null } | { kind: 'delete'; entry: Row } | { kind: 'import' } | null;

/**
 * Clientes, Productos y servicios, Vehículos and Conductores: a company's catalogue in a grid paged
 * and searched by the server, with create, edit, delete and «Importar CSV». The company is the one
 * Comprobantes used last.
 */
export function CataloguePage<Row extends { id: string }>({ config }: { config: CatalogueConfig<Row> }) {
  const { texts } = config;
  const companies = useQuery(companiesQueryOptions());
  const [chosenCompany, setChosenCompany] = useState('');
  const companyId = chosenCompany || (companies.data && preferredCompany(companies.data)?.publicId) || '';
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const [page, setPage] = useState<GridPaginationModel>({ page: 0, pageSize: FIRST_CATALOGUE_PAGE.limit });
  const query: PageQuery = { page: page.page + 1, limit: page.pageSize, ...(q ? { q } : {}) };
  const list = config.useList(companyId, query);
  const [open, setOpen] = useState<Open<Row>>(null);
  const remove = useDeleteCatalogueEntry(companyId, config.kind);
  const back = config.back ?? { to: ROUTE_PATHS.documents, label: messages.back };

  const actions: GridColDef<Row> = {
    field: 'actions',
    headerName: messages.actions,
    minWidth: 170,
    sortable: false,
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={0.5} sx={{ height: '100%', alignItems: 'center' }}>
        <Button
          size="small"
          aria-label={texts.editLabel(row)}
          onClick={() => setOpen({ kind: 'edit', entry: row })}
        >
          {messages.edit}
        </Button>
        <Button
          size="small"
          color="error"
          aria-label={texts.deleteTitle(row)}
          onClick={() => setOpen({ kind: 'delete', entry: row })}
        >
          {messages.delete}
        </Button>
      </Stack>
    ),
  };

  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Link component={RouterLink} to={back.to} sx={{ alignSelf: 'flex-start' }}>
          {back.label}
        </Link>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Typography variant="h4" component="h1">
            {texts.title}
          </Typography>
          {companyId && (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {/* Ids: a press on the page the server sent is replayed once the app is up. */}
              {config.importSpec && (
                <Button id="catalogue-import" variant="outlined" onClick={() => setOpen({ kind: 'import' })}>
                  {messages.import.open}
                </Button>
              )}
              <Button
                id="catalogue-create"
                variant="contained"
                onClick={() => setOpen({ kind: 'edit', entry: null })}
              >
                {texts.create}
              </Button>
            </Stack>
          )}
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
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <CompanySelect
              companies={companies.data}
              value={companyId}
              onChange={(next) => {
                setChosenCompany(next);
                setPage((current) => ({ ...current, page: 0 }));
              }}
            />
            <TextField
              id="catalogue-search"
              type="search"
              label={messages.search}
              helperText={texts.searchHint}
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage((current) => ({ ...current, page: 0 }));
              }}
              size="small"
              fullWidth
            />
          </Stack>
          <Box sx={{ width: '100%', minWidth: 0 }}>
            <PagedGrid<Row>
              label={texts.grid}
              rows={list.data?.data ?? []}
              columns={[...config.columns, actions]}
              total={list.data?.meta.total ?? 0}
              loading={list.isFetching}
              empty={q ? texts.empty : texts.none}
              page={page}
              onPageChange={setPage}
            />
          </Box>
        </>
      )}
      {open?.kind === 'edit' && (
        <config.EditDialog companyId={companyId} entry={open.entry} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDeleteDialog
          title={texts.deleteTitle(open.entry)}
          body={texts.deleteBody}
          pending={remove.isPending}
          onCancel={() => setOpen(null)}
          onConfirm={() =>
            void remove.mutateAsync(open.entry.id).then(
              () => setOpen(null),
              () => setOpen(null),
            )
          }
        />
      )}
      {open?.kind === 'import' && config.importSpec && (
        <ImportDialog
          companyId={companyId}
          title={texts.title}
          spec={config.importSpec}
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  );
}
