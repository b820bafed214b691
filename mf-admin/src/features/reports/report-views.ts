import {
  solesDecimal,
  SUBSCRIPTION_STATES,
  SUBSCRIPTION_STATE_LABELS,
  type AdminReports,
  type ReportKind,
} from '@facturador/contracts';
import { formatCount, formatPeriod, formatShortMonth, formatDay, formatSoles } from '../../shared/format.ts';

/** A table cell: what a person reads, and the value the CSV export writes for it. */
export interface ReportCell {
  text: string;
  csv: string;
}

export interface ChartSeries {
  label: string;
  data: number[];
  format: (value: number) => string;
}

/** What one report section draws: its chart's categories and series, and the same data as rows. */
export interface ReportView {
  kind: ReportKind;
  categories: string[];
  series: ChartSeries[];
  stacked: boolean;
  rows: ReportCell[][];
}

const count = (value: number): ReportCell => ({ text: formatCount(value), csv: String(value) });
const period = (value: string): ReportCell => ({ text: formatPeriod(value), csv: value });
const axisLabel = (value: string) =>
  value.length === 7 ? formatShortMonth(value) : formatDay(value).slice(0, 5);
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function subscriptionsView(points: AdminReports['subscriptions']): ReportView {
  const plans = [...new Map(points.map((point) => [point.planId, point.planName])).entries()];
  const states = SUBSCRIPTION_STATES.filter((state) => points.some((point) => point.state === state));
  return {
    kind: 'subscriptions',
    categories: plans.map(([, name]) => name),
    series: states.map((state) => ({
      label: capitalize(SUBSCRIPTION_STATE_LABELS[state]),
      data: plans.map(
        ([planId]) =>
          points.find((point) => point.planId === planId && point.state === state)?.subscriptions ?? 0,
      ),
      format: formatCount,
    })),
    stacked: true,
    rows: points.map((point) => [
      { text: point.planName, csv: point.planName },
      {
        text: capitalize(SUBSCRIPTION_STATE_LABELS[point.state]),
        csv: SUBSCRIPTION_STATE_LABELS[point.state],
      },
      count(point.subscriptions),
    ]),
  };
}

const DOCUMENT_OUTCOMES = [
  ['accepted', 'Aceptados'],
  ['rejected', 'Rechazados'],
  ['pending', 'Pendientes'],
  ['voided', 'Anulados'],
] as const;

function documentsView(points: AdminReports['documents']): ReportView {
  return {
    kind: 'documents',
    categories: points.map((point) => axisLabel(point.period)),
    series: DOCUMENT_OUTCOMES.map(([outcome, label]) => ({
      label,
      data: points.map((point) => point[outcome]),
      format: formatCount,
    })),
    stacked: true,
    rows: points.map((point) => [
      period(point.period),
      ...DOCUMENT_OUTCOMES.map(([outcome]) => count(point[outcome])),
    ]),
  };
}

function rejectionsView(points: AdminReports['rejections']): ReportView {
  return {
    kind: 'rejections',
    categories: points.map((point) => point.code || '—'),
    series: [
      { label: 'Comprobantes rechazados', data: points.map((point) => point.documents), format: formatCount },
    ],
    stacked: false,
    rows: points.map((point) => [
      { text: point.code || '—', csv: point.code },
      { text: point.description, csv: point.description },
      count(point.documents),
    ]),
  };
}

/** The reports as sections, in the page's order. */
export function reportViews(reports: AdminReports): ReportView[] {
  return [
    {
      kind: 'new-users',
      categories: reports.newUsers.map((point) => axisLabel(point.period)),
      series: [
        { label: 'Usuarios nuevos', data: reports.newUsers.map((point) => point.users), format: formatCount },
      ],
      stacked: false,
      rows: reports.newUsers.map((point) => [period(point.period), count(point.users)]),
    },
    subscriptionsView(reports.subscriptions),
    {
      kind: 'revenue',
      categories: reports.revenue.map((point) => axisLabel(point.month)),
      series: [
        {
          label: 'Ingresos',
          data: reports.revenue.map((point) => point.amountCents),
          format: formatSoles,
        },
      ],
      stacked: false,
      rows: reports.revenue.map((point) => [
        period(point.month),
        count(point.orders),
        { text: formatSoles(point.amountCents), csv: solesDecimal(point.amountCents) },
      ]),
    },
    {
      kind: 'tokens',
      categories: reports.tokens.map((point) => axisLabel(point.month)),
      series: [
        { label: 'Tokens gastados', data: reports.tokens.map((point) => point.tokens), format: formatCount },
      ],
      stacked: false,
      rows: reports.tokens.map((point) => [period(point.month), count(point.tokens)]),
    },
    documentsView(reports.documents),
    rejectionsView(reports.rejections),
  ];
}
