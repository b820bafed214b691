import { sharedMessages, validationMessages } from '@facturador/contracts';

/** SPEC.md §5: re-exported from the shared contracts so both sides show the same words. */
export { validationMessages };

/** SPEC.md §8: every text a user reads from this package, exactly as the spec writes it. */
export const toastTitles = {
  userCreated: 'Usuario creado',
  userUpdated: 'Usuario actualizado',
  rolesUpdated: 'Roles actualizados',
  userDeleted: 'Usuario eliminado',
  profileUpdated: 'Perfil actualizado',
  error: 'Error',
  /** Not in SPEC.md: the title of session notices (forced logout, expiry). */
  session: 'Sesión',
} as const;

export const successMessages = {
  userCreated: sharedMessages.userCreated,
  userUpdated: sharedMessages.userUpdated,
  userDeleted: sharedMessages.userDeleted,
  rolesUpdated: sharedMessages.rolesUpdated,
  profileUpdated: 'El teléfono fue actualizado exitosamente',
} as const;

export const errorMessages = {
  getProfile: 'Error al obtener el perfil del usuario',
  updateProfile: 'Error al actualizar el perfil',
  listUsers: 'Error al obtener la lista de usuarios',
  getUser: 'Error al obtener el usuario',
  createUser: 'Error al crear el usuario',
  updateUser: 'Error al actualizar el usuario',
  updateUserRoles: 'Error al actualizar los roles del usuario',
  deleteUser: 'Error al eliminar el usuario',
  listRoles: 'Error al obtener la lista de roles',
  verifyCode: 'Error al verificar el código',
  validateAccount: 'Error al validar la cuenta',
} as const;

export const statusMessages = {
  accountDeleted: sharedMessages.accountDeleted,
  accountInactive: sharedMessages.accountInactive,
  notLoggedIn: 'Necesitas iniciar sesión',
  verifyEmail: 'Verifica tu email para continuar',
  validateAccount: 'Completa la validación de tu cuenta',
  onboarding: 'Completa la configuración inicial de tu cuenta',
} as const;

/** Not in SPEC.md (§4 lists the badges by meaning only): their Spanish labels. */
export const statusBadges = {
  notLoggedIn: sharedMessages.notAuthenticated,
  accountDeleted: 'Cuenta eliminada',
  accountInactive: 'Cuenta desactivada',
  verifyEmail: 'Email pendiente',
  validateAccount: 'Validación pendiente',
  onboarding: 'Configuración pendiente',
  complete: 'Cuenta completa',
} as const;

export const requestMessages = {
  clientRateLimit: sharedMessages.rateLimited,
  csrfInvalidOnLogin: sharedMessages.csrfInvalid,
  userNotFound: sharedMessages.userNotFound,
  authTokenRequired: sharedMessages.authTokenRequired,
  serverRateLimit: 'Demasiadas peticiones al servidor. Espera unos minutos antes de continuar.',
  authCheckRateLimit: 'Demasiadas verificaciones. Espera unos minutos antes de continuar.',
  sessionExpired: sharedMessages.sessionExpired,
  /** Not in SPEC.md (§4 says only "a message that the session was closed from another device"). */
  forcedLogout: 'Tu sesión fue cerrada desde otro dispositivo.',
  /** Not in SPEC.md: a request that never got an answer. */
  network: 'No se pudo conectar con el servidor. Verifica tu conexión e intenta nuevamente.',
  /** Not in SPEC.md: an error answer that says nothing (a proxy's bare 502, say). */
  unexplained: 'El servidor no pudo atender la solicitud. Intenta nuevamente en unos minutos.',
  /** Not in SPEC.md: an answer that does not have the shape the contract gives it. */
  malformedAnswer: 'El servidor respondió con datos inesperados. Intenta nuevamente en unos minutos.',
} as const;

/** Not in SPEC.md (issue 17): while the API does not answer. */
export const connectivityMessages = {
  banner: 'Sin conexión con el servidor. Reintentando…',
  actionUnavailable: 'Disponible cuando vuelva la conexión con el servidor.',
} as const;

