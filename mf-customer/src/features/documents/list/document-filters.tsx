import { Button, Grid, TextField } from '@mui/material';
import {
  LISTADO_DOCUMENT_TYPES,
  LISTADO_STATUSES,
  type CompanySummary,
  type ListadoDocumentType,
  type ListadoStatus,
} from '@facturador/contracts';
import { documentsMessages } from '../messages.ts';
import { listadoStatusLabel, listadoTypeLabel } from './listado-row.tsx';

const messages = documentsMessages.list;

export interface DocumentFilterValues {
  companyId: string;
  documentType: '' | ListadoDocumentType;
  series: string;
  from: string;
  to: string;
  status: '' | ListadoStatus;
  search: string;
}

/*
 * Each filter has a stable id: a choice made on the page the server sent, before the app is up,
 * is recorded by the starter under that id and applied once the app is (decision 39).
 */
function NativeSelect({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <TextField
      select
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

/** The list's filters: each change asks the server for the first page again. */
export function DocumentFilters({
  companies,
  value,
  onChange,
  onClear,
  canClear,
}: {
  companies: CompanySummary[];
  value: DocumentFilterValues;
  onChange: (value: DocumentFilterValues) => void;
  /** «Limpiar filtros»: every filter off (the company stays). */
  onClear: () => void;
  canClear: boolean;
}) {
  const set = <K extends keyof DocumentFilterValues>(key: K, next: DocumentFilterValues[K]) =>
    onChange({ ...value, [key]: next });
  const all = { value: '', label: messages.all };
  return (
    <Grid container spacing={1.5} component="section" aria-label={messages.filters}>
      <Grid size={{ xs: 12, md: 4 }}>
        <NativeSelect
          id="documents-filter-company"
          label={messages.company}
          value={value.companyId}
          onChange={(next) => set('companyId', next)}
          options={companies.map((company) => ({
            value: company.publicId,
            label: `${company.ruc} · ${company.businessName}`,
          }))}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <NativeSelect
          id="documents-filter-type"
          label={messages.type}
          value={value.documentType}
          onChange={(next) => set('documentType', next as DocumentFilterValues['documentType'])}
          options={[
            all,
            ...LISTADO_DOCUMENT_TYPES.map((code) => ({ value: code, label: listadoTypeLabel(code) })),
          ]}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <NativeSelect
          id="documents-filter-status"
          label={messages.status}
          value={value.status}
          onChange={(next) => set('status', next as DocumentFilterValues['status'])}
          options={[
            all,
            ...LISTADO_STATUSES.map((status) => ({ value: status, label: listadoStatusLabel(status) })),
          ]}
        />
      </Grid>
      <Grid size={{ xs: 4, md: 1 }}>
        <TextField
          id="documents-filter-series"
          label={messages.series}
          value={value.series}
          onChange={(event) => set('series', event.target.value.toUpperCase().slice(0, 4))}
          size="small"
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 8, md: 3 }}>
        <TextField
          id="documents-filter-search"
          label={messages.search}
          value={value.search}
          onChange={(event) => set('search', event.target.value)}
          size="small"
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <TextField
          id="documents-filter-from"
          label={messages.from}
          type="date"
          value={value.from}
          onChange={(event) => set('from', event.target.value)}
          size="small"
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <TextField
          id="documents-filter-to"
          label={messages.to}
          type="date"
          value={value.to}
          onChange={(event) => set('to', event.target.value)}
          size="small"
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 'auto' }} sx={{ display: 'flex', alignItems: 'center' }}>
        <Button id="documents-filters-clear" onClick={onClear} disabled={!canClear}>
          {messages.clearFilters}
        </Button>
      </Grid>
    </Grid>
  );
}
