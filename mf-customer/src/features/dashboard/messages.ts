/** Every text the dashboard (/app) writes. */
export const dashboardMessages = {
  title: 'Dashboard',
  description: 'Resumen de tu cuenta y tus empresas en Facturador.',
  greeting: (name: string) => `Hola, ${name}`,
  status: 'Estado de la cuenta',
  companies: {
    title: 'Mis empresas',
    add: 'Agregar empresa',
    empty: 'Aún no tienes empresas registradas.',
    loadError: 'No se pudieron cargar tus empresas.',
    retry: 'Reintentar',
    loading: 'Cargando tus empresas',
  },
  /** Issue 29: this month's documents across the user's companies. */
  month: {
    title: 'Comprobantes de este mes',
    loading: 'Cargando los comprobantes del mes',
    loadError: 'No se pudieron cargar los comprobantes del mes.',
    issued: 'Emitidos',
    sales: 'Ventas',
    salesHelp: 'Facturas, boletas y notas de débito, menos notas de crédito; sin los rechazados ni anulados.',
    noSales: 'S/ 0.00',
    chartLabel: (month: string) => `Ventas en soles por día de ${month}`,
    chartSeries: 'Ventas (S/)',
    attention: 'Requieren tu atención',
    allClear: 'Ningún comprobante rechazado ni pendiente de SUNAT.',
    issue: 'Emitir comprobante',
    list: 'Ver comprobantes',
    attentionItem: (number: string, company: string, customer: string) =>
      `${number} · ${company} · ${customer}`,
  },
  plan: {
    title: 'Mi plan',
    loading: 'Cargando tu plan',
    loadError: 'No se pudo cargar tu plan.',
    retry: 'Reintentar',
    renewsAt: 'Renovación',
    extraTokens: 'Tokens extra',
    manage: 'Ver Mis Planes y Tokens',
    notActive: 'Con el plan en este estado no puedes emitir comprobantes: renuévalo en Mis Planes y Tokens.',
  },
  nextSteps: {
    title: 'Próximos pasos',
    intro: 'Esto falta para que puedas emitir comprobantes electrónicos:',
    loading: 'Revisando lo que falta para emitir',
    loadError: 'No se pudo revisar lo que falta para emitir.',
    retry: 'Reintentar',
    ready: 'Tu cuenta está lista para emitir comprobantes electrónicos.',
    onlyEmployee:
      'Las empresas en las que eres empleado las configura su propietario o administrador: no tienes pasos pendientes.',
    registerCompany: {
      title: 'Registra tu empresa',
      hint: 'Necesitas su RUC y su dirección fiscal.',
    },
    certificateMissing: {
      title: (company: string) => `Sube el certificado digital de ${company}`,
      hint: 'Sin certificado no se pueden firmar los comprobantes.',
    },
    certificateExpired: {
      title: (company: string) => `Renueva el certificado digital de ${company}`,
      hint: (date: string) => `Venció el ${date}: SUNAT rechaza los comprobantes firmados con él.`,
    },
    certificateExpiring: {
      title: (company: string) => `Renueva pronto el certificado digital de ${company}`,
      hint: (date: string) => `Vence el ${date}.`,
    },
    solCredentials: {
      title: (company: string) => `Registra el usuario SOL secundario de ${company}`,
      hint: 'Con él se envían los comprobantes a SUNAT.',
    },
    series: {
      title: (company: string) => `Crea las series de ${company}`,
      hint: 'Cada comprobante lleva una serie, por ejemplo F001 para facturas y B001 para boletas.',
    },
  },
  onboarded: {
    title: 'Tu empresa fue registrada',
    body: 'Sube tu certificado digital, registra tu usuario SOL y crea tus series para empezar a emitir.',
    certificate: 'Subir certificado y usuario SOL',
    series: 'Crear series',
    dismiss: 'Cerrar',
  },
} as const;
