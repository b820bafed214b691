import { companySigningMessages, PSE_DESIGNATION_MENU } from '@facturador/contracts';

/** The texts of «Firma» (issue 40); the server's messages come with its answers. */
export const signingMessages = {
  title: 'Firma',
  intro: 'Cada comprobante electrónico lleva una firma digital. Elige quién firma los de esta empresa.',
  legend: '¿Quién firma tus comprobantes?',
  modes: companySigningMessages.modes,
  modeHelp: {
    pse: 'Facturador firma tus comprobantes con su propio certificado digital, como tu Proveedor de Servicios Electrónicos (PSE) ante SUNAT. No necesitas comprar un certificado.',
    own: 'Firmas con el certificado digital de tu empresa (.pfx o .p12) emitido por una entidad acreditada. Súbelo abajo.',
  },
  designationTitle: 'Designa a Facturador como tu PSE en SUNAT',
  designationBeta:
    'En Beta SUNAT (pruebas) puedes emitir desde ya. Para emitir en Producción, SUNAT exige que designes a Facturador como tu PSE:',
  designationProduction: 'Para emitir en Producción, SUNAT exige que designes a Facturador como tu PSE:',
  steps: {
    signIn: 'Entra a SUNAT Operaciones en Línea con tu RUC, usuario y Clave SOL.',
    menu: `Ve a ${PSE_DESIGNATION_MENU.slice(1).join(' › ')}.`,
    provider: (ruc: string, name: string) => `Da de alta como tu PSE al RUC ${ruc} (${name}).`,
  },
  providerMissing:
    'Facturador aún no configuró el certificado con el que firma. Mientras tanto puedes usar tu propio certificado.',
  confirm: 'Ya designé a Facturador como mi PSE en SUNAT Operaciones en Línea',
  confirmedAt: (date: string) => `Confirmaste la designación el ${date}.`,
  unsaved: 'Guarda tu elección para que se aplique a los próximos comprobantes.',
  save: 'Guardar firma',
  loadError: 'No se pudo cargar quién firma tus comprobantes.',
} as const;
