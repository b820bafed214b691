import { z } from 'zod';
import {
  authRegisterResponseSchema,
  csrfTokenResponseSchema,
  forgotPasswordRequestSchema,
  googleLoginRequestSchema,
  registerResponseSchema,
  resetPasswordRequestSchema,
} from './api/account.ts';
import {
  googleLoginErrorSchema,
  loginRequestSchema,
  refreshHeadersSchema,
  registerRequestSchema,
  resendCodeRequestSchema,
  tokenPairResponseSchema,
  verifyEmailRequestSchema,
} from './api/auth.ts';
import {
  adminOverviewResponseSchema,
  adminReportsResponseSchema,
  reportCsvSchema,
  reportExportQuerySchema,
  reportQuerySchema,
} from './api/admin-insights.ts';
import {
  auditCsvSchema,
  auditExportQuerySchema,
  auditListQuerySchema,
  auditListResponseSchema,
} from './api/audit.ts';
import {
  adminGatewayListResponseSchema,
  adminGatewayResponseSchema,
  gatewayParamsSchema,
  saveGatewayRequestSchema,
} from './api/admin/payment-gateways.ts';
import {
  adminProviderListResponseSchema,
  adminProviderResponseSchema,
  providerInputSchema,
  providerParamsSchema,
  providerTestRequestSchema,
  providerTestResponseSchema,
} from './api/admin/providers.ts';
import { operationsStatusResponseSchema } from './api/admin/operations.ts';
import {
  platformSigningIdentityRequestSchema,
  platformSigningIdentityResponseSchema,
} from './api/admin/signing-identity.ts';
import { companySigningRequestSchema, companySigningResponseSchema } from './api/company-signing.ts';
import { productionSwitchRequestSchema } from './api/going-to-production.ts';
import { solTestResponseSchema } from './api/sol-connection-test.ts';
import { expiringCertificatesResponseSchema } from './api/admin/expiring-certificates.ts';
import {
  publicSettingsResponseSchema,
  systemSettingsRequestSchema,
  systemSettingsResponseSchema,
} from './api/admin/system-settings.ts';
import { providerListResponseSchema, ubigeoCatalogResponseSchema } from './api/catalogs.ts';
import { rucLookupParamsSchema, rucLookupResponseSchema } from './api/ruc-padron.ts';
import { documentsMonthResponseSchema } from './documents/documents-month.ts';
import { seriesStatusQuerySchema, seriesStatusResponseSchema } from './documents/series-status.ts';
import {
  ARCHIVE_MAX_DOCUMENTS,
  DOCUMENT_EXPORT_MAX_ROWS,
  documentArchiveQuerySchema,
  documentFileAnswerSchema,
  documentTotalsResponseSchema,
  documentXmlAnswerSchema,
} from './documents/document-exports.ts';
import {
  documentDetailResponseSchema,
  idempotencyHeadersSchema,
  igvRegimeRequestSchema,
  igvRegimeResponseSchema,
  noteFromDocumentRequestSchema,
  summaryListQuerySchema,
  summaryListResponseSchema,
  summaryResponseSchema,
  voidDocumentRequestSchema,
} from './documents/document-api.ts';
import { documentInputSchema } from './documents/document-input.ts';
import { advanceListQuerySchema, advanceListResponseSchema } from './documents/document-advances.ts';
import { documentValidationResponseSchema } from './documents/document-validation.ts';
import {
  catalogueCustomerInputSchema,
  catalogueCustomerListResponseSchema,
  catalogueCustomerResponseSchema,
  catalogueListQuerySchema,
} from './documents/catalogue-customers.ts';
import { catalogueImportRequestSchema, catalogueImportResponseSchema } from './documents/catalogue-import.ts';
import {
  catalogueDriverInputSchema,
  catalogueDriverListResponseSchema,
  catalogueDriverResponseSchema,
  catalogueVehicleInputSchema,
  catalogueVehicleListResponseSchema,
  catalogueVehicleResponseSchema,
} from './documents/catalogue-transport.ts';
import {
  catalogueProductInputSchema,
  catalogueProductListQuerySchema,
  catalogueProductListResponseSchema,
  catalogueProductResponseSchema,
} from './documents/catalogue-products.ts';
import {
  apiKeyListResponseSchema,
  apiKeyResponseSchema,
  createApiKeyRequestSchema,
  createdApiKeyResponseSchema,
} from './api/api-keys.ts';
import {
  webhookDeliveryListResponseSchema,
  webhookDeliveryResponseSchema,
  webhookInputSchema,
  webhookListResponseSchema,
  webhookResponseSchema,
  webhookWithSecretResponseSchema,
} from './api/webhooks.ts';
import {
  bulkCsvUploadSchema,
  bulkJobResponseSchema,
  bulkPreviewResponseSchema,
} from './documents/bulk-issue.ts';
import {
  otherCpeAgentResponseSchema,
  otherCpeAgentSchema,
  otherDocumentEmailsResponseSchema,
  otherDocumentListQuerySchema,
  otherDocumentListResponseSchema,
  otherDocumentResponseSchema,
  reversionResponseSchema,
} from './documents/other-documents-api.ts';
import { listadoFiltersSchema, listadoQuerySchema, listadoResponseSchema } from './documents/listado.ts';
import {
  retentionPerceptionInputSchema,
  reversionInputSchema,
} from './documents/retention-perception-input.ts';
import {
  despatchDetailResponseSchema,
  despatchListQuerySchema,
  despatchListResponseSchema,
  greCredentialsRequestSchema,
  greCredentialsResponseSchema,
  greTestResponseSchema,
} from './documents/despatch-api.ts';
import { despatchInputSchema } from './documents/despatch-input.ts';
import {
  documentEmailRequestSchema,
  documentEmailResponseSchema,
  documentLookupRequestSchema,
  documentLookupResponseSchema,
  printedQuerySchema,
  publicDownloadParamsSchema,
  publicPrintedQuerySchema,
} from './documents/document-delivery.ts';
import {
  adjustTokensRequestSchema,
  adminOrderListQuerySchema,
  adminOrderListResponseSchema,
  adminPlanListResponseSchema,
  adminPlanResponseSchema,
  adminSubscriptionListQuerySchema,
  adminSubscriptionListResponseSchema,
  adminSubscriptionResponseSchema,
  adminTokenPackListResponseSchema,
  adminTokenPackResponseSchema,
  cancelSubscriptionRequestSchema,
  changePlanRequestSchema,
  extendRenewalRequestSchema,
  planInputSchema,
  tokenPackInputSchema,
  voucherFileResponseSchema,
} from './api/billing-admin.ts';
import {
  billingIdParamsSchema,
  billingPlanListResponseSchema,
  chargeOrderRequestSchema,
  createOrderRequestSchema,
  ledgerCsvSchema,
  ledgerListResponseSchema,
  ledgerQuerySchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderResponseSchema,
  paymentStartResponseSchema,
  receiptParamsSchema,
  rejectOrderRequestSchema,
  sandboxCheckoutParamsSchema,
  sandboxCheckoutRequestSchema,
  subscriptionResponseSchema,
  tokenPackListResponseSchema,
  voucherUploadRequestSchema,
} from './api/billing.ts';
import {
  certificateUploadRequestSchema,
  changeMemberRoleRequestSchema,
  companyListResponseSchema,
  companyResponseSchema,
  createCompanyRequestSchema,
  createEstablishmentRequestSchema,
  createSeriesRequestSchema,
  credentialsResponseSchema,
  establishmentListResponseSchema,
  establishmentResponseSchema,
  inviteMemberRequestSchema,
  inviteMemberResponseSchema,
  logoUploadRequestSchema,
  memberListResponseSchema,
  memberResponseSchema,
  onboardingRequestSchema,
  onboardingResponseSchema,
  seriesListResponseSchema,
  seriesResponseSchema,
  solCredentialsRequestSchema,
  updateCompanyRequestSchema,
  updateEstablishmentRequestSchema,
  updateSeriesRequestSchema,
} from './api/companies.ts';
import { serverProfileSchema } from './api/profile.ts';
import { contactRequestSchema, contactResponseSchema, plansResponseSchema } from './api/public-site.ts';
import {
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  deleteAccountRequestSchema,
  securityActivityResponseSchema,
} from './api/security.ts';
import {
  logoutOthersResponseSchema,
  renameSessionRequestSchema,
  secureLogoutRequestSchema,
  securityVerificationRequestSchema,
  sessionIdParamsSchema,
  sessionListResponseSchema,
  sessionResponseSchema,
} from './api/sessions.ts';
import {
  adminCreateUserRequestSchema,
  adminUpdateUserRequestSchema,
  adminUserDetailResponseSchema,
  adminUserResponseSchema,
  endUserSessionsResponseSchema,
  messageResponseSchema,
  rolesResponseSchema,
  updateProfileRequestSchema,
  updateRolesRequestSchema,
  userIdParamsSchema,
  userListQuerySchema,
  userListResponseSchema,
  userResponseSchema,
  validateAccountRequestSchema,
} from './api/users.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API call: its method, its path (`:name` marks a path parameter, as Fastify writes it)
 * and the contract's schemas of what it takes and answers. The client sends and parses
 * through these; an answer that does not match `answer` never reaches a component.
 */
export interface Endpoint {
  method: HttpMethod;
  path: string;
  /** The path parameters, when one is checked beyond being text; otherwise each `:name` is a string. */
  params?: z.ZodType;
  /** Request headers the call checks (the server validates them; the client sends them as given). */
  headers?: z.ZodType;
  body?: z.ZodType;
  query?: z.ZodType;
  answer: z.ZodType;
  /**
   * A sign-in call (login, Google, register, refresh, logout): a 401 keeps the server's
   * message and never triggers a token refresh.
   */
  authEntry?: boolean;
  /** The OpenAPI operation's one-line summary, in Spanish, and the tag that groups it. */
  summary?: string;
  tag?: string;
  /** The success status when it is not 200 (201 created, 202 accepted); a list when it varies. */
  status?: SuccessStatus | readonly SuccessStatus[];
  /**
   * The failures the call answers itself (404, 409…) in the error shape, besides the ones the
   * server's shared machinery adds to every route (docs/decisions/0061); a pair gives the failure
   * its own description, or its own answer shape.
   */
  failures?: readonly EndpointFailure[];
}

