import { Box, Button, Card, CardContent, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  CURRENCY_SYMBOLS,
  formatMoney,
  LISTADO_STATUS_LABELS,
  ROUTE_PATHS,
  type DocumentsMonth,
} from '@facturador/contracts';
import { rowPath } from '../../shared/document-paths.ts';
import { SectionStatus } from '../../shared/section-status.tsx';
import { documentsMonthQueryOptions } from './api/documents-month-query.ts';
import { dashboardMessages } from './messages.ts';

const messages = dashboardMessages.month;

const money = (currency: string, total: string) =>
  formatMoney(CURRENCY_SYMBOLS[currency as keyof typeof CURRENCY_SYMBOLS] ?? currency, total);
const monthName = (month: string) =>
  new Intl.DateTimeFormat('es-PE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T12:00:00Z`),
  );

/**
 * Issue 29: what was issued this month, what it sold by day, and anything SUNAT rejected or has
 * not received yet, each linking to its document.
 */
export function DocumentsMonthSection() {
  const { data, isPending, isError, refetch } = useQuery(documentsMonthQueryOptions());
  return (
    <Card component="section" variant="outlined" aria-labelledby="month-heading">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="month-heading" variant="h6" component="h2">
            {messages.title}
          </Typography>
          <SectionStatus
            isPending={isPending}
            isError={isError}
            loadingLabel={messages.loading}
            errorText={messages.loadError}
            onRetry={() => void refetch()}
          />
          {data && <MonthFigures month={data} />}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button component={RouterLink} to={ROUTE_PATHS.documentsIssue} variant="contained">
              {messages.issue}
            </Button>
            <Button component={RouterLink} to={ROUTE_PATHS.documents} variant="outlined">
              {messages.list}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

function MonthFigures({ month }: { month: DocumentsMonth }) {
  const sold = month.byDay.some((day) => Number(day.salesPen) !== 0);
  const sales = month.sales.length
    ? month.sales.map((sale) => money(sale.currency, sale.total)).join(' · ')
    : messages.noSales;
  return (
    <Stack spacing={2}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        <Typography component="dt" color="text.secondary">
          {messages.issued}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid="month-issued">
          {month.issued}
        </Typography>
        <Typography component="dt" color="text.secondary">
          {messages.sales}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid="month-sales">
          {sales}
        </Typography>
        {month.otherCpe.map((line) => (
          <Fragment key={line.documentType}>
            <Typography component="dt" color="text.secondary">
              {messages.otherCpe[line.documentType]}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontWeight: 600 }}
              data-testid={`month-other-${line.documentType}`}
            >
              {messages.otherCpeLine(
                line.documents,
                money('PEN', line.total),
                messages.otherCpeAmount[line.documentType],
              )}
            </Typography>
          </Fragment>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {messages.salesHelp}
      </Typography>
      {/* A picture for the eye, once there is something to draw; the figures above and the
          documents' list say it in words. */}
      {sold && (
        <Box
          role="img"
          aria-label={messages.chartLabel(monthName(month.month))}
          sx={{ width: '100%', minWidth: 0 }}
        >
          <BarChart
            height={200}
            xAxis={[{ scaleType: 'band', data: month.byDay.map((day) => Number(day.date.slice(8, 10))) }]}
            yAxis={[{ width: 72, tickMinStep: 1, valueFormatter: (value: number) => `S/ ${value}` }]}
            series={[{ label: messages.chartSeries, data: month.byDay.map((day) => Number(day.salesPen)) }]}
            hideLegend
          />
        </Box>
      )}
      <Typography variant="subtitle2" component="h3">
        {messages.attention}
      </Typography>
      {month.attention.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {messages.allClear}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={messages.attention}>
          {month.attention.map((item) => (
            <ListItem key={item.documentId} disableGutters sx={{ display: 'block' }}>
              <Link
                component={RouterLink}
                to={rowPath(item.companyId, { id: item.documentId, documentType: item.documentType })}
              >
                {messages.attentionItem(item.fullNumber, item.companyName, item.customerName)}
              </Link>
              <Typography variant="caption" component="div" color="text.secondary">
                {`${LISTADO_STATUS_LABELS[item.status]} · ${money(item.currency, item.total)}`}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
