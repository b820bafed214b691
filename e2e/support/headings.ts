import { expect, type Page } from '@playwright/test';

/** The h1 of each page the tests visit, as the remote that owns it writes it. */
export const HEADINGS = {
  home: 'Emite facturas y boletas electrónicas sin complicaciones',
  modules: 'Todos los comprobantes electrónicos de SUNAT en un solo lugar',
  plans: 'Planes en soles, sin costos ocultos',
  faq: 'Preguntas frecuentes',
  contact: 'Hablemos de tu facturación electrónica',
  terms: 'Términos y condiciones',
  cookies: 'Política de cookies',
  privacy: 'Política de privacidad',
  documentLookup: 'Consulta tu comprobante electrónico',
  login: 'Iniciar sesión',
  register: 'Crear cuenta',
  forgotPassword: 'Recuperar contraseña',
  resetPassword: 'Nueva contraseña',
  accountDisabled: 'Cuenta desactivada',
  accountDeleted: 'Cuenta eliminada',
  dashboard: 'Dashboard',
  onboarding: 'Registra tu primera empresa',
  admin: 'Resumen',
  adminReports: 'Reportes',
  forbidden: 'No tienes permiso para ver esta página',
  profile: 'Mi Perfil',
  companies: 'Mis Empresas',
  myPlans: 'Mis Planes y Tokens',
  audit: 'Auditoría',
  adminPlans: 'Planes',
  adminSubscriptions: 'Suscripciones',
  adminUsers: 'Usuarios',
  // Issue 16: Proveedores, Configuración Sistema, Pasarelas de Pago.
  adminProviders: 'Proveedores',
  adminSettings: 'Configuración Sistema',
  adminPaymentGateways: 'Pasarelas de Pago',
  // Issue 18: deployed builds, API instances, health.
  adminSystem: 'Sistema',
} as const;

/**
 * Waits for the page's own h1, so a visit that lands on a 404 or on another page fails.
 * `underModal`: a modal over the page hides it from the accessibility tree, not from view.
 */
export async function expectHeading(page: Page, name: string, { underModal = false } = {}): Promise<void> {
  await expect(
    page.getByRole('heading', { level: 1, name, exact: true, includeHidden: underModal }),
  ).toBeVisible();
}
