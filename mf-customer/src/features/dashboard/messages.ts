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
    /** Issue 41: retenciones and percepciones each on their own line, never in Ventas. */
    otherCpe: { '20': 'Retenciones', '40': 'Percepciones' },
    otherCpeAmount: { '20': 'retenido', '40': 'percibido' },
    otherCpeLine: (documents: number, amount: string, word: string) =>
      `${documents} ${documents === 1 ? 'comprobante' : 'comprobantes'} · ${amount} ${word}`,
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
    /** Issue 40: a company in test issues test documents already; this is what production needs. */
    productionIntro:
      'Tus comprobantes de prueba ya se emiten. Para emitir con valor tributario (pasar a producción) falta:',
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
    },
    certificateExpired: {
      title: (company: string) => `Renueva el certificado digital de ${company}`,
    },
    certificateExpiring: {
      title: (company: string) => `Renueva pronto el certificado digital de ${company}`,
      hint: (date: string) => `Vence el ${date}.`,
    },
    ruc: {
      title: (company: string) => `El RUC de ${company} debe figurar activo y habido en SUNAT`,
    },
    designation: {
      title: (company: string) => `Confirma que designaste a Facturador como PSE de ${company}`,
    },
    solMissing: {
      title: (company: string) => `Registra y prueba el usuario SOL secundario de ${company}`,
    },
    solUntested: {
      title: (company: string) => `Prueba la conexión del usuario SOL de ${company}`,
    },
    solFailed: {
      title: (company: string) => `La prueba de conexión del usuario SOL de ${company} falló`,
    },
    productionReady: {
      title: (company: string) => `${company} está lista para pasar a producción`,
      hint: 'Todo lo necesario se cumple: revisa la lista y haz el cambio.',
    },
    series: {
      title: (company: string) => `Crea las series de ${company}`,
      hint: 'Cada comprobante lleva una serie, por ejemplo F001 para facturas y B001 para boletas.',
    },
  },
  onboarded: {
    title: 'Tu empresa fue registrada',
    body: 'Ya puedes emitir tu primer comprobante de prueba: Facturador firma por ti y tus series ya están creadas (F001 para facturas, B001 para boletas y las de sus notas). Cuando quieras emitir con valor tributario, pasa a producción.',
    issue: 'Emitir comprobante',
    series: 'Ver series',
    dismiss: 'Cerrar',
  },
  /** Issue 40: a company that still issues in the test environment says so on the dashboard. */
  testEnvironment: {
    title: (company: string) => `${company} emite en el ambiente de pruebas`,
    body: 'Sus comprobantes llevan la marca PRUEBA y no tienen valor tributario: no los entregues como reales.',
    employee: 'Su propietario o administrador la pasa a producción.',
    action: 'Pasar a producción',
  },
  /** Issue 40: a certificate the company brought, 30 and 7 days before it expires, and once it has. */
  certificateExpiry: {
    expiringTitle: (company: string, days: number) =>
      `El certificado digital de ${company} vence en ${days === 1 ? '1 día' : `${days} días`}`,
    expiredTitle: (company: string, date: string) => `El certificado digital de ${company} venció el ${date}`,
    expiringBody: (date: string) =>
      `Vence el ${date}. Pide uno nuevo a tu entidad de certificación y súbelo antes de esa fecha para seguir emitiendo.`,
    expiredBody: 'Ya no se pueden firmar comprobantes con él: sube uno vigente para seguir emitiendo.',
    employee: 'Su propietario o administrador lo renueva.',
    action: 'Subir el nuevo certificado',
  },
} as const;
