import type { ReportKind } from '@facturador/contracts';
import type { ReportPreset } from '../../shared/report-range.ts';

/** Every text of Reportes. */
export const reportsMessages = {
  title: 'Reportes',
  description:
    'Usuarios nuevos, suscripciones, ingresos, tokens, comprobantes y rechazos de SUNAT de un rango de fechas (hora de Lima).',
  loading: 'Cargando los reportes',
  loadError: 'No se pudieron cargar los reportes.',
  range: {
    legend: 'Rango de fechas',
    presets: 'Periodos rápidos',
    from: 'Desde',
    to: 'Hasta',
    groupBy: 'Usuarios nuevos y comprobantes por',
    apply: 'Ver reportes',
  },
  presets: {
    'this-month': 'Este mes',
    'last-3-months': 'Últimos 3 meses',
    'last-6-months': 'Últimos 6 meses',
    'last-12-months': 'Últimos 12 meses',
  } satisfies Record<ReportPreset, string>,
  groupings: { day: 'Día', month: 'Mes' },
  showTable: 'Ver los datos en una tabla',
  chartLabel: (title: string) => `Gráfico: ${title}. Los mismos datos están en la tabla que sigue.`,
  noData: 'Sin datos en este rango',
  export: 'Descargar CSV',
  exporting: 'Preparando el CSV…',
  exportTitle: 'Reportes',
  exported: 'El CSV se descargó.',
  reports: {
    'new-users': {
      title: 'Usuarios nuevos',
      description: 'Cuentas creadas en el rango (sin las eliminadas), por día o por mes.',
      columns: ['Periodo', 'Usuarios nuevos'],
    },
    subscriptions: {
      title: 'Suscripciones por plan y estado',
      description:
        'Foto de hoy: cuántas suscripciones tiene cada plan en cada estado. Las suscripciones no guardan el historial de sus estados, así que este reporte no depende del rango.',
      columns: ['Plan', 'Estado', 'Suscripciones'],
    },
    revenue: {
      title: 'Ingresos por mes',
      description: 'Órdenes pagadas (planes y paquetes de tokens) por el mes de su pago, IGV incluido.',
      columns: ['Mes', 'Órdenes pagadas', 'Ingresos'],
    },
    tokens: {
      title: 'Tokens gastados por mes',
      description: 'Tokens descontados al emitir comprobantes (los planes ilimitados no descuentan).',
      columns: ['Mes', 'Tokens gastados'],
    },
    documents: {
      title: 'Comprobantes emitidos',
      description:
        'Comprobantes de todos los clientes por el día o el mes de su emisión, según cómo terminaron: aceptados (con o sin observaciones), rechazados, pendientes de SUNAT y anulados.',
      columns: ['Periodo', 'Aceptados', 'Rechazados', 'Pendientes', 'Anulados'],
    },
    rejections: {
      title: 'Rechazos de SUNAT por código',
      description:
        'Los comprobantes rechazados en el rango, por el código de error de SUNAT, del más frecuente al menos.',
      columns: ['Código', 'Descripción', 'Comprobantes'],
    },
  } satisfies Record<ReportKind, { title: string; description: string; columns: readonly string[] }>,
  /** Issue 40: not a range report, today's picture. */
  certificates: {
    title: 'Certificados por vencer',
    description:
      'Empresas activas cuyo certificado digital propio venció o vence en los próximos 30 días, de la más próxima a la más lejana. Sus propietarios reciben un correo 30 y 7 días antes.',
    loading: 'Cargando los certificados por vencer',
    loadError: 'No se pudieron cargar los certificados por vencer.',
    empty: 'Ninguna empresa tiene su certificado vencido ni por vencer en los próximos 30 días.',
    columns: ['Empresa', 'Titular', 'Emitido por', 'Vence', 'Días', 'Último aviso', 'Contacto'],
    expired: 'Vencido',
    daysLeft: (days: number) => (days === 1 ? '1 día' : `${days} días`),
    reminded: (days: number) => `${days} días antes`,
    notReminded: 'Ninguno aún',
  },
} as const;
