import { PSE_DESIGNATION_MENU } from '@facturador/contracts';

/** The texts of the platform's signing identity in Configuración (issue 40; owner only). */
export const signingIdentityTexts = {
  title: 'Firma de la plataforma como PSE',
  intro: `Con este RUC y este certificado Facturador firma los comprobantes de las empresas que eligen «Facturador firma por ti». Cada empresa nos designa como su Proveedor de Servicios Electrónicos en ${PSE_DESIGNATION_MENU.join(' › ')}.`,
  notConfigured: 'Aún no hay identidad de firma: sube el certificado de la plataforma.',
  loading: 'Cargando la identidad de firma',
  loadError: 'No se pudo cargar la identidad de firma.',
  generated:
    'Es un certificado de prueba que el servidor generó para desarrollo: sube el certificado real de la plataforma antes de emitir en producción.',
  expired:
    'El certificado venció: las empresas que firma Facturador no pueden emitir hasta que subas uno vigente.',
  expiring: (date: string) => `El certificado vence el ${date}: renuévalo antes.`,
  current: {
    ruc: 'RUC',
    businessName: 'Razón social',
    holder: 'Titular del certificado',
    issuer: 'Emitido por',
    notAfter: 'Vence',
  },
  ruc: 'RUC de la plataforma',
  businessName: 'Razón social',
  file: 'Certificado (.pfx o .p12)',
  chooseFile: 'Elegir archivo',
  noFile: 'Ningún archivo elegido: se conserva el certificado actual',
  noFileFirst: 'Ningún archivo elegido',
  password: 'Contraseña del certificado',
  save: 'Guardar identidad de firma',
  savedTitle: 'Identidad de firma guardada',
  writeOnly: 'El certificado y su contraseña se guardan cifrados y nunca se vuelven a mostrar.',
} as const;
