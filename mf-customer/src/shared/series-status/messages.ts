import type { IssuedDocumentType } from '@facturador/contracts';

/** Every text of the series as SUNAT has them (issue 43): Dashboard's cards and Reportes' table. */
export const seriesStatusMessages = {
  reportsTitle: 'Reportes',
  reportsDescription: 'Tus series según SUNAT: último número, números por aceptar y plazos por vencer.',
  back: 'Volver a Comprobantes',
  company: 'Empresa',
  environment: 'Ambiente',
  environments: { test: 'Pruebas', production: 'Producción' },
  sectionTitle: 'Series en SUNAT',
  loading: 'Cargando tus series',
  loadError: 'No se pudieron cargar tus series.',
  retry: 'Reintentar',
  empty: 'La empresa aún no tiene series.',
  noCompanies: 'Registra una empresa en Mis Empresas para ver sus series.',
  openReports: 'Ver el reporte de series',
  grid: 'Series de la empresa según SUNAT',
  types: {
    '01': 'Factura',
    '03': 'Boleta de venta',
    '07': 'Nota de crédito',
    '08': 'Nota de débito',
  } satisfies Record<IssuedDocumentType, string>,
  columns: {
    series: 'Serie',
    lastNumber: 'Último número',
    pending: 'Por aceptar',
    rejected: 'Rechazados',
    deadlines: 'Plazos',
  },
  lastNumber: (number: number) => (number === 0 ? 'Sin números emitidos' : `Último número: ${number}`),
  pendingNone: 'SUNAT tiene todos',
  pendingCount: (count: number) => (count === 1 ? '1 número por aceptar' : `${count} números por aceptar`),
  /** The list is capped: what it leaves out is said, never dropped silently. */
  more: (count: number) => `y ${count} más`,
  deadlinesNone: 'Sin plazos por vencer',
  deadline: (number: string, kind: 'send' | 'void', date: string, daysLeft: number) =>
    `${number}: ${kind === 'send' ? 'envío' : 'baja'} ${
      daysLeft < 0 ? `venció el ${date}` : daysLeft === 0 ? 'vence hoy' : `vence el ${date}`
    }`,
  state: {
    late: (count: number) => (count === 1 ? '1 plazo vencido' : `${count} plazos vencidos`),
    near: (count: number) => (count === 1 ? '1 plazo por vencer' : `${count} plazos por vencer`),
    pending: 'Números por aceptar',
    ok: 'Al día',
  },
  pendingHelp:
    'Por aceptar: números firmados, enviados sin respuesta o con excepción. Los rechazados no se cuentan: su número se perdió.',
} as const;
