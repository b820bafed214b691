/** Configuración Sistema's texts (issue 16); validation texts come from the contracts. */
export const settingsMessages = {
  title: 'Configuración Sistema',
  description:
    'Lo que el producto usa mientras funciona. Un cambio rige al instante y se ve en todas las pestañas abiertas.',
  loadError: 'No se pudo cargar la configuración.',
  loading: 'Cargando la configuración',
  save: 'Guardar cambios',
  saving: 'Guardando…',
  savedTitle: 'Configuración guardada',
  support: {
    title: 'Soporte',
    email: 'Correo de soporte',
    whatsapp: 'WhatsApp de soporte',
    whatsappHelp: 'Número internacional, solo dígitos (por ejemplo 51987654321)',
  },
  billing: {
    title: 'Facturación y cuentas',
    igv: 'Tasa de IGV (%)',
    igvHelp: 'Los precios incluyen IGV; el desglose usa esta tasa',
    registrationOpen: 'Registro de nuevas cuentas abierto',
    registrationHelp: 'Cerrado, /register y el registro con Google lo explican y no crean cuentas',
    trialTokens: 'Tokens de la prueba gratuita',
    trialHelp: 'Solo si el plan por defecto es gratuito. Vacío: la cuota del propio plan',
    receiptIssuerRuc: 'RUC que emite los comprobantes de las compras',
    receiptIssuerHelp:
      'Una empresa registrada aquí, con certificado, usuario SOL y series B y F activas. Vacío: las compras esperan su comprobante',
  },
  maintenance: {
    title: 'Aviso de mantenimiento',
    notice: 'Aviso para los usuarios con sesión iniciada',
    help: 'Vacío: no se muestra ningún aviso',
  },
  payment: {
    title: 'Datos para pagos con voucher',
    intro: 'Los clientes que pagan por transferencia o Yape ven estos datos.',
    bankName: 'Banco',
    accountHolder: 'Titular de la cuenta',
    accountNumber: 'Número de cuenta',
    cci: 'CCI (20 dígitos)',
    yapeHolder: 'Titular de Yape',
    yapePhone: 'Número de Yape',
  },
} as const;
