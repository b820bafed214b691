import { Button, Grid, TextField, type GridProps, type TextFieldProps } from '@mui/material';
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

type Span = { span: GridProps['size'] };

/** A small, full-width text filter in its cell. */
function TextFilter({ span, ...props }: TextFieldProps & Span) {
  return (
    <Grid size={span}>
      <TextField size="small" fullWidth {...props} />
    </Grid>
  );
}

/** A date filter: its label stays above (a date input always shows its own placeholder). */
const DATE_FILTER = { type: 'date', slotProps: { inputLabel: { shrink: true } } } as const;

/** A native select filter: the keyboard and the phone's own picker work as everywhere. */
function NativeSelect({
  options,
  ...props
}: TextFieldProps & Span & { options: readonly { value: string; label: string }[] }) {
  return (
    <TextFilter {...props} select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextFilter>
  );
}

const TYPE_OPTIONS = LISTADO_DOCUMENT_TYPES.map((code) => ({ value: code, label: listadoTypeLabel(code) }));
const STATUS_OPTIONS = LISTADO_STATUSES.map((status) => ({
  value: status,
  label: listadoStatusLabel(status),
}));

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
  /*
   * A filter's id, value and change. Each filter has a stable id (`name` is its last word where
   * it is not the key): a choice made on the page the server sent, before the app is up, is
   * recorded by the starter under that id and applied once the app is (decision 39).
   */
  const bind = <K extends keyof DocumentFilterValues>(key: K, name: string = key) => ({
    id: `documents-filter-${name}`,
    value: value[key],
    onChange: (event: { target: { value: string } }) =>
      set(key, event.target.value as DocumentFilterValues[K]),
  });
  return (
    <Grid container spacing={1.5} component="section" aria-label={messages.filters}>
      <NativeSelect
        span={{ xs: 12, md: 4 }}
        {...bind('companyId', 'company')}
        label={messages.company}
        options={companies.map((company) => ({
          value: company.publicId,
          label: `${company.ruc} · ${company.businessName}`,
        }))}
      />
      <NativeSelect
        span={{ xs: 6, md: 2 }}
        {...bind('documentType', 'type')}
        label={messages.type}
        options={[all, ...TYPE_OPTIONS]}
      />
      <NativeSelect
        span={{ xs: 6, md: 2 }}
        {...bind('status')}
        label={messages.status}
        options={[all, ...STATUS_OPTIONS]}
      />
      <TextFilter
        span={{ xs: 4, md: 1 }}
        id="documents-filter-series"
        label={messages.series}
        value={value.series}
        onChange={(event) => set('series', event.target.value.toUpperCase().slice(0, 4))}
      />
      <TextFilter span={{ xs: 8, md: 3 }} {...bind('search')} label={messages.search} />
      <TextFilter span={{ xs: 6, md: 2 }} {...DATE_FILTER} {...bind('from')} label={messages.from} />
      <TextFilter span={{ xs: 6, md: 2 }} {...DATE_FILTER} {...bind('to')} label={messages.to} />
      <Grid size={{ xs: 12, md: 'auto' }} sx={{ display: 'flex', alignItems: 'center' }}>
        <Button id="documents-filters-clear" onClick={onClear} disabled={!canClear}>
          {messages.clearFilters}
        </Button>
      </Grid>
    </Grid>
  );
}
