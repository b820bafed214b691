import { Alert, Button, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ResponsiveTable, type ResponsiveColumn } from '@facturador/forms';
import { DOCUMENT_TYPE_NAMES, type Company, type Series } from '@facturador/contracts';
import { useToggleSeries } from '../../api/company-part-mutations.ts';
import { companySeriesQueryOptions } from '../../../../shared/api/company-series-query.ts';
import { establishmentsQueryOptions } from '../../api/company-queries.ts';
import { companiesMessages } from '../../messages.ts';
import { ActiveToggleButton } from '../../shared/active-toggle-button.tsx';
import { Section } from '../../shared/section.tsx';
import type { CompanyPermissions } from '../../../../shared/company-permissions.ts';
import { SeriesDialog } from './series-dialog.tsx';

const messages = companiesMessages.series;

/** A series' columns: the number a document takes next beside it, on a phone's card too. */
const SERIES_COLUMNS: readonly ResponsiveColumn<Series>[] = [
  { header: messages.series, cell: (row) => <strong>{row.series}</strong> },
  { header: messages.documentType, cell: (row) => DOCUMENT_TYPE_NAMES[row.documentType] },
  { header: messages.establishment, cell: (row) => row.establishmentCode },
  { header: messages.nextCorrelative, cell: (row) => row.nextCorrelative, align: 'right' },
  { header: messages.state, cell: (row) => (row.isActive ? messages.active : messages.inactive) },
];

/** Series per establishment and document type, with the number the next document takes. */
export function SeriesTab({ company, permissions }: { company: Company; permissions: CompanyPermissions }) {
  const series = useQuery(companySeriesQueryOptions(company.publicId));
  const establishments = useQuery(establishmentsQueryOptions(company.publicId));
  const [adding, setAdding] = useState(false);
  const toggle = useToggleSeries(company.publicId);
  return (
    <Section
      id="series-title"
      title={messages.title}
      action={
        permissions.canEdit && (
          <Button variant="contained" onClick={() => setAdding(true)} disabled={!establishments.data}>
            {messages.add}
          </Button>
        )
      }
    >
      {series.isPending && (
        <Skeleton variant="rounded" height={120} aria-busy="true" aria-label={messages.loading} />
      )}
      {series.isError && <Alert severity="error">{series.error.message}</Alert>}
      {series.data?.length === 0 && <Typography color="text.secondary">{messages.empty}</Typography>}
      {series.data && series.data.length > 0 && (
        <ResponsiveTable
          labelledBy="series-title"
          columns={SERIES_COLUMNS}
          rows={series.data}
          rowKey={(row) => row.publicId}
          {...(permissions.canEdit && {
            actions: {
              header: messages.actions,
              cell: (row: Series) => (
                <ActiveToggleButton
                  active={row.isActive}
                  labels={messages}
                  onToggle={() => toggle.mutate(row)}
                />
              ),
            },
          })}
        />
      )}
      {adding && establishments.data && (
        <SeriesDialog
          companyId={company.publicId}
          establishments={establishments.data.filter((row) => row.isActive)}
          onClose={() => setAdding(false)}
        />
      )}
    </Section>
  );
}
