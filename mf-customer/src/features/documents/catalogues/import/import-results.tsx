import { Chip, Stack, Typography } from '@mui/material';
import type { CatalogueImportRow } from '@facturador/contracts';
import { ResponsiveTable, type ResponsiveColumn } from '@facturador/forms';
import { cataloguesMessages } from '../../../../shared/catalogues/messages.ts';

const messages = cataloguesMessages.import;

/** How many rows the table shows: a file of thousands of good rows needs only its errors read. */
const SHOWN_ROWS = 200;

const TONES = { created: 'success', updated: 'info', error: 'error' } as const;

const COLUMNS: readonly ResponsiveColumn<CatalogueImportRow>[] = [
  { header: messages.row, cell: (row) => `${messages.row} ${row.row}`, noWrap: true },
  {
    header: messages.outcome,
    cell: (row) => <Chip size="small" color={TONES[row.outcome]} label={messages.outcomes[row.outcome]} />,
  },
  { header: messages.key, cell: (row) => row.key ?? '—' },
  { header: messages.detail, cell: (row) => row.message ?? '' },
];

/** The import's answer row by row, errors first; a table from `sm` up, cards on a phone. */
export function ImportResults({ rows }: { rows: readonly CatalogueImportRow[] }) {
  const ordered = [
    ...rows.filter((row) => row.outcome === 'error'),
    ...rows.filter((row) => row.outcome !== 'error'),
  ];
  const shown = ordered.slice(0, SHOWN_ROWS);
  return (
    <Stack spacing={1}>
      <Typography id="import-results-title" variant="subtitle2" component="h3">
        {messages.results}
      </Typography>
      {shown.length < rows.length && (
        <Typography variant="body2" color="text.secondary">
          {messages.shown(shown.length, rows.length)}
        </Typography>
      )}
      <ResponsiveTable
        labelledBy="import-results-title"
        columns={COLUMNS}
        rows={shown}
        rowKey={(row) => String(row.row)}
      />
    </Stack>
  );
}
