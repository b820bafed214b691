import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { TableScrollRegion } from '@facturador/forms';
import { PUBLICATION_ACTION_LABELS, type Publication } from '@facturador/contracts';
import { formatDateTime } from '../../../shared/format.ts';
import { appLabel, systemMessages } from '../messages.ts';

const text = systemMessages.history;

/** Every publication (release, rollback, start of the suite), newest first. */
export function HistoryTable({ history }: { history: Publication[] }) {
  if (history.length === 0) return <Typography color="text.secondary">{text.empty}</Typography>;
  return (
    <TableScrollRegion aria-label={text.title}>
      <Table size="small" aria-label={text.title}>
        <TableHead>
          <TableRow>
            <TableCell>{text.at}</TableCell>
            <TableCell>{text.app}</TableCell>
            <TableCell>{text.action}</TableCell>
            <TableCell>{text.build}</TableCell>
            <TableCell>{text.previous}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {history.map((entry) => (
            <TableRow key={`${entry.app}-${entry.at}-${entry.id}`}>
              <TableCell>{formatDateTime(entry.at)}</TableCell>
              <TableCell>{appLabel(entry.app)}</TableCell>
              <TableCell>{PUBLICATION_ACTION_LABELS[entry.action]}</TableCell>
              <TableCell>
                <code>{entry.id}</code>
              </TableCell>
              <TableCell>{entry.previous ? <code>{entry.previous}</code> : '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScrollRegion>
  );
}
