import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ReportView } from './report-views.ts';
import { reportsMessages as messages } from './messages.ts';

/**
 * A report's bars. The chart is a picture for the eye: it is named as one, and the table
 * after it carries the same figures for a screen reader.
 */
export function ReportChart(props: { view: ReportView; title: string }) {
  const { view } = props;
  const format = view.series[0]?.format;
  return (
    <Box role="img" aria-label={messages.chartLabel(props.title)} sx={{ width: '100%', minWidth: 0 }}>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: view.categories }]}
        // Whole units only: half a user or half a céntimo is no tick.
        yAxis={[
          {
            valueFormatter: format ? (value: number) => format(value) : undefined,
            width: 104,
            tickMinStep: 1,
          },
        ]}
        series={view.series.map((series) => ({
          label: series.label,
          data: series.data,
          valueFormatter: (value: number | null) => (value === null ? '' : series.format(value)),
          ...(view.stacked ? { stack: 'total' } : {}),
        }))}
        hideLegend={view.series.length < 2}
        localeText={{ noData: messages.noData }}
      />
    </Box>
  );
}
