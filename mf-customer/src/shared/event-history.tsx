import { Box, Stack, Typography } from '@mui/material';
import type { DocumentDetail } from '@facturador/contracts';
import { formatDateTimeSeconds } from './format.ts';
import { messages } from './messages.ts';

type DocumentEvent = Pick<DocumentDetail['history'][number], 'date' | 'code' | 'description'>;

/** One line of the history: an event, or the same event repeated (`count` times, the last at `lastDate`). */
interface HistoryLine extends DocumentEvent {
  count: number;
  lastDate: string;
}

/**
 * Consecutive events that say the same thing become one line: while SUNAT stays down every
 * retry writes the same «no dio su respuesta», and a morning's outage would otherwise bury the
 * history under dozens of identical lines.
 */
function collapseRepeats(events: readonly DocumentEvent[]): HistoryLine[] {
  const lines: HistoryLine[] = [];
  for (const event of events) {
    const previous = lines.at(-1);
    if (previous && previous.code === event.code && previous.description === event.description) {
      previous.count += 1;
      previous.lastDate = event.date;
    } else {
      lines.push({ ...event, count: 1, lastDate: event.date });
    }
  }
  return lines;
}

/**
 * A document's history as the server wrote it, oldest first: when (Lima's time), and the code
 * and text of each line. A factura's whole history, a retención's e-mails (decision 61).
 */
export function EventHistory({ events }: { events: readonly DocumentEvent[] }) {
  return (
    <Stack component="ol" spacing={1} sx={{ m: 0, pl: 0, listStyle: 'none' }}>
      {collapseRepeats(events).map((line, index) => (
        <Box component="li" key={index} sx={{ borderLeft: 2, borderColor: 'divider', pl: 1.5 }}>
          <Typography variant="caption" color="text.secondary">
            {formatDateTimeSeconds(line.date)}
          </Typography>
          <Typography variant="body2">
            {line.code ? `${line.code} · ` : ''}
            {line.description}
          </Typography>
          {line.count > 1 && (
            <Typography variant="caption" color="text.secondary" component="p">
              {messages.eventHistory.repeated(line.count, formatDateTimeSeconds(line.lastDate))}
            </Typography>
          )}
        </Box>
      ))}
    </Stack>
  );
}
