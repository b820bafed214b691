import { Stack, Typography } from '@mui/material';
import { StateBadge } from '@facturador/account-forms';
import { BADGE_TONES, type CatalogueImportRow } from '@facturador/contracts';
import { ResponsiveTable, type ResponsiveColumn } from '@facturador/forms';
import { cataloguesMessages } from '../../../../shared/catalogues/messages.ts';

const messages = cataloguesMessages.import;

/** How many rows the table shows: a file of thousands of good rows needs only its errors read. */
const SHOWN_ROWS = 200;

/** The suite's badge tones (AA in both schemes: MUI's dark «error» chip was 3.7:1). */
const TONES = { created: BADGE_TONES.good, updated: BADGE_TONES.review, error: BADGE_TONES.bad } as const;

const columnsFor = (keyLabel: (key: string) => string): readonly ResponsiveColumn<CatalogueImportRow>[] => [
  { header: messages.row, cell: (row) => `${messages.row} ${row.row}`, noWrap: true },
  {
    header: messages.outcome,
    cell: (row) => <StateBadge colors={TONES[row.outcome]} label={messages.outcomes[row.outcome]} />,
  },
  { header: messages.key, cell: (row) => (row.key ? keyLabel(row.key) : '—'), noWrap: true },
  { header: messages.detail, cell: (row) => row.message ?? '' },
];

/** The import's answer row by row, errors first; a table from `sm` up, cards on a phone. */
export function ImportResults({
  rows,
  keyLabel = (key) => key,
}: {
  rows: readonly CatalogueImportRow[];
  keyLabel?: (key: string) => string;
}) {
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
        columns={columnsFor(keyLabel)}
        rows={shown}
        rowKey={(row) => String(row.row)}
      />
    </Stack>
  );
}
