import { Stack } from '@mui/material';
import type { ListadoFiltersQuery } from '@facturador/contracts';
import { DocumentsTotals } from './documents-totals.tsx';
import { ExportActions } from './export-actions.tsx';

/**
 * The filtered set's totals and its files for the accountant: below the documents on a phone,
 * where the rows come first (issue 39), above them from md up (`order`, so the server's HTML is
 * right at every width, decision 39).
 */
export function ListSummary(props: { companyId: string; ruc: string; filters: ListadoFiltersQuery }) {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ order: { xs: 0, md: -1 }, justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
    >
      <DocumentsTotals companyId={props.companyId} filters={props.filters} />
      <ExportActions companyId={props.companyId} ruc={props.ruc} filters={props.filters} />
    </Stack>
  );
}
