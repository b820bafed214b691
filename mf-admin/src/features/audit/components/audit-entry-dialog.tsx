import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { AuditEntry } from '@facturador/contracts';
import { formatDateTime } from '../../../shared/format.ts';
import { auditPageMessages } from '../messages.ts';
import { actionLabel, actorLabel, recordLabel } from './labels.ts';
import { diffSnapshots } from './snapshot-diff.ts';

const text = auditPageMessages.detail;
const valueCell = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** One entry of the log: who, what and when, and what changed in its record, field by field. */
export function AuditEntryDialog(props: { entry: AuditEntry; onClose: () => void }) {
  const { entry } = props;
  const fields = diffSnapshots(entry.before, entry.after);
  const facts: [string, string][] = [
    [text.when, formatDateTime(entry.createdAt)],
    [text.who, actorLabel(entry)],
    [text.action, actionLabel(entry.action)],
    [text.record, recordLabel(entry)],
    [text.ip, entry.ip ?? auditPageMessages.none],
  ];
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="md" aria-labelledby="audit-entry-title">
      <DialogTitle id="audit-entry-title">{text.title}</DialogTitle>
      {/* Focusable: a long record scrolls inside the dialog, and the keyboard must reach it. */}
      <DialogContent tabIndex={0}>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 2,
            rowGap: 0.5,
            m: 0,
            mb: 2,
          }}
        >
          {facts.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {fields.length === 0 ? (
          <Typography>{text.noData}</Typography>
        ) : (
          <>
            <Typography sx={{ mb: 1 }}>{text.changedCount(fields.length)}</Typography>
            <TableContainer>
              <Table size="small" aria-label={text.title}>
                <TableHead>
                  <TableRow>
                    <TableCell component="th" scope="col">
                      {text.field}
                    </TableCell>
                    <TableCell component="th" scope="col">
                      {text.before}
                    </TableCell>
                    <TableCell component="th" scope="col">
                      {text.after}
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {fields.map((field) => (
                    <TableRow key={field.field}>
                      <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                        {field.label}
                      </TableCell>
                      <TableCell sx={valueCell}>{field.before ?? auditPageMessages.none}</TableCell>
                      <TableCell sx={valueCell}>{field.after ?? auditPageMessages.none}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{text.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
