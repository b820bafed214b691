import { Box, Stack, Typography } from '@mui/material';
import { LIMA_TIME_ZONE, type DocumentDetail } from '@facturador/contracts';

type DocumentEvent = Pick<DocumentDetail['history'][number], 'date' | 'code' | 'description'>;

/**
 * A document's history as the server wrote it, oldest first: when (Lima's time), and the code
 * and text of each line. A factura's whole history, a retención's e-mails (decision 61).
 */
export function EventHistory({ events }: { events: readonly DocumentEvent[] }) {
  return (
    <Stack component="ol" spacing={1} sx={{ m: 0, pl: 0, listStyle: 'none' }}>
      {events.map((event, index) => (
        <Box component="li" key={index} sx={{ borderLeft: 2, borderColor: 'divider', pl: 1.5 }}>
          <Typography variant="caption" color="text.secondary">
            {new Date(event.date).toLocaleString('es-PE', { timeZone: LIMA_TIME_ZONE })}
          </Typography>
          <Typography variant="body2">
            {event.code ? `${event.code} · ` : ''}
            {event.description}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
