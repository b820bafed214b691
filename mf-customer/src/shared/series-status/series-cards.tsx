import { Alert, AlertTitle, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import type { SeriesStatusItem } from '@facturador/contracts';
import { seriesStatusMessages as messages } from './messages.ts';
import {
  deadlineLines,
  pendingNumbers,
  seriesStateOf,
  seriesStateText,
  STATE_SEVERITY,
} from './series-state.ts';

/** One compact card per series: its last number, what SUNAT lacks, and a warning when a deadline is near or past. */
export function SeriesCards({ series }: { series: readonly SeriesStatusItem[] }) {
  if (series.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {messages.empty}
      </Typography>
    );
  return (
    <Grid container spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {series.map((item) => (
        <Grid key={`${item.documentType}-${item.series}`} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
          <SeriesCard item={item} />
        </Grid>
      ))}
    </Grid>
  );
}

function SeriesCard({ item }: { item: SeriesStatusItem }) {
  const state = seriesStateOf(item);
  const severity = STATE_SEVERITY[state];
  const warned = state === 'late' || state === 'near';
  return (
    <Card
      variant="outlined"
      data-testid={`series-card-${item.series}-${item.documentType}`}
      data-state={state}
      sx={{ height: '100%', ...(warned && { borderColor: `${severity}.main`, borderWidth: 2 }) }}
    >
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack spacing={0.5}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {`${item.series} · ${messages.types[item.documentType]}`}
          </Typography>
          <Typography variant="body2">{messages.lastNumber(item.lastNumber)}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {item.pendingCount === 0
              ? messages.pendingNone
              : `${messages.pendingCount(item.pendingCount)}: ${pendingNumbers(item)}`}
          </Typography>
          {warned && (
            <Alert severity={severity} sx={{ mt: 1, px: 1, overflowWrap: 'anywhere' }}>
              <AlertTitle sx={{ mb: 0 }}>{seriesStateText(item)}</AlertTitle>
              {deadlineLines(item).map((line) => (
                <Typography key={line} variant="caption" component="div">
                  {line}
                </Typography>
              ))}
            </Alert>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
