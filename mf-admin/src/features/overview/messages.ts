/** Every text of Resumen. */
export const overviewMessages = {
  title: 'Resumen',
  description:
    'Cómo va el sistema hoy: usuarios, suscripciones, ingresos, órdenes por aprobar, comprobantes y tokens del mes.',
  loading: 'Cargando el resumen',
  loadError: 'No se pudo cargar el resumen.',
  users: {
    title: 'Usuarios',
    caption: 'cuentas registradas',
    newThisMonth: (count: string) => `${count} nuevos este mes`,
  },
  subscriptions: {
    title: 'Suscripciones activas',
    caption: 'por plan',
    plan: (name: string, count: string) => `${name}: ${count}`,
  },
  revenue: {
    title: 'Ingreso mensual recurrente',
    caption: 'precio mensual de las suscripciones activas, IGV incluido',
  },
  orders: {
    title: 'Órdenes por aprobar',
    caption: 'vouchers que esperan revisión',
  },
  documents: {
    title: 'Comprobantes este mes',
    caption: 'de todos los clientes',
    rejected: (count: string) => `${count} rechazados por SUNAT`,
  },
  tokens: {
    title: 'Tokens gastados este mes',
    caption: (month: string) => `comprobantes emitidos en ${month}`,
  },
} as const;
