import { sharedMessages } from '@facturador/contracts';

/** Every text the shell itself shows. */
export const messages = {
  productName: 'Facturador',
  /** The logo's accessible name where it leads back to the public site. */
  productHome: 'Facturador — inicio',
  defaultTitle: 'Facturador — Facturación electrónica SUNAT',
  remoteUnavailable: {
    title: 'Este módulo no está disponible en este momento',
    body: 'Este módulo no está disponible. El resto de Facturador sigue funcionando; vuelve a intentarlo en unos segundos.',
    retry: 'Reintentar',
  },
  notFound: {
    title: 'Página no encontrada',
    body: 'La dirección que buscas no existe o fue movida.',
    home: 'Volver al inicio',
  },
  forbidden: {
    title: 'No tienes permiso para ver esta página',
    body: 'Tu cuenta no tiene el rol que esta sección requiere. Si crees que es un error, pide acceso a un administrador.',
    home: 'Ir al Dashboard',
    /** Staff reach every admin page but Pasarelas de Pago: asking an administrator makes no sense to one. */
    staffBody: 'Esta sección es solo para el propietario de la plataforma; tu rol no la incluye.',
    staffHome: 'Ir al Resumen',
  },
  serverError: {
    title: sharedMessages.internalError,
    body: 'Algo salió mal al mostrar esta página. Recarga la página o vuelve al inicio.',
    reload: 'Recargar',
  },
  loading: 'Cargando…',
  bootFailure: 'No pudimos cargar la configuración de Facturador. Recarga la página en unos segundos.',
  nav: {
    home: 'Inicio',
    modules: 'Módulos',
    pricing: 'Precios',
    faq: 'Preguntas frecuentes',
    contact: 'Contacto',
    signIn: 'Iniciar sesión',
    signUp: 'Crear cuenta',
    dashboard: 'Dashboard',
    companies: 'Mis Empresas',
    profile: 'Mi Perfil',
    plans: 'Mis Planes y Tokens',
  },
  footer: {
    legal: 'Legal',
    cookies: 'Política de cookies',
    terms: 'Términos y condiciones',
    privacy: 'Política de privacidad',
    support: 'Soporte',
    supportEmail: 'Correo de soporte',
    supportChat: 'WhatsApp de soporte',
    documents: 'Comprobantes',
    documentLookup: 'Consultar un comprobante',
  },
  account: { menu: 'Menú de la cuenta', signOut: 'Cerrar sesión', openMenu: 'Abrir menú' },
  verifyEmail: {
    title: 'Verifica tu email',
    body: (email: string) => `Enviamos un código de 6 dígitos a ${email}. Escríbelo para continuar.`,
  },
  validateAccount: { title: 'Valida tu cuenta' },
  theme: { toDark: 'Cambiar a tema oscuro', toLight: 'Cambiar a tema claro' },
  /** Configuración del sistema's notice to every signed-in user (issue 16). */
  maintenance: { label: 'Aviso del sistema' },
} as const;
