/**
 * Spanish texts that both the server answers with and the client shows, written once
 * (SPEC.md §8 where it gives them). The server's message modules and the client's
 * `@facturador/auth-api` messages take them from here.
 */
export const sharedMessages = {
  accountDeleted: 'Tu cuenta ha sido eliminada. Contacta al soporte para recuperarla.',
  accountInactive: 'Tu cuenta está desactivada. Contacta al soporte.',
  accountUnavailable: 'Cuenta no disponible',
  csrfInvalid: 'Token CSRF inválido. Por favor, recarga la página e intenta nuevamente.',
  authTokenRequired: 'Token de autenticación requerido',
  sessionExpired: 'Tu sesión ha expirado',
  userNotFound: 'Tu cuenta ya no existe. Por favor, contacta al soporte si crees que esto es un error.',
  rateLimited: 'Demasiadas peticiones. Por favor, espera un momento antes de continuar.',
  loginRateLimited:
    'Demasiados intentos de login. Por favor, espera unos minutos antes de intentar nuevamente.',
  userCreated: 'El usuario fue creado exitosamente',
  userUpdated: 'El usuario fue actualizado exitosamente',
  userDeleted: 'El usuario fue eliminado exitosamente',
  rolesUpdated: 'Los roles fueron actualizados exitosamente',
  /** Not in SPEC.md: after a password reset, on the server's answer and the login page. */
  passwordReset: 'Tu contraseña fue restablecida. Inicia sesión con la nueva contraseña.',
  /** Not in SPEC.md: a realtime handshake without a usable token, and the client's status badge. */
  notAuthenticated: 'No autenticado',
  internalError: 'Error interno del servidor',
  /** Not in SPEC.md: a 503 while the database cannot be reached (DATABASE_UNAVAILABLE). */
  serviceUnavailable: 'El servicio no está disponible en este momento. Intenta nuevamente en unos segundos.',
} as const;