export const emailLoginMessages = {
  invalidCredentials: 'Email o contraseña incorrectos. Verifica tus credenciales e intenta nuevamente.',
  tooManyAttempts: sharedMessages.loginRateLimited,
  fallback: 'Credenciales inválidas',
} as const;

export const googleLoginMessages = {
  accountUnavailable: sharedMessages.accountUnavailable,
  security: 'Error de seguridad. Intenta nuevamente.',
  tooManyAttempts: 'Demasiados intentos. Espera un momento.',
  server: 'Error del servidor. Intenta más tarde.',
  default: 'Ha ocurrido un error inesperado. Por favor, intenta nuevamente.',
} as const;

/**
 * Google sign-in (Firebase) client error codes of SPEC.md §8. The spec gives only the
 * network text and the default; the others are written here.
 */
export const firebaseErrorMessages: Readonly<Record<string, string>> = {
  'auth/popup-blocked':
    'El navegador bloqueó la ventana emergente. Permite las ventanas emergentes e intenta nuevamente.',
  'auth/popup-closed-by-user': 'Cerraste la ventana de inicio de sesión antes de terminar.',
  'auth/cancelled-popup-request': 'Se canceló la solicitud de inicio de sesión. Intenta nuevamente.',
  'auth/network-request-failed': 'Error de conexión. Verifica tu internet e intenta nuevamente.',
  'auth/unauthorized-domain': 'Este dominio no está autorizado para iniciar sesión con Google.',
  'auth/invalid-credential': 'Las credenciales no son válidas. Intenta nuevamente.',
  'auth/account-exists-with-different-credential':
    'Ya existe una cuenta con este email usando otro método de inicio de sesión.',
  'auth/credential-already-in-use': 'Esta credencial ya está asociada a otra cuenta.',
  'auth/operation-not-allowed': 'El inicio de sesión con Google no está habilitado.',
  'auth/too-many-requests': 'Demasiados intentos. Espera un momento e intenta nuevamente.',
  'auth/user-disabled': 'Esta cuenta ha sido deshabilitada. Contacta al soporte.',
  'auth/user-not-found': 'No existe una cuenta con este email.',
  'auth/wrong-password': 'La contraseña es incorrecta.',
  'auth/weak-password': 'La contraseña es demasiado débil.',
  'auth/email-already-in-use': 'Este email ya está registrado.',
  'auth/invalid-email': 'El email no es válido.',
  'auth/missing-email': 'Falta el email de la cuenta de Google.',
  'auth/internal-error': 'Error interno del servicio de autenticación. Intenta nuevamente.',
  'auth/invalid-api-key': 'La configuración de inicio de sesión con Google no es válida.',
};

export function firebaseErrorMessage(code: string | undefined): string {
  return (code && firebaseErrorMessages[code]) || googleLoginMessages.default;
}

/** SPEC.md §2: navigation labels. */
export const menuLabels = {
  dashboard: 'Dashboard',
  companies: 'Mis Empresas',
  /** Not in SPEC.md's menu (issue 29): issue, list and follow electronic documents. */
  documents: 'Comprobantes',
  profile: 'Mi Perfil',
  plans: 'Mis Planes y Tokens',
  adminGroup: 'Administración',
  /** Not in SPEC.md's menu: the overview at /app/admin, which the group otherwise never links. */
  adminOverview: 'Resumen',
  users: 'Usuarios',
  adminPlans: 'Planes',
  subscriptions: 'Suscripciones',
  reports: 'Reportes',
  providers: 'Proveedores',
  settings: 'Configuración Sistema',
  paymentGateways: 'Pasarelas de Pago',
  /** Not in SPEC.md's menu (issue 16). */
  audit: 'Auditoría',
  /** Not in SPEC.md's menu (issue 18): deployed builds, API instances and health. */
  system: 'Sistema',
} as const;
