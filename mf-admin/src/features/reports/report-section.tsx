import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Typography,
} from '@mui/material';
import type { ReportRange } from '../../shared/report-range.ts';
import { useExportReport } from './api/export-report.ts';
import { reportsMessages as messages } from './messages.ts';
import { ReportChart } from './report-chart.tsx';
import { ReportTable } from './report-table.tsx';
import type { ReportView } from './report-views.ts';

/** The anchors Resumen links to. */
export const REPORT_ANCHORS = {
  'new-users': 'usuarios-nuevos',
  subscriptions: 'suscripciones',
  revenue: 'ingresos',
  tokens: 'tokens',
  documents: 'comprobantes',
  rejections: 'rechazos',
} as const;

function ExpandIcon() {
  return (
    <Box component="span" aria-hidden="true" sx={{ fontSize: 20, lineHeight: 1 }}>
      ▾
    </Box>
  );
}

/** One report: what it counts, its chart, the same figures as a table, and its CSV. */
export function ReportSection(props: { view: ReportView; range: ReportRange }) {
  const { view, range } = props;
  const text = messages.reports[view.kind];
  const exportReport = useExportReport();
  const headingId = `${REPORT_ANCHORS[view.kind]}-titulo`;
  return (
    <Card variant="outlined" component="section" id={REPORT_ANCHORS[view.kind]} aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={2}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
          >
            <div>
              <Typography id={headingId} variant="h6" component="h2">
                {text.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {text.description}
              </Typography>
            </div>
            <Button
              variant="outlined"
              sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
              disabled={exportReport.isPending}
              onClick={() => exportReport.mutate({ report: view.kind, range })}
            >
              {exportReport.isPending ? messages.exporting : messages.export}
            </Button>
          </Stack>
          <ReportChart view={view} title={text.title} />
          <Accordion disableGutters variant="outlined">
            <AccordionSummary expandIcon={<ExpandIcon />}>{messages.showTable}</AccordionSummary>
            <AccordionDetails>
              <ReportTable caption={text.title} columns={text.columns} rows={view.rows} />
            </AccordionDetails>
          </Accordion>
        </Stack>
      </CardContent>
    </Card>
  );
}