/** A success status an endpoint may declare. */
export type SuccessStatus = 200 | 201 | 202;

/** A failure status, or the status with its description or its own answer shape. */
export type EndpointFailure = number | readonly [status: number, own: string | z.ZodType];

const define = <const E extends Endpoint>(endpoint: E): E => endpoint;

/** The path parameters a path template names: `/users/:id` → `{ id: string }`. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

/** What a caller gives for an endpoint: exactly the parts it declares. */
export type EndpointInput<E extends Endpoint> = (E['body'] extends z.ZodType
  ? { body: z.input<E['body']> }
  : { body?: never }) &
  (E['query'] extends z.ZodType ? { query?: z.input<E['query']> } : { query?: never }) &
  (keyof PathParams<E['path']> extends never ? { params?: never } : { params: PathParams<E['path']> }) & {
    headers?: Record<string, string>;
  };

/** What an endpoint answers, once parsed. */
export type EndpointAnswer<E extends Endpoint> = z.output<E['answer']>;

/** SPEC.md §7, and the calls ARCHITECTURE.md and the public site add: every call, once. */
export const endpoints = {
  csrfToken: define({
    method: 'GET',
    path: '/csrf/token',
    answer: csrfTokenResponseSchema,
    summary: 'Token CSRF: se envía en X-CSRF-Token en cada POST, PUT, PATCH y DELETE',
    tag: 'csrf',
  }),

  getProfile: define({
    method: 'GET',
    path: '/users/profile',
    answer: serverProfileSchema,
    summary: 'Perfil del usuario autenticado',
    tag: 'perfil',
    failures: [401],
  }),
  updateProfile: define({
    method: 'PATCH',
    path: '/users/profile',
    body: updateProfileRequestSchema,
    answer: messageResponseSchema.extend(userResponseSchema.pick({ user: true }).shape),
    summary: 'Actualizar el propio perfil (nunca roles, estado ni email)',
    tag: 'perfil',
    failures: [400, 401, 409],
  }),
  validateAccount: define({
    method: 'POST',
    path: '/users/validate-account',
    body: validateAccountRequestSchema,
    answer: userResponseSchema,
    summary: 'Validar la cuenta con DNI (8 dígitos) o CE (9 a 12)',
    tag: 'perfil',
    failures: [400, 401, 409],
  }),

  listUsers: define({
    method: 'GET',
    path: '/users',
    query: userListQuerySchema,
    answer: userListResponseSchema,
    summary: 'Listar usuarios (paginado, con búsqueda y filtros)',
    tag: 'administración',
    failures: [400, 401, 403, 404, 409],
  }),
  getUser: define({
    method: 'GET',
    path: '/users/:id',
    params: userIdParamsSchema,
    answer: adminUserDetailResponseSchema,
    summary: 'Un usuario, por publicId, con sus empresas, suscripción y sesiones activas',
    tag: 'administración',
    failures: [400, 401, 403, 404, 409],
  }),
  createUser: define({
    method: 'POST',
    path: '/users/admin/create',
    body: adminCreateUserRequestSchema,
    answer: adminUserResponseSchema,
    summary: 'Crear un usuario',
    tag: 'administración',
    status: 201,
    failures: [400, 401, 403, 404, 409],
  }),
  updateUser: define({
    method: 'PATCH',
    path: '/users/:id',
    params: userIdParamsSchema,
    body: adminUpdateUserRequestSchema,
    answer: adminUserResponseSchema,
    summary: 'Actualizar un usuario (incluye isActive)',
    tag: 'administración',
    failures: [400, 401, 403, 404, 409],
  }),
  updateUserRoles: define({
    method: 'PATCH',
    path: '/users/:id/roles',
    params: userIdParamsSchema,
    body: updateRolesRequestSchema,
    answer: adminUserResponseSchema,
    summary: 'Cambiar los roles de un usuario',
    tag: 'administración',
    failures: [400, 401, 403, 404, 409],
  }),
  deleteUser: define({
    method: 'DELETE',
    path: '/users/:id',
    params: userIdParamsSchema,
    answer: messageResponseSchema,
    summary: 'Eliminar un usuario (borrado lógico)',
    tag: 'administración',
    failures: [400, 401, 403, 404, 409],
  }),
  listRoles: define({
    method: 'GET',
    path: '/users/admin/roles',
    answer: rolesResponseSchema,
    summary: 'Roles que se pueden asignar',
    tag: 'administración',
    failures: [400, 401, 403, 404, 409],
  }),
  restoreUser: define({
    method: 'POST',
    path: '/users/:id/restore',
    params: userIdParamsSchema,
    answer: adminUserResponseSchema,
    summary: 'Restaurar una cuenta eliminada',
    tag: 'administración',
    failures: [401, 403, 404, 409],
  }),
  endUserSessions: define({
    method: 'POST',
    path: '/users/:id/sessions/logout-all',
    params: userIdParamsSchema,
    answer: endUserSessionsResponseSchema,
    summary: 'Cerrar todas las sesiones de un usuario',
    tag: 'administración',
    failures: [401, 403, 404, 409],
  }),

  registerUser: define({
    method: 'POST',
    path: '/users/register',
    body: registerRequestSchema,
    answer: registerResponseSchema,
    authEntry: true,
    summary: 'Crear una cuenta y enviar el código de verificación',
    tag: 'cuenta',
    status: 201,
    failures: [403, 409],
  }),
  verifyEmail: define({
    method: 'POST',
    path: '/users/verify-email',
    body: verifyEmailRequestSchema,
    answer: userResponseSchema,
    // Also a guest's call, right after registering: it never refreshes a session.
    authEntry: true,
    summary: 'Verificar el email con el código de 6 dígitos',
    tag: 'cuenta',
    failures: [400],
  }),
  resendCode: define({
    method: 'POST',
    path: '/users/resend-code',
    body: resendCodeRequestSchema,
    answer: messageResponseSchema,
    summary: 'Reenviar el código de verificación (uno por minuto, cinco por hora)',
    tag: 'cuenta',
    failures: [429],
  }),

  login: define({
    method: 'POST',
    path: '/auth/login',
    body: loginRequestSchema,
    answer: tokenPairResponseSchema,
    authEntry: true,
    summary: 'Iniciar sesión con email y contraseña',
    tag: 'auth',
    failures: [400, 401, 429],
  }),
  googleLogin: define({
    method: 'POST',
    path: '/auth/google',
    body: googleLoginRequestSchema,
    answer: tokenPairResponseSchema,
    authEntry: true,
    summary: 'Iniciar sesión con Google (token de Firebase)',
    tag: 'auth',
    failures: [[400, googleLoginErrorSchema], 401, 403, 503],
  }),
  registerAndSignIn: define({
    method: 'POST',
    path: '/auth/register',
    body: registerRequestSchema,
    answer: authRegisterResponseSchema,
    authEntry: true,
    summary: 'Crear una cuenta e iniciar sesión',
    tag: 'auth',
    status: 201,
    failures: [403, 409],
  }),
  refresh: define({
    method: 'POST',
    path: '/auth/refresh',
    headers: refreshHeadersSchema,
    answer: tokenPairResponseSchema,
    authEntry: true,
    summary: 'Renovar los tokens (token de actualización en X-Refresh-Token)',
    tag: 'auth',
    failures: [400, 401],
  }),
  logout: define({
    method: 'POST',
    path: '/auth/logout',
    answer: messageResponseSchema,
    authEntry: true,
    summary: 'Cerrar la sesión actual',
    tag: 'auth',
    failures: [401],
  }),
  forgotPassword: define({
    method: 'POST',
    path: '/auth/forgot-password',
    body: forgotPasswordRequestSchema,
    answer: messageResponseSchema,
    authEntry: true,
    summary: 'Enviar un enlace para restablecer la contraseña (misma respuesta exista o no el email)',
    tag: 'auth',
    failures: [400],
  }),
  resetPassword: define({
    method: 'POST',
    path: '/auth/reset-password',
    body: resetPasswordRequestSchema,
    answer: messageResponseSchema,
    authEntry: true,
    summary: 'Elegir una nueva contraseña con el token del enlace',
    tag: 'auth',
    failures: [400],
  }),

  listSessions: define({
    method: 'GET',
    path: '/auth/sessions',
    answer: sessionListResponseSchema,
    summary: 'Sesiones abiertas',
    tag: 'sesiones',
    failures: [400, 401, 404],
  }),
  getSession: define({
    method: 'GET',
    path: '/auth/sessions/:id',
    params: sessionIdParamsSchema,
    answer: sessionResponseSchema,
    summary: 'Una sesión propia',
    tag: 'sesiones',
    failures: [400, 401, 404],
  }),
  renameSession: define({
    method: 'POST',
    path: '/auth/sessions/:id/rename',
    params: sessionIdParamsSchema,
    body: renameSessionRequestSchema,
    answer: sessionResponseSchema,
    summary: 'Renombrar una sesión',
    tag: 'sesiones',
    failures: [400, 401, 404],
  }),
  requestSecurityVerification: define({
    method: 'POST',
    path: '/auth/security/request-verification',
    body: securityVerificationRequestSchema,
    answer: messageResponseSchema,
    summary: 'Enviar un código de seguridad al email',
    tag: 'sesiones',
    failures: [400, 401, 404],
  }),
  logoutSessionSecure: define({
    method: 'POST',
    path: '/auth/sessions/:id/logout-secure',
    params: sessionIdParamsSchema,
    body: secureLogoutRequestSchema,
    answer: messageResponseSchema,
    summary: 'Cerrar una sesión confirmando con el código de seguridad',
    tag: 'sesiones',
    failures: [400, 401, 404],
  }),
  logoutSession: define({
    method: 'POST',
    path: '/auth/sessions/:id/logout',
    params: sessionIdParamsSchema,
    answer: messageResponseSchema,
    summary: 'Cerrar una sesión',
    tag: 'sesiones',
    failures: [400, 401, 404],
  }),
  logoutOtherSessions: define({
    method: 'POST',
    path: '/auth/sessions/logout-others',
    answer: logoutOthersResponseSchema,
    summary: 'Cerrar las demás sesiones',
    tag: 'sesiones',
    failures: [400, 401, 404],
  }),

  changePassword: define({
    method: 'POST',
    path: '/auth/change-password',
    body: changePasswordRequestSchema,
    answer: changePasswordResponseSchema,
    summary: 'Cambiar la contraseña (cierra las demás sesiones)',
    tag: 'seguridad',
    failures: [400, 429],
  }),
  securityActivity: define({
    method: 'GET',
    path: '/auth/security/activity',
    answer: securityActivityResponseSchema,
    summary: 'Actividad reciente de la cuenta (últimos 20 eventos de seguridad)',
    tag: 'seguridad',
  }),
  deleteAccount: define({
    method: 'DELETE',
    path: '/users/profile',
    body: deleteAccountRequestSchema,
    answer: messageResponseSchema,
    summary: 'Eliminar la propia cuenta (borrado lógico, se recupera con soporte)',
    tag: 'perfil',
    failures: [400, 401, 409, 429],
  }),

  listCompanies: define({
    method: 'GET',
    path: '/companies',
    answer: companyListResponseSchema,
    summary: 'Empresas de las que el usuario es miembro, con su rol y el aviso del certificado',
    tag: 'empresas',
    failures: [401],
  }),
  onboard: define({
    method: 'POST',
    path: '/companies/onboarding',
    body: onboardingRequestSchema,
    answer: onboardingResponseSchema,
    summary: 'Registrar la primera empresa (RUC con dígito verificador) y completar la configuración inicial',
    tag: 'empresas',
    status: 201,
    failures: [400, 401, 403, 409],
  }),

  // Mis Planes y Tokens (issue 15): the subscription, orders, payments and the token ledger.
  getSubscription: define({
    method: 'GET',
    path: '/billing/subscription',
    answer: subscriptionResponseSchema,
    summary: 'Mi suscripción: plan, estado, periodo, tokens y uso de cada límite',
    tag: 'planes',
    failures: [404],
  }),
  listBillingPlans: define({
    method: 'GET',
    path: '/billing/plans',
    answer: billingPlanListResponseSchema,
    summary: 'Planes a la venta con sus límites (los mismos de /plans)',
    tag: 'planes',
  }),
  listTokenPacks: define({
    method: 'GET',
    path: '/billing/token-packs',
    answer: tokenPackListResponseSchema,
    summary: 'Paquetes de tokens a la venta',
    tag: 'planes',
  }),
  listOrders: define({
    method: 'GET',
    path: '/billing/orders',
    query: orderListQuerySchema,
    answer: orderListResponseSchema,
    summary: 'Mis órdenes, de la más reciente a la más antigua',
    tag: 'planes',
  }),
  getOrder: define({
    method: 'GET',
    path: '/billing/orders/:id',
    params: billingIdParamsSchema,
    answer: orderResponseSchema,
    summary: 'Una orden propia',
    tag: 'planes',
    failures: [404],
  }),
  createOrder: define({
    method: 'POST',
    path: '/billing/orders',
    body: createOrderRequestSchema,
    answer: orderResponseSchema,
    summary: 'Crear una orden: cambio de plan o paquete de tokens, por pasarela o voucher',
    tag: 'planes',
    failures: [404, 409],
  }),
  /** The purchase's comprobante (issue 28): `file` is pdf or xml; a download, not JSON. */
  downloadOrderReceipt: define({
    method: 'GET',
    path: '/billing/orders/:id/receipt/:file',
    params: receiptParamsSchema,
    answer: z.unknown().describe('PDF o XML del comprobante'),
    summary: 'Descargar el comprobante de una compra (PDF en A4 o XML firmado)',
    tag: 'planes',
    failures: [404],
  }),
  startOrderPayment: define({
    method: 'POST',
    path: '/billing/orders/:id/pay',
    params: billingIdParamsSchema,
    answer: paymentStartResponseSchema,
    summary: 'Iniciar el pago de una orden en la pasarela (lo que el navegador necesita para pagar)',
    tag: 'planes',
    failures: [404, 409],
  }),
  chargeOrder: define({
    method: 'POST',
    path: '/billing/orders/:id/charge',
    params: billingIdParamsSchema,
    body: chargeOrderRequestSchema,
    answer: orderResponseSchema,
    summary: 'Cobrar una orden con el token de Culqi Checkout',
    tag: 'planes',
    failures: [404, 409],
  }),
  // Development and tests only: the sandbox gateway's simulated checkout.
  completeSandboxCheckout: define({
    method: 'POST',
    path: '/billing/sandbox/checkout/:reference',
    params: sandboxCheckoutParamsSchema,
    body: sandboxCheckoutRequestSchema,
    answer: orderResponseSchema,
    summary: 'Completar el pago simulado de la pasarela de pruebas (solo en desarrollo)',
    tag: 'planes',
    failures: [404, 409],
  }),
  uploadOrderVoucher: define({
    method: 'POST',
    path: '/billing/orders/:id/voucher',
    params: billingIdParamsSchema,
    body: voucherUploadRequestSchema,
    answer: orderResponseSchema,
    summary: 'Subir el voucher de una transferencia o Yape (PNG, JPEG o PDF, hasta 5 MB)',
    tag: 'planes',
    failures: [404, 409, 413, 415],
  }),
  listLedger: define({
    method: 'GET',
    path: '/billing/ledger',
    query: ledgerQuerySchema,
    answer: ledgerListResponseSchema,
    summary: 'Movimientos de tokens, del más reciente al más antiguo',
    tag: 'planes',
  }),
  exportLedgerCsv: define({
    method: 'GET',
    path: '/billing/ledger/export',
    answer: ledgerCsvSchema.describe('CSV con encabezados en español'),
    summary: 'Movimientos de tokens en CSV (UTF-8 con BOM)',
    tag: 'planes',
  }),
  approveOrder: define({
    method: 'POST',
    path: '/billing/admin/orders/:id/approve',
    params: billingIdParamsSchema,
    answer: orderResponseSchema,
    summary: 'Aprobar el voucher de una orden: se paga una sola vez',
    tag: 'planes',
    failures: [404, 409],
  }),
  rejectOrder: define({
    method: 'POST',
    path: '/billing/admin/orders/:id/reject',
    params: billingIdParamsSchema,
    body: rejectOrderRequestSchema,
    answer: orderResponseSchema,
    summary: 'Rechazar el voucher de una orden con un motivo que el cliente lee',
    tag: 'planes',
    failures: [404, 409],
  }),
  // Sistema (issue 18): each app's live build, the tabs on it, API instances, health, releases.
  operationsStatus: define({
    method: 'GET',
    path: '/admin/operations',
    answer: operationsStatusResponseSchema,
    summary:
      'Sistema: versión publicada de cada aplicación y pestañas que la usan, instancias de la API, salud de la base de datos y Redis, historial de publicaciones',
    tag: 'administración',
    failures: [401, 403],
  }),
  // Resumen and Reportes of the admin area (issue 16): admins only; dates are Lima's.
  adminOverview: define({
    method: 'GET',
    path: '/admin/overview',
    answer: adminOverviewResponseSchema,
    summary: 'Resumen: usuarios, suscripciones activas, ingreso mensual recurrente, órdenes y tokens del mes',
    tag: 'administración',
    failures: [400, 401, 403],
  }),
  adminReports: define({
    method: 'GET',
    path: '/admin/reports',
    query: reportQuerySchema,
    answer: adminReportsResponseSchema,
    summary:
      'Reportes de un rango de fechas (hora de Lima): usuarios nuevos, suscripciones, ingresos y tokens',
    tag: 'administración',
    failures: [400, 401, 403],
  }),
  exportAdminReport: define({
    method: 'GET',
    path: '/admin/reports/export',
    query: reportExportQuerySchema,
    answer: reportCsvSchema.describe('CSV con encabezados en español'),
    summary: 'Un reporte en CSV (UTF-8 con BOM), con las filas que muestra su gráfico',
    tag: 'administración',
    failures: [400, 401, 403],
  }),
  // Issue 40: companies whose own certificate expires within 30 days (or has expired).
  adminExpiringCertificates: define({
    method: 'GET',
    path: '/admin/reports/certificates',
    answer: expiringCertificatesResponseSchema,
    summary:
      'Empresas activas cuyo certificado digital venció o vence en los próximos 30 días, del más próximo al más lejano',
    tag: 'administración',
    failures: [401, 403],
  }),
  // Admin area, Planes and Suscripciones (issue 16): the catalogue and every subscription.
  listAdminPlans: define({
    method: 'GET',
    path: '/billing/admin/plans',
    answer: adminPlanListResponseSchema,
    summary: 'Todos los planes (visibles, ocultos y archivados) con sus suscriptores',
    tag: 'planes',
  }),
  createPlan: define({
    method: 'POST',
    path: '/billing/admin/plans',
    body: planInputSchema,
    answer: adminPlanResponseSchema,
    summary: 'Crear un plan (marcarlo por defecto quita la marca al anterior)',
    tag: 'planes',
    failures: [404, 409],
  }),
  updatePlan: define({
    method: 'PATCH',
    path: '/billing/admin/plans/:id',
    params: billingIdParamsSchema,
    body: planInputSchema,
    answer: adminPlanResponseSchema,
    summary: 'Editar un plan; siempre hay exactamente un plan por defecto',
    tag: 'planes',
    failures: [404, 409],
  }),
  archivePlan: define({
    method: 'POST',
    path: '/billing/admin/plans/:id/archive',
    params: billingIdParamsSchema,
    answer: adminPlanResponseSchema,
    summary: 'Archivar un plan: deja de venderse; quien lo tiene lo conserva',
    tag: 'planes',
    failures: [404, 409],
  }),
  restorePlan: define({
    method: 'POST',
    path: '/billing/admin/plans/:id/restore',
    params: billingIdParamsSchema,
    answer: adminPlanResponseSchema,
    summary: 'Restaurar un plan archivado',
    tag: 'planes',
    failures: [404, 409],
  }),
  deletePlan: define({
    method: 'DELETE',
    path: '/billing/admin/plans/:id',
    params: billingIdParamsSchema,
    answer: messageResponseSchema,
    summary: 'Eliminar un plan que nadie usó nunca (con suscriptores u órdenes se archiva)',
    tag: 'planes',
    failures: [404, 409],
  }),
  listAdminTokenPacks: define({
    method: 'GET',
    path: '/billing/admin/token-packs',
    answer: adminTokenPackListResponseSchema,
    summary: 'Todos los paquetes de tokens, a la venta o no',
    tag: 'planes',
  }),
  createTokenPack: define({
    method: 'POST',
    path: '/billing/admin/token-packs',
    body: tokenPackInputSchema,
    answer: adminTokenPackResponseSchema,
    summary: 'Crear un paquete de tokens',
    tag: 'planes',
  }),
  updateTokenPack: define({
    method: 'PATCH',
    path: '/billing/admin/token-packs/:id',
    params: billingIdParamsSchema,
    body: tokenPackInputSchema,
    answer: adminTokenPackResponseSchema,
    summary: 'Editar un paquete de tokens (ocultarlo lo retira de la venta; las órdenes lo conservan)',
    tag: 'planes',
    failures: [404],
  }),
  listAdminSubscriptions: define({
    method: 'GET',
    path: '/billing/admin/subscriptions',
    query: adminSubscriptionListQuerySchema,
    answer: adminSubscriptionListResponseSchema,
    summary: 'Suscripciones de todos los clientes, con filtros por estado y plan',
    tag: 'planes',
  }),
  extendRenewal: define({
    method: 'POST',
    path: '/billing/admin/subscriptions/:id/extend',
    params: billingIdParamsSchema,
    body: extendRenewalRequestSchema,
    answer: adminSubscriptionResponseSchema,
    summary: 'Extender la fecha de renovación (una vencida vuelve a estar activa)',
    tag: 'planes',
    failures: [400, 404, 409],
  }),
  changeSubscriptionPlan: define({
    method: 'POST',
    path: '/billing/admin/subscriptions/:id/plan',
    params: billingIdParamsSchema,
    body: changePlanRequestSchema,
    answer: adminSubscriptionResponseSchema,
    summary: 'Cambiar el plan: empieza un periodo nuevo con la cuota completa del plan elegido',
    tag: 'planes',
    failures: [404, 409],
  }),
  cancelSubscription: define({
    method: 'POST',
    path: '/billing/admin/subscriptions/:id/cancel',
    params: billingIdParamsSchema,
    body: cancelSubscriptionRequestSchema,
    answer: adminSubscriptionResponseSchema,
    summary: 'Cancelar una suscripción',
    tag: 'planes',
    failures: [404, 409],
  }),
  adjustTokens: define({
    method: 'POST',
    path: '/billing/admin/subscriptions/:id/tokens',
    params: billingIdParamsSchema,
    body: adjustTokensRequestSchema,
    answer: adminSubscriptionResponseSchema,
    summary: 'Otorgar (positivo) o retirar (negativo) tokens con un motivo; nunca por debajo de cero',
    tag: 'planes',
    failures: [404, 409],
  }),
  listAdminOrders: define({
    method: 'GET',
    path: '/billing/admin/orders',
    query: adminOrderListQuerySchema,
    answer: adminOrderListResponseSchema,
    summary: 'Órdenes de todos los clientes en un estado (por defecto, las que esperan aprobación)',
    tag: 'planes',
  }),
  getOrderVoucher: define({
    method: 'GET',
    path: '/billing/admin/orders/:id/voucher',
    params: billingIdParamsSchema,
    answer: voucherFileResponseSchema,
    summary: 'El voucher de una orden (imagen o PDF, en base64), solo para administradores',
    tag: 'planes',
    failures: [404],
  }),
  /*
   * Mis Empresas (issue 15): a company, its establishments, series, members and sending
   * credentials. `:id` is the company's publicId; a company the caller is not a member of is 404.
   */
  createCompany: define({
    method: 'POST',
    path: '/companies',
    body: createCompanyRequestSchema,
    answer: companyResponseSchema,
    summary:
      'Registrar una empresa: el usuario queda como Dueño de Negocio y se crea el establecimiento 0000',
    tag: 'empresas',
    status: 201,
    failures: [409],
  }),
  getCompany: define({
    method: 'GET',
    path: '/companies/:id',
    answer: companyResponseSchema,
    summary: 'Una empresa del usuario, con su logo y el estado de sus credenciales (nunca los secretos)',
    tag: 'empresas',
    failures: [404],
  }),
  updateCompany: define({
    method: 'PATCH',
    path: '/companies/:id',
    body: updateCompanyRequestSchema,
    answer: companyResponseSchema,
    summary:
      'Actualizar los datos, el ambiente, el canal de envío, el formato de impresión y si la empresa es exportadora de servicios ante SUNAT (dueño o administrador)',
    tag: 'empresas',
    failures: [404],
  }),
  deleteCompany: define({
    method: 'DELETE',
    path: '/companies/:id',
    answer: messageResponseSchema,
    summary: 'Eliminar la empresa (solo el dueño)',
    tag: 'empresas',
    failures: [404],
  }),
  uploadCompanyLogo: define({
    method: 'PUT',
    path: '/companies/:id/logo',
    body: logoUploadRequestSchema,
    answer: companyResponseSchema,
    summary: 'Subir el logo: PNG o JPEG de hasta 1 MB, reconocido por su contenido',
    tag: 'empresas',
    failures: [404],
  }),
  deleteCompanyLogo: define({
    method: 'DELETE',
    path: '/companies/:id/logo',
    answer: companyResponseSchema,
    summary: 'Quitar el logo',
    tag: 'empresas',
    failures: [404],
  }),
  listEstablishments: define({
    method: 'GET',
    path: '/companies/:id/establishments',
    answer: establishmentListResponseSchema,
    summary: 'Establecimientos de la empresa, por código (0000 es el domicilio fiscal)',
    tag: 'empresas',
    failures: [404],
  }),
  createEstablishment: define({
    method: 'POST',
    path: '/companies/:id/establishments',
    body: createEstablishmentRequestSchema,
    answer: establishmentResponseSchema,
    summary: 'Registrar un establecimiento (código de 4 dígitos, único en la empresa)',
    tag: 'empresas',
    status: 201,
    failures: [404, 409],
  }),
  updateEstablishment: define({
    method: 'PATCH',
    path: '/companies/:id/establishments/:establishmentId',
    body: updateEstablishmentRequestSchema,
    answer: establishmentResponseSchema,
    summary: 'Editar o desactivar un establecimiento (el 0000 no se desactiva)',
    tag: 'empresas',
    failures: [404],
  }),
  listSeries: define({
    method: 'GET',
    path: '/companies/:id/series',
    answer: seriesListResponseSchema,
    summary: 'Series de la empresa, por establecimiento, tipo de comprobante y serie',
    tag: 'empresas',
    failures: [404],
  }),
  createSeries: define({
    method: 'POST',
    path: '/companies/:id/series',
    body: createSeriesRequestSchema,
    answer: seriesResponseSchema,
    summary: 'Registrar una serie (4 caracteres, primera letra según el tipo; única por tipo en la empresa)',
    tag: 'empresas',
    status: 201,
    failures: [404, 409],
  }),
  updateSeries: define({
    method: 'PATCH',
    path: '/companies/:id/series/:seriesId',
    body: updateSeriesRequestSchema,
    answer: seriesResponseSchema,
    summary: 'Adelantar el correlativo o (des)activar una serie',
    tag: 'empresas',
    failures: [404],
  }),
  deleteSeries: define({
    method: 'DELETE',
    path: '/companies/:id/series/:seriesId',
    answer: messageResponseSchema,
    summary: 'Eliminar una serie',
    tag: 'empresas',
    failures: [404],
  }),
  listMembers: define({
    method: 'GET',
    path: '/companies/:id/members',
    answer: memberListResponseSchema,
    summary: 'Miembros de la empresa con su rol, y las invitaciones pendientes',
    tag: 'empresas',
    failures: [404],
  }),
  inviteMember: define({
    method: 'POST',
    path: '/companies/:id/members',
    body: inviteMemberRequestSchema,
    answer: inviteMemberResponseSchema,
    summary:
      'Invitar por email: una cuenta existente se une ya; otro email recibe una invitación para registrarse',
    tag: 'empresas',
    status: 201,
    failures: [404, 409],
  }),
  changeMemberRole: define({
    method: 'PATCH',
    path: '/companies/:id/members/:userId',
    body: changeMemberRoleRequestSchema,
    answer: memberResponseSchema,
    summary: 'Cambiar el rol de un miembro (solo un dueño cambia a otro dueño)',
    tag: 'empresas',
    failures: [404, 409],
  }),
  removeMember: define({
    method: 'DELETE',
    path: '/companies/:id/members/:userId',
    answer: messageResponseSchema,
    summary: 'Retirar a un miembro, o dejar la empresa uno mismo (nunca al último dueño)',
    tag: 'empresas',
    failures: [404, 409],
  }),
  cancelInvitation: define({
    method: 'DELETE',
    path: '/companies/:id/invitations/:invitationId',
    answer: messageResponseSchema,
    summary: 'Cancelar una invitación pendiente',
    tag: 'empresas',
    failures: [404],
  }),
  setSolCredentials: define({
    method: 'PUT',
    path: '/companies/:id/credentials/sol',
    body: solCredentialsRequestSchema,
    answer: credentialsResponseSchema,
    summary: 'Guardar el usuario SOL secundario y su clave (la clave se guarda cifrada y no se devuelve)',
    tag: 'empresas',
    failures: [404],
  }),
  uploadCertificate: define({
    method: 'PUT',
    path: '/companies/:id/credentials/certificate',
    body: certificateUploadRequestSchema,
    answer: credentialsResponseSchema,
    summary:
      'Subir el certificado digital: un .pfx/.p12, o el certificado y su clave privada en PEM (un archivo o dos), hasta 100 KB cada uno. El formato se reconoce por el contenido; se rechaza uno de otro RUC, vencido, con una clave que no es la suya o con una contraseña incorrecta. Se guarda cifrado',
    tag: 'empresas',
    failures: [404],
  }),
  // Issue 40: «Probar conexión» tries the SOL credentials where real documents go.
  testSolCredentials: define({
    method: 'POST',
    path: '/companies/:id/credentials/sol/test',
    answer: solTestResponseSchema,
    summary:
      'Probar el usuario SOL y su clave con SUNAT producción o el OSE de la empresa, sin enviar ningún comprobante (consulta de un ticket inexistente)',
    tag: 'empresas',
    failures: [404, 409],
  }),
  // Issue 40: «Pasar a producción», once the server's checks hold.
  switchToProduction: define({
    method: 'POST',
    path: '/companies/:id/production',
    body: productionSwitchRequestSchema,
    answer: companyResponseSchema,
    summary:
      'Pasar la empresa a producción cuando la lista de verificación se cumple (RUC activo y habido, firma, usuario SOL probado en producción, series); los comprobantes de prueba siguen siendo de prueba',
    tag: 'empresas',
    failures: [404, 409],
  }),
  // Issue 40: who signs the company's documents, Facturador as its PSE or its own certificate.
  getCompanySigning: define({
    method: 'GET',
    path: '/companies/:id/signing',
    answer: companySigningResponseSchema,
    summary: 'Quién firma los comprobantes de la empresa, y el PSE (RUC) que debe designar en SUNAT',
    tag: 'empresas',
    failures: [404],
  }),
  setCompanySigning: define({
    method: 'PUT',
    path: '/companies/:id/signing',
    body: companySigningRequestSchema,
    answer: companySigningResponseSchema,
    summary:
      'Elegir quién firma: Facturador como PSE de la empresa o su propio certificado; confirmar la designación de Facturador en SUNAT',
    tag: 'empresas',
    failures: [404],
  }),
  listProviders: define({
    method: 'GET',
    path: '/providers',
    answer: providerListResponseSchema,
    summary: 'Proveedores activos (SUNAT, OSE, PSE) para elegir el canal de envío',
    tag: 'empresas',
  }),
  // Integraciones (issue 30): the company's API keys for /v1, owner only.
  listApiKeys: define({
    method: 'GET',
    path: '/companies/:id/api-keys',
    answer: apiKeyListResponseSchema,
    summary:
      'Claves de API de la empresa para /v1 (solo el dueño): nombre, permisos, vencimiento y último uso',
    tag: 'empresas',
    failures: [403, 404],
  }),
  createApiKey: define({
    method: 'POST',
    path: '/companies/:id/api-keys',
    body: createApiKeyRequestSchema,
    answer: createdApiKeyResponseSchema,
    summary:
      'Crear una clave de API (solo el dueño). La respuesta trae la clave completa una sola vez: se guarda solo su hash.',
    tag: 'empresas',
    status: 201,
    failures: [403, 404],
  }),
  revokeApiKey: define({
    method: 'DELETE',
    path: '/companies/:id/api-keys/:keyId',
    answer: apiKeyResponseSchema,
    summary:
      'Revocar una clave de API (solo el dueño): deja de funcionar al instante en toda instancia de la API',
    tag: 'empresas',
    failures: [403, 404],
  }),
  // Integraciones → Webhooks (issue 30, docs/decisions/0041), owner only.
  listWebhooks: define({
    method: 'GET',
    path: '/companies/:id/webhooks',
    answer: webhookListResponseSchema,
    summary: 'Webhooks de la empresa (solo el dueño): dirección, eventos y si están activos',
    tag: 'empresas',
    failures: [403, 404],
  }),
  createWebhook: define({
    method: 'POST',
    path: '/companies/:id/webhooks',
    body: webhookInputSchema,
    answer: webhookWithSecretResponseSchema,
    summary:
      'Crear un webhook (solo el dueño). La respuesta trae su secreto de firma una sola vez; se guarda cifrado.',
    tag: 'empresas',
    status: 201,
    failures: [400, 403, 404],
  }),
  updateWebhook: define({
    method: 'PUT',
    path: '/companies/:id/webhooks/:webhookId',
    body: webhookInputSchema,
    answer: webhookResponseSchema,
    summary: 'Cambiar la dirección, los eventos o la activación de un webhook (solo el dueño)',
    tag: 'empresas',
    failures: [400, 403, 404],
  }),
  rotateWebhookSecret: define({
    method: 'POST',
    path: '/companies/:id/webhooks/:webhookId/secret',
    answer: webhookWithSecretResponseSchema,
    summary:
      'Cambiar el secreto de firma (solo el dueño): el nuevo se muestra una vez y firma desde ya, reintentos incluidos',
    tag: 'empresas',
    failures: [403, 404],
  }),
  deleteWebhook: define({
    method: 'DELETE',
    path: '/companies/:id/webhooks/:webhookId',
    answer: messageResponseSchema,
    summary: 'Eliminar un webhook y sus entregas (solo el dueño)',
    tag: 'empresas',
    failures: [403, 404],
  }),
  listWebhookDeliveries: define({
    method: 'GET',
    path: '/companies/:id/webhooks/:webhookId/deliveries',
    answer: webhookDeliveryListResponseSchema,
    summary:
      'Entregas recientes de un webhook (solo el dueño), cada una con sus intentos: hora, estado HTTP o error y duración',
    tag: 'empresas',
    failures: [403, 404],
  }),
  resendWebhookDelivery: define({
    method: 'POST',
    path: '/companies/:id/webhooks/:webhookId/deliveries/:deliveryId/resend',
    answer: webhookDeliveryResponseSchema,
    summary:
      'Reenviar una entrega ahora, con el mismo cuerpo y una firma nueva (solo el dueño); si falla, no cambia sus reintentos',
    tag: 'empresas',
    failures: [403, 404, 409],
  }),
  // Emisión masiva (issue 30): a CSV of documents issued one by one by a job, seen first (issue 39).
  previewBulkIssue: define({
    method: 'POST',
    path: '/companies/:id/documents/bulk/preview',
    body: bulkCsvUploadSchema,
    answer: bulkPreviewResponseSchema,
    summary:
      'Vista previa de una emisión masiva: los comprobantes del CSV con su total y sus errores, sin emitir nada',
    tag: 'comprobantes',
    failures: [400, 404, 413],
  }),
  startBulkIssue: define({
    method: 'POST',
    path: '/companies/:id/documents/bulk',
    headers: idempotencyHeadersSchema,
    body: bulkCsvUploadSchema,
    answer: bulkJobResponseSchema,
    summary: 'Emisión masiva desde un CSV: crea un lote que emite los comprobantes uno a uno',
    tag: 'comprobantes',
    status: 202,
    failures: [400, 404, 409, 413],
  }),
  getBulkJob: define({
    method: 'GET',
    path: '/companies/:id/bulk/:jobId',
    answer: bulkJobResponseSchema,
    summary: 'Avance de un lote de emisión masiva y el resultado de cada fila',
    tag: 'comprobantes',
    failures: [404],
  }),
  downloadBulkResult: define({
    method: 'GET',
    path: '/companies/:id/bulk/:jobId/result.csv',
    answer: documentFileAnswerSchema,
    summary: 'Descargar el resultado de un lote en CSV',
    tag: 'comprobantes',
    failures: [404],
  }),

  // Guías de remisión (issue 42): issued to SUNAT's GRE REST API, its ticket polled by the job.
  issueDespatch: define({
    method: 'POST',
    path: '/companies/:id/despatches',
    headers: idempotencyHeadersSchema,
    body: despatchInputSchema,
    answer: despatchDetailResponseSchema,
    summary:
      'Emitir una guía de remisión remitente (09) o transportista (31): se numera, firma y envía a SUNAT (API de guías), que responde con un ticket. Con Idempotency-Key, repetir la llamada devuelve la misma guía.',
    tag: 'guías de remisión',
    status: 201,
    failures: [
      400,
      404,
      409,
      [
        422,
        'SUNAT la rechazaría (VALIDATION_ERROR, sin numerar), la rechazó (SUNAT_REJECTED) o no la recibió (SUNAT_EXCEPTION): details.despatch',
      ],
    ],
  }),
  listDespatches: define({
    method: 'GET',
    path: '/companies/:id/despatches',
    query: despatchListQuerySchema,
    answer: despatchListResponseSchema,
    summary: 'Guías de remisión de la empresa, de la más reciente a la más antigua, por cursor (next_cursor)',
    tag: 'guías de remisión',
    failures: [404],
  }),
  getDespatch: define({
    method: 'GET',
    path: '/companies/:id/despatches/:despatchId',
    answer: despatchDetailResponseSchema,
    summary: 'Una guía de remisión: estado, ticket y respuesta de SUNAT',
    tag: 'guías de remisión',
    failures: [404],
  }),
  downloadDespatchXml: define({
    method: 'GET',
    path: '/companies/:id/despatches/:despatchId/xml',
    answer: documentXmlAnswerSchema.describe('XML firmado (UTF-8)'),
    summary: 'Descargar el XML firmado de la guía (RUC-TT-SERIE-NUMERO.xml)',
    tag: 'guías de remisión',
    failures: [404],
  }),
  downloadDespatchCdr: define({
    method: 'GET',
    path: '/companies/:id/despatches/:despatchId/cdr',
    answer: documentFileAnswerSchema.describe('ZIP R-….zip tal como lo entregó SUNAT'),
    summary: 'Descargar la constancia de recepción (CDR) de SUNAT de la guía (R-….zip)',
    tag: 'guías de remisión',
    failures: [404],
  }),
  downloadDespatchPdf: define({
    method: 'GET',
    path: '/companies/:id/despatches/:despatchId/pdf',
    answer: documentFileAnswerSchema.describe('PDF RUC-TT-SERIE-NUMERO.pdf'),
    summary:
      'Descargar la representación impresa de la guía (PDF A4 con el código QR que SUNAT entrega al aceptarla)',
    tag: 'guías de remisión',
    failures: [404],
  }),
  resendDespatch: define({
    method: 'POST',
    path: '/companies/:id/despatches/:despatchId/resend',
    answer: despatchDetailResponseSchema,
    summary:
      'Reenviar una guía que SUNAT no recibió (excepción), tal como se firmó; una guía rechazada no se reenvía: su número ya no se puede usar',
    tag: 'guías de remisión',
    failures: [404, [409, 'La guía no está con excepción (CONFLICT): rechazada, aceptada o en proceso']],
  }),
  // The company's «Credenciales de API SUNAT» for guías: sealed, never answered; «Probar conexión».
  getGreCredentials: define({
    method: 'GET',
    path: '/companies/:id/credentials/gre',
    answer: greCredentialsResponseSchema,
    summary:
      'Si la empresa guardó sus credenciales de API de SUNAT para guías, y cuándo (nunca las credenciales)',
    tag: 'empresas',
    failures: [404],
  }),
  setGreCredentials: define({
    method: 'PUT',
    path: '/companies/:id/credentials/gre',
    body: greCredentialsRequestSchema,
    answer: greCredentialsResponseSchema,
    summary:
      'Guardar las credenciales de API de SUNAT para guías de remisión (client_id y client_secret): se guardan cifradas y no se devuelven',
    tag: 'empresas',
    failures: [404],
  }),
  testGreCredentials: define({
    method: 'POST',
    path: '/companies/:id/credentials/gre/test',
    answer: greTestResponseSchema,
    summary:
      'Probar las credenciales de API de SUNAT para guías: pide un token a SUNAT con ellas y el usuario SOL, sin enviar ninguna guía',
    tag: 'empresas',
    failures: [404, 409],
  }),

  // Comprobantes electrónicos (issue 26).
  issueDocument: define({
    method: 'POST',
    path: '/companies/:id/documents',
    headers: idempotencyHeadersSchema,
    body: documentInputSchema,
    answer: documentDetailResponseSchema,
    summary:
      'Emitir un comprobante (factura, boleta, nota de crédito o débito): se numera, firma y envía a SUNAT u OSE. Con Idempotency-Key, repetir la llamada devuelve el mismo comprobante.',
    tag: 'comprobantes',
    status: 201,
    failures: [
      400,
      402,
      404,
      409,
      [
        422,
        'SUNAT lo rechazaría (VALIDATION_ERROR, sin numerar: details con field, code y message), SUNAT lo rechazó (SUNAT_REJECTED) o no lo recibió (SUNAT_EXCEPTION): details.document',
      ],
    ],
  }),
  // «Revisar» (issue 43): issuing's pre-flight without a number, a signature or a token.
  validateDocument: define({
    method: 'POST',
    path: '/companies/:id/documents/validate',
    body: documentInputSchema,
    answer: documentValidationResponseSchema.describe('Todo en orden: los importes que tendría'),
    summary:
      'Revisar un comprobante antes de emitirlo: las mismas validaciones que la emisión, sin numerar, firmar, enviar ni gastar un token',
    tag: 'comprobantes',
    failures: [
      400,
      404,
      409,
      [
        422,
        'SUNAT lo rechazaría: VALIDATION_ERROR con un error por campo en details (field, code de SUNAT, message)',
      ],
    ],
  }),
  // «Deducir anticipo» (issue 41): the buyer's accepted advances and what is left of each.
  listOpenAdvances: define({
    method: 'GET',
    path: '/companies/:id/documents/advances',
    query: advanceListQuerySchema,
    answer: advanceListResponseSchema,
    summary: 'Anticipos aceptados de un cliente, con el importe que queda por deducir',
    tag: 'comprobantes',
    failures: [400, 404],
  }),
  listDocuments: define({
    method: 'GET',
    path: '/companies/:id/documents',
    query: listadoQuerySchema,
    answer: listadoResponseSchema,
    summary:
      'Comprobantes de la empresa (facturas, boletas, notas, retenciones y percepciones), del más reciente al más antiguo, con filtros y paginación',
    tag: 'comprobantes',
    failures: [404],
  }),
  // What an accountant takes away (issue 29): the filtered set's totals, CSV, Excel, a period's ZIP.
  documentTotals: define({
    method: 'GET',
    path: '/companies/:id/documents/totals',
    query: listadoFiltersSchema,
    answer: documentTotalsResponseSchema,
    summary:
      'Totales del conjunto filtrado por moneda (mismos filtros que el listado): IGV y total de los aceptados y en camino a SUNAT, con las notas de crédito restando',
    tag: 'comprobantes',
    failures: [404],
  }),
  exportDocumentsCsv: define({
    method: 'GET',
    path: '/companies/:id/documents/export.csv',
    query: listadoFiltersSchema,
    answer: documentFileAnswerSchema.describe('CSV RUC-comprobantes-AAAA-MM-DD.csv'),
    summary: `Exportar a CSV (UTF-8 con BOM, para Excel) todos los comprobantes que cumplen los filtros del listado, hasta ${DOCUMENT_EXPORT_MAX_ROWS}`,
    tag: 'comprobantes',
    failures: [400, 404],
  }),
  exportDocumentsXlsx: define({
    method: 'GET',
    path: '/companies/:id/documents/export.xlsx',
    query: listadoFiltersSchema,
    answer: documentFileAnswerSchema.describe('Libro .xlsx'),
    summary: `Exportar a Excel (.xlsx, con fila de totales por moneda) todos los comprobantes que cumplen los filtros del listado, hasta ${DOCUMENT_EXPORT_MAX_ROWS}`,
    tag: 'comprobantes',
    failures: [400, 404],
  }),
  downloadDocumentsArchive: define({
    method: 'GET',
    path: '/companies/:id/documents/archive',
    query: documentArchiveQuerySchema,
    answer: documentFileAnswerSchema.describe('ZIP RUC-comprobantes-DESDE-HASTA.zip'),
    summary: `ZIP para el contador: XML firmado, CDR y PDF de cada comprobante emitido en el periodo (hasta 31 días y ${ARCHIVE_MAX_DOCUMENTS} comprobantes), por carpetas, con el CSV del periodo`,
    tag: 'comprobantes',
    failures: [400, 404],
  }),
  getDocument: define({
    method: 'GET',
    path: '/companies/:id/documents/:documentId',
    answer: documentDetailResponseSchema,
    summary: 'Detalle del comprobante: estado, historial, respuesta de SUNAT y notas vinculadas',
    tag: 'comprobantes',
    failures: [404],
  }),
  downloadDocumentXml: define({
    method: 'GET',
    path: '/companies/:id/documents/:documentId/xml',
    answer: documentXmlAnswerSchema.describe('XML firmado (UTF-8)'),
    summary: 'Descargar el XML firmado',
    tag: 'comprobantes',
    failures: [404],
  }),
  downloadDocumentCdr: define({
    method: 'GET',
    path: '/companies/:id/documents/:documentId/cdr',
    answer: documentFileAnswerSchema.describe('ZIP R-….zip tal como lo entregó SUNAT'),
    summary: 'Descargar la constancia de recepción (CDR) de SUNAT',
    tag: 'comprobantes',
    failures: [404],
  }),
  downloadDocumentPdf: define({
    method: 'GET',
    path: '/companies/:id/documents/:documentId/pdf',
    query: printedQuerySchema,
    answer: documentFileAnswerSchema.describe('PDF RUC-TT-SERIE-NUMERO.pdf'),
    summary: 'Descargar la representación impresa (PDF) en A4 o en ticket de 80 mm',
    tag: 'comprobantes',
    failures: [400, 404],
  }),
  emailDocument: define({
    method: 'POST',
    path: '/companies/:id/documents/:documentId/email',
    // A call without a body mails the buyer on the document.
    body: documentEmailRequestSchema.nullish(),
    answer: documentEmailResponseSchema,
    summary:
      'Enviar el comprobante aceptado por email (PDF y XML adjuntos) a `to` o, si falta, al email del cliente',
    tag: 'comprobantes',
    failures: [400, 404, 409, 502],
  }),
  voidDocument: define({
    method: 'POST',
    path: '/companies/:id/documents/:documentId/void',
    body: voidDocumentRequestSchema,
    answer: summaryResponseSchema,
    summary:
      'Anular un comprobante aceptado (solo el dueño): comunicación de baja para facturas y sus notas, resumen diario con estado 3 para boletas',
    tag: 'comprobantes',
    status: 202,
    failures: [403, 404, 409],
  }),
  issueNoteFromDocument: define({
    method: 'POST',
    path: '/companies/:id/documents/:documentId/notes',
    headers: idempotencyHeadersSchema,
    body: noteFromDocumentRequestSchema,
    answer: documentDetailResponseSchema,
    summary:
      'Emitir una nota de crédito o débito sobre un comprobante aceptado (por defecto, con sus mismos ítems)',
    tag: 'comprobantes',
    status: 201,
    failures: [
      400,
      402,
      404,
      409,
      [422, 'SUNAT rechazó la nota (SUNAT_REJECTED) o no la recibió (SUNAT_EXCEPTION): details.document'],
    ],
  }),
  resendDocument: define({
    method: 'POST',
    path: '/companies/:id/documents/:documentId/resend',
    answer: documentDetailResponseSchema,
    summary: 'Reenviar un comprobante con excepción (por ejemplo, tras corregir el usuario SOL)',
    tag: 'comprobantes',
    failures: [404, 409],
  }),
  getIgvRegime: define({
    method: 'GET',
    path: '/companies/:id/igv-regime',
    answer: igvRegimeResponseSchema,
    summary: 'Régimen del IGV de la empresa y sus tasas por fecha',
    tag: 'comprobantes',
    failures: [404],
  }),
  setIgvRegime: define({
    method: 'PUT',
    path: '/companies/:id/igv-regime',
    body: igvRegimeRequestSchema,
    answer: igvRegimeResponseSchema,
    summary: 'Elegir el régimen del IGV: general (18 %) o restaurantes y hoteles MYPE (Ley 31556)',
    tag: 'comprobantes',
    failures: [403, 404],
  }),
  // Retenciones (20), percepciones (40) and their reversiones (RR), issue 41 item 3.
  getOtherCpeAgent: define({
    method: 'GET',
    path: '/companies/:id/other-cpe-agent',
    answer: otherCpeAgentResponseSchema,
    summary: 'Si la empresa es agente de retención y/o de percepción',
    tag: 'comprobantes',
    failures: [404],
  }),
  setOtherCpeAgent: define({
    method: 'PUT',
    path: '/companies/:id/other-cpe-agent',
    body: otherCpeAgentSchema,
    answer: otherCpeAgentResponseSchema,
    summary:
      'Indicar si la empresa es agente de retención y/o de percepción: solo así emite comprobantes de retención (20) o de percepción (40)',
    tag: 'comprobantes',
    failures: [403, 404],
  }),
  issueOtherDocument: define({
    method: 'POST',
    path: '/companies/:id/other-documents',
    headers: idempotencyHeadersSchema,
    body: retentionPerceptionInputSchema,
    answer: otherDocumentResponseSchema,
    summary:
      'Emitir un comprobante de retención (20) o de percepción (40): se numera, firma y envía al servicio de otros comprobantes de SUNAT. Con Idempotency-Key, repetir la llamada devuelve el mismo comprobante.',
    tag: 'comprobantes',
    status: 201,
    failures: [
      [403, 'La empresa no es agente de retención o de percepción (FORBIDDEN)'],
      404,
      409,
      [
        422,
        'SUNAT lo rechazaría (VALIDATION_ERROR, sin numerar), SUNAT lo rechazó (SUNAT_REJECTED) o no lo recibió (SUNAT_EXCEPTION): details.document',
      ],
    ],
  }),
  listOtherDocuments: define({
    method: 'GET',
    path: '/companies/:id/other-documents',
    query: otherDocumentListQuerySchema,
    answer: otherDocumentListResponseSchema,
    summary: 'Comprobantes de retención y de percepción de la empresa, del más reciente al más antiguo',
    tag: 'comprobantes',
    failures: [404],
  }),
  getOtherDocument: define({
    method: 'GET',
    path: '/companies/:id/other-documents/:documentId',
    answer: otherDocumentResponseSchema,
    summary:
      'Un comprobante de retención o de percepción: estado, comprobantes relacionados y respuesta de SUNAT',
    tag: 'comprobantes',
    failures: [404],
  }),
  downloadOtherDocumentXml: define({
    method: 'GET',
    path: '/companies/:id/other-documents/:documentId/xml',
    answer: documentXmlAnswerSchema.describe('XML firmado (UTF-8)'),
    summary: 'Descargar el XML firmado',
    tag: 'comprobantes',
    failures: [404],
  }),
  downloadOtherDocumentCdr: define({
    method: 'GET',
    path: '/companies/:id/other-documents/:documentId/cdr',
    answer: documentFileAnswerSchema.describe('ZIP R-….zip tal como lo entregó SUNAT'),
    summary: 'Descargar la constancia de recepción (CDR) de SUNAT',
    tag: 'comprobantes',
    failures: [404],
  }),
  downloadOtherDocumentPdf: define({
    method: 'GET',
    path: '/companies/:id/other-documents/:documentId/pdf',
    answer: documentFileAnswerSchema.describe('PDF RUC-TT-SERIE-NUMERO.pdf'),
    summary: 'Descargar la representación impresa (PDF, A4)',
    tag: 'comprobantes',
    failures: [404],
  }),
  emailOtherDocument: define({
    method: 'POST',
    path: '/companies/:id/other-documents/:documentId/email',
    // A call without a body mails the supplier (20) or client (40) on it.
    body: documentEmailRequestSchema.nullish(),
    answer: documentEmailResponseSchema,
    summary:
      'Enviar el comprobante de retención o percepción aceptado por email (PDF y XML adjuntos) a `to` o, si falta, al email del proveedor o cliente',
    tag: 'comprobantes',
    failures: [400, 404, 409, 502],
  }),
  listOtherDocumentEmails: define({
    method: 'GET',
    path: '/companies/:id/other-documents/:documentId/emails',
    answer: otherDocumentEmailsResponseSchema,
    summary:
      'Historial de emails del comprobante de retención o percepción: cada envío (a mano o al ser aceptado) y cada fallo',
    tag: 'comprobantes',
    failures: [404],
  }),
  revertOtherDocuments: define({
    method: 'POST',
    path: '/companies/:id/reversions',
    body: reversionInputSchema,
    answer: reversionResponseSchema,
    summary:
      'Revertir comprobantes de retención o de percepción aceptados (solo el dueño): resumen de reversiones (RR) con ticket',
    tag: 'comprobantes',
    status: 202,
    failures: [403, 404, 409],
  }),
  getReversion: define({
    method: 'GET',
    path: '/companies/:id/reversions/:reversionId',
    answer: reversionResponseSchema,
    summary: 'Un resumen de reversiones (RR): su estado, ticket y la respuesta de SUNAT',
    tag: 'comprobantes',
    failures: [404],
  }),
  listSummaries: define({
    method: 'GET',
    path: '/companies/:id/summaries',
    query: summaryListQuerySchema,
    answer: summaryListResponseSchema,
    summary: 'Resúmenes diarios (RC) y comunicaciones de baja (RA) de un día, con su estado en SUNAT',
    tag: 'comprobantes',
    failures: [404],
  }),
  // Clientes y Productos y servicios de la empresa (issue 29): any member reads and writes.
  listCatalogueCustomers: define({
    method: 'GET',
    path: '/companies/:id/customers',
    query: catalogueListQuerySchema,
    answer: catalogueCustomerListResponseSchema,
    summary: 'Clientes de la empresa por nombre, con búsqueda (q: número o nombre) y paginación',
    tag: 'clientes y productos',
    failures: [404],
  }),
  createCatalogueCustomer: define({
    method: 'POST',
    path: '/companies/:id/customers',
    body: catalogueCustomerInputSchema,
    answer: catalogueCustomerResponseSchema,
    summary: 'Registrar un cliente (único por tipo y número de documento; el RUC se valida)',
    tag: 'clientes y productos',
    status: 201,
    failures: [400, 404, 409],
  }),
  updateCatalogueCustomer: define({
    method: 'PUT',
    path: '/companies/:id/customers/:customerId',
    body: catalogueCustomerInputSchema,
    answer: catalogueCustomerResponseSchema,
    summary: 'Modificar un cliente',
    tag: 'clientes y productos',
    failures: [400, 404, 409],
  }),
  deleteCatalogueCustomer: define({
    method: 'DELETE',
    path: '/companies/:id/customers/:customerId',
    answer: messageResponseSchema,
    summary: 'Eliminar un cliente (los comprobantes ya emitidos conservan sus datos)',
    tag: 'clientes y productos',
    failures: [404],
  }),
  importCatalogueCustomers: define({
    method: 'POST',
    path: '/companies/:id/customers/import',
    body: catalogueImportRequestSchema,
    answer: catalogueImportResponseSchema,
    summary:
      'Importar clientes de un CSV (separado por ; o por comas, UTF-8): columnas tipo_documento, numero_documento, nombre, direccion, email. Crea o actualiza por documento y responde fila por fila',
    tag: 'clientes y productos',
    failures: [400, 404, 413],
  }),
  listCatalogueProducts: define({
    method: 'GET',
    path: '/companies/:id/products',
    query: catalogueProductListQuerySchema,
    answer: catalogueProductListResponseSchema,
    summary:
      'Productos y servicios de la empresa por código, con búsqueda (q: código o descripción), filtro active y paginación',
    tag: 'clientes y productos',
    failures: [404],
  }),
  createCatalogueProduct: define({
    method: 'POST',
    path: '/companies/:id/products',
    body: catalogueProductInputSchema,
    answer: catalogueProductResponseSchema,
    summary: 'Registrar un producto o servicio (código único en la empresa)',
    tag: 'clientes y productos',
    status: 201,
    failures: [400, 404, 409],
  }),
  updateCatalogueProduct: define({
    method: 'PUT',
    path: '/companies/:id/products/:productId',
    body: catalogueProductInputSchema,
    answer: catalogueProductResponseSchema,
    summary: 'Modificar un producto o servicio (también activarlo o desactivarlo)',
    tag: 'clientes y productos',
    failures: [400, 404, 409],
  }),
  deleteCatalogueProduct: define({
    method: 'DELETE',
    path: '/companies/:id/products/:productId',
    answer: messageResponseSchema,
    summary: 'Eliminar un producto o servicio (los comprobantes ya emitidos conservan sus datos)',
    tag: 'clientes y productos',
    failures: [404],
  }),
  importCatalogueProducts: define({
    method: 'POST',
    path: '/companies/:id/products/import',
    body: catalogueImportRequestSchema,
    answer: catalogueImportResponseSchema,
    summary:
      'Importar productos y servicios de un CSV (separado por ; o por comas, UTF-8): columnas codigo, descripcion, unidad, precio, incluye_igv, afectacion_igv, activo. Crea o actualiza por código y responde fila por fila',
    tag: 'clientes y productos',
    failures: [400, 404, 413],
  }),
  // Vehículos y Conductores de la empresa, for its guías (issue 42): any member reads and writes.
  listCatalogueVehicles: define({
    method: 'GET',
    path: '/companies/:id/vehicles',
    query: catalogueListQuerySchema,
    answer: catalogueVehicleListResponseSchema,
    summary: 'Vehículos de la empresa por placa, con búsqueda (q: placa o marca) y paginación',
    tag: 'vehículos y conductores',
    failures: [404],
  }),
  createCatalogueVehicle: define({
    method: 'POST',
    path: '/companies/:id/vehicles',
    body: catalogueVehicleInputSchema,
    answer: catalogueVehicleResponseSchema,
    summary: 'Registrar un vehículo (único por placa en la empresa)',
    tag: 'vehículos y conductores',
    status: 201,
    failures: [400, 404, 409],
  }),
  updateCatalogueVehicle: define({
    method: 'PUT',
    path: '/companies/:id/vehicles/:vehicleId',
    body: catalogueVehicleInputSchema,
    answer: catalogueVehicleResponseSchema,
    summary: 'Modificar un vehículo',
    tag: 'vehículos y conductores',
    failures: [400, 404, 409],
  }),
  deleteCatalogueVehicle: define({
    method: 'DELETE',
    path: '/companies/:id/vehicles/:vehicleId',
    answer: messageResponseSchema,
    summary: 'Eliminar un vehículo (las guías ya emitidas conservan sus datos)',
    tag: 'vehículos y conductores',
    failures: [404],
  }),
  importCatalogueVehicles: define({
    method: 'POST',
    path: '/companies/:id/vehicles/import',
    body: catalogueImportRequestSchema,
    answer: catalogueImportResponseSchema,
    summary:
      'Importar vehículos de un CSV (separado por ; o por comas, UTF-8): columnas placa, marca, constancia_o_tuc. Crea o actualiza por placa y responde fila por fila',
    tag: 'vehículos y conductores',
    failures: [400, 404, 413],
  }),
  listCatalogueDrivers: define({
    method: 'GET',
    path: '/companies/:id/drivers',
    query: catalogueListQuerySchema,
    answer: catalogueDriverListResponseSchema,
    summary:
      'Conductores de la empresa por apellidos, con búsqueda (q: documento, licencia o nombre) y paginación',
    tag: 'vehículos y conductores',
    failures: [404],
  }),
  createCatalogueDriver: define({
    method: 'POST',
    path: '/companies/:id/drivers',
    body: catalogueDriverInputSchema,
    answer: catalogueDriverResponseSchema,
    summary: 'Registrar un conductor (único por tipo y número de documento en la empresa)',
    tag: 'vehículos y conductores',
    status: 201,
    failures: [400, 404, 409],
  }),
  updateCatalogueDriver: define({
    method: 'PUT',
    path: '/companies/:id/drivers/:driverId',
    body: catalogueDriverInputSchema,
    answer: catalogueDriverResponseSchema,
    summary: 'Modificar un conductor',
    tag: 'vehículos y conductores',
    failures: [400, 404, 409],
  }),
  deleteCatalogueDriver: define({
    method: 'DELETE',
    path: '/companies/:id/drivers/:driverId',
    answer: messageResponseSchema,
    summary: 'Eliminar un conductor (las guías ya emitidas conservan sus datos)',
    tag: 'vehículos y conductores',
    failures: [404],
  }),
  importCatalogueDrivers: define({
    method: 'POST',
    path: '/companies/:id/drivers/import',
    body: catalogueImportRequestSchema,
    answer: catalogueImportResponseSchema,
    summary:
      'Importar conductores de un CSV (separado por ; o por comas, UTF-8): columnas tipo_documento, numero_documento, nombres, apellidos, licencia. Crea o actualiza por documento y responde fila por fila',
    tag: 'vehículos y conductores',
    failures: [400, 404, 413],
  }),
  ubigeoCatalog: define({
    method: 'GET',
    path: '/catalogs/ubigeo',
    answer: ubigeoCatalogResponseSchema,
    summary: 'Catálogo de ubigeos del INEI: los distritos con su departamento y provincia',
    tag: 'catálogos',
  }),
  /** Issue 28 item 10: a taxpayer from the local copy of SUNAT's padrón reducido (signed in). */
  rucLookup: define({
    method: 'GET',
    path: '/ruc/:ruc',
    params: rucLookupParamsSchema,
    answer: rucLookupResponseSchema,
    summary:
      'Consultar un RUC en la copia local del padrón reducido de SUNAT: razón social, estado, condición, dirección y ubigeo (limitado por usuario)',
    tag: 'catálogos',
    failures: [400, 401, 404, 429],
  }),

  // Auditoría (issue 16): the administrators' append-only log of changes, and its CSV.
  listAuditLog: define({
    method: 'GET',
    path: '/admin/audit',
    query: auditListQuerySchema,
    answer: auditListResponseSchema,
    summary: 'Registro de auditoría (paginado, con filtros)',
    tag: 'administración',
  }),
  exportAuditLogCsv: define({
    method: 'GET',
    path: '/admin/audit/export',
    query: auditExportQuerySchema,
    answer: auditCsvSchema.describe('CSV con encabezados en español'),
    summary: 'Registro de auditoría en CSV (UTF-8 con BOM), con los mismos filtros',
    tag: 'administración',
  }),

  listPlans: define({
    method: 'GET',
    path: '/plans',
    answer: plansResponseSchema,
    summary: 'Planes activos y paquetes de tokens (precios en soles, IGV incluido)',
    tag: 'planes',
  }),
  sendContact: define({
    method: 'POST',
    path: '/contact',
    body: contactRequestSchema,
    answer: contactResponseSchema,
    summary: 'Enviar un mensaje al equipo de soporte (limitado por IP)',
    tag: 'contacto',
    status: 201,
    failures: [400, 429],
  }),
  /** The customer's dashboard (issue 29): this month's documents across their companies. */
  documentsThisMonth: define({
    method: 'GET',
    path: '/documents/this-month',
    answer: documentsMonthResponseSchema,
    summary: 'Comprobantes del mes en las empresas del usuario: emitidos, ventas por día y pendientes',
    tag: 'comprobantes',
  }),
  // Issue 43, item 5: per series, the last number, what SUNAT has not taken and near deadlines.
  seriesStatus: define({
    method: 'GET',
    path: '/companies/:id/documents/series-status',
    query: seriesStatusQuerySchema,
    answer: seriesStatusResponseSchema,
    summary:
      'Series de la empresa según SUNAT: último número, números aún no aceptados y comprobantes con plazo próximo o vencido (envío o baja)',
    tag: 'comprobantes',
    failures: [400, 404],
  }),
  // Consulta pública de comprobantes (issue 29): no session; the answer's links expire.
  lookupPublicDocument: define({
    method: 'POST',
    path: '/public/documents/lookup',
    body: documentLookupRequestSchema,
    answer: documentLookupResponseSchema,
    summary:
      'Consultar un comprobante aceptado por RUC del emisor, tipo, serie, número, fecha y total (limitado por IP); responde enlaces de descarga que vencen en 15 minutos y, con `environment: "test"`, que es un comprobante de prueba sin valor tributario',
    tag: 'consulta pública',
    failures: [400, 404, 429],
  }),
  downloadPublicDocumentPdf: define({
    method: 'GET',
    path: '/public/documents/files/:token/pdf',
    params: publicDownloadParamsSchema,
    query: publicPrintedQuerySchema,
    answer: z.unknown().describe('PDF'),
    summary: 'Descargar el PDF de un comprobante consultado (enlace de la consulta)',
    tag: 'consulta pública',
    failures: [400, 404],
  }),
  downloadPublicDocumentXml: define({
    method: 'GET',
    path: '/public/documents/files/:token/xml',
    params: publicDownloadParamsSchema,
    answer: z.unknown().describe('XML firmado (UTF-8)'),
    summary: 'Descargar el XML firmado de un comprobante consultado (enlace de la consulta)',
    tag: 'consulta pública',
    failures: [404],
  }),
  // Issue 16, Proveedores, Configuración del sistema and Pasarelas de Pago (admin; gateways owner only).
  getPublicSettings: define({
    method: 'GET',
    path: '/public/settings',
    answer: publicSettingsResponseSchema,
    summary: 'Configuración pública: contactos de soporte, IGV, registro abierto, aviso y datos de pago',
    tag: 'contacto',
  }),
  getSystemSettings: define({
    method: 'GET',
    path: '/admin/settings',
    answer: systemSettingsResponseSchema,
    summary: 'Configuración del sistema en vigor',
    tag: 'administración',
  }),
  updateSystemSettings: define({
    method: 'PUT',
    path: '/admin/settings',
    body: systemSettingsRequestSchema,
    answer: systemSettingsResponseSchema,
    summary: 'Cambiar la configuración del sistema (efecto inmediato en todas las pestañas)',
    tag: 'administración',
    failures: [400],
  }),
  listAdminProviders: define({
    method: 'GET',
    path: '/admin/providers',
    answer: adminProviderListResponseSchema,
    summary: 'Todos los proveedores (activos e inactivos) con cuántas empresas los usan',
    tag: 'administración',
  }),
  createProvider: define({
    method: 'POST',
    path: '/admin/providers',
    body: providerInputSchema,
    answer: adminProviderResponseSchema,
    summary: 'Crear un proveedor',
    tag: 'administración',
    status: 201,
    failures: [400, 409],
  }),
  updateProvider: define({
    method: 'PUT',
    path: '/admin/providers/:id',
    params: providerParamsSchema,
    body: providerInputSchema,
    answer: adminProviderResponseSchema,
    summary: 'Cambiar un proveedor (desactivarlo lo quita de la elección de las empresas)',
    tag: 'administración',
    failures: [400, 404, 409],
  }),
  testProvider: define({
    method: 'POST',
    path: '/admin/providers/:id/test',
    params: providerParamsSchema,
    body: providerTestRequestSchema,
    answer: providerTestResponseSchema,
    summary: 'Probar conexión: llama a la dirección elegida con un tiempo de espera corto',
    tag: 'administración',
    failures: [404, 409],
  }),
  // Issue 40: the certificate Facturador signs with as its customers' PSE (owner only).
  getPlatformSigningIdentity: define({
    method: 'GET',
    path: '/admin/signing-identity',
    answer: platformSigningIdentityResponseSchema,
    summary: 'Identidad de firma de la plataforma como PSE: RUC, razón social y vencimiento del certificado',
    tag: 'administración',
  }),
  savePlatformSigningIdentity: define({
    method: 'PUT',
    path: '/admin/signing-identity',
    body: platformSigningIdentityRequestSchema,
    answer: platformSigningIdentityResponseSchema,
    summary:
      'Guardar la identidad de firma de la plataforma: RUC, razón social y certificado (.pfx/.p12) con su contraseña, que se guardan cifrados',
    tag: 'administración',
    failures: [400],
  }),
  listPaymentGateways: define({
    method: 'GET',
    path: '/admin/payment-gateways',
    answer: adminGatewayListResponseSchema,
    summary: 'Pasarelas de pago: modo, habilitada y campos (los secretos, solo enmascarados)',
    tag: 'administración',
  }),
  savePaymentGateway: define({
    method: 'PUT',
    path: '/admin/payment-gateways/:gateway',
    params: gatewayParamsSchema,
    body: saveGatewayRequestSchema,
    answer: adminGatewayResponseSchema,
    summary: 'Guardar una pasarela: un secreto omitido se conserva; los secretos se guardan cifrados',
    tag: 'administración',
    failures: [400, 404, 409],
  }),
} as const;

export type EndpointName = keyof typeof endpoints;
