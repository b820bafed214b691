import { Alert, Box, Stack, Typography } from '@mui/material';
import {
  bulkMessages,
  CURRENCY_SYMBOLS,
  formatMoney,
  type BulkPreview,
  type BulkPreviewDocument,
} from '@facturador/contracts';
import { ResponsiveTable, type ResponsiveColumn } from '@facturador/forms';
import { documentsMessages } from '../messages.ts';

const messages = documentsMessages.bulk;
const { identity } = documentsMessages.form;
const types: Readonly<Record<string, string>> = documentsMessages.types;

function customerOf({ customer }: BulkPreviewDocument) {
  const document =
    customer.documentType === '-'
      ? (identity['-'] ?? '-')
      : `${identity[customer.documentType] ?? customer.documentType} ${customer.documentNumber}`;
  return (
    <>
      {`${document} · ${customer.name}`}
      {customer.nameFromPadron && (
        <Typography variant="caption" component="div" color="text.secondary">
          {messages.fromPadron}
        </Typography>
      )}
    </>
  );
}

const totalOf = ({ total, currency }: BulkPreviewDocument) =>
  total === null
    ? ''
    : formatMoney(CURRENCY_SYMBOLS[currency as keyof typeof CURRENCY_SYMBOLS] ?? currency, total);

const problemsOf = ({ problems }: BulkPreviewDocument) =>
  problems.length === 0 ? (
    <Typography variant="body2" color="success.main">
      {messages.ready}
    </Typography>
  ) : (
    <Box component="ul" sx={{ m: 0, pl: 2, color: 'error.main' }}>
      {problems.map((problem) => (
        <li key={problem}>{problem}</li>
      ))}
    </Box>
  );

const COLUMNS: readonly ResponsiveColumn<BulkPreviewDocument>[] = [
  { header: messages.reference, cell: (document) => document.reference },
  { header: messages.type, cell: (document) => types[document.documentType] ?? document.documentType },
  { header: messages.series, cell: (document) => document.series, noWrap: true },
  { header: messages.customer, cell: customerOf },
  { header: messages.lines, cell: (document) => document.lines, align: 'right' },
  { header: messages.total, cell: totalOf, align: 'right', noWrap: true },
  { header: messages.problems, cell: problemsOf },
];

/** The CSV's documents as they would be issued, judged by the server before anything is issued. */
export function BulkPreviewTable({ preview }: { preview: BulkPreview }) {
  // The ones to fix first: in a file of hundreds, three errors are not left at its end.
  const documents = [...preview.documents].sort(
    (a, b) => Number(b.problems.length > 0) - Number(a.problems.length > 0),
  );
  return (
    <Stack spacing={2}>
      <Alert severity={preview.invalid > 0 ? 'warning' : 'success'} role="status">
        {bulkMessages.previewed(preview.valid, preview.invalid)}
      </Alert>
      <Typography variant="body2">{messages.previewIntro}</Typography>
      <Typography id="bulk-preview-title" variant="subtitle2" component="h3">
        {messages.previewTitle}
      </Typography>
      <ResponsiveTable
        labelledBy="bulk-preview-title"
        columns={COLUMNS}
        rows={documents}
        rowKey={(document) => String(document.row)}
      />
    </Stack>
  );
}
