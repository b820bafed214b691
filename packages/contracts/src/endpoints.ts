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
  loginRequestSchema,
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
  saveGatewayRequestSchema,
} from './api/admin/payment-gateways.ts';
import {
  adminProviderListResponseSchema,
  adminProviderResponseSchema,
  providerInputSchema,
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
import { rucLookupResponseSchema } from './api/ruc-padron.ts';
import { documentsMonthResponseSchema } from './documents/documents-month.ts';
import { seriesStatusQuerySchema, seriesStatusResponseSchema } from './documents/series-status.ts';
import {
  documentArchiveQuerySchema,
  documentFileAnswerSchema,
  documentTotalsResponseSchema,
} from './documents/document-exports.ts';
import {
  documentDetailResponseSchema,
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
  rejectOrderRequestSchema,
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
  body?: z.ZodType;
  query?: z.ZodType;
  answer: z.ZodType;
  /**
   * A sign-in call (login, Google, register, refresh, logout): a 401 keeps the server's
   * message and never triggers a token refresh.
   */
  authEntry?: boolean;
}

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
  csrfToken: define({ method: 'GET', path: '/csrf/token', answer: csrfTokenResponseSchema }),

  getProfile: define({ method: 'GET', path: '/users/profile', answer: serverProfileSchema }),
  updateProfile: define({
    method: 'PATCH',
    path: '/users/profile',
    body: updateProfileRequestSchema,
    answer: messageResponseSchema.extend(userResponseSchema.pick({ user: true }).shape),
  }),
  validateAccount: define({
    method: 'POST',
    path: '/users/validate-account',
    body: validateAccountRequestSchema,
    answer: userResponseSchema,
  }),

  listUsers: define({
    method: 'GET',
    path: '/users',
    query: userListQuerySchema,
    answer: userListResponseSchema,
  }),
  getUser: define({ method: 'GET', path: '/users/:id', answer: adminUserDetailResponseSchema }),
  createUser: define({
    method: 'POST',
    path: '/users/admin/create',
    body: adminCreateUserRequestSchema,
    answer: adminUserResponseSchema,
  }),
  updateUser: define({
    method: 'PATCH',
    path: '/users/:id',
    body: adminUpdateUserRequestSchema,
    answer: adminUserResponseSchema,
  }),
  updateUserRoles: define({
    method: 'PATCH',
    path: '/users/:id/roles',
    body: updateRolesRequestSchema,
    answer: adminUserResponseSchema,
  }),
  deleteUser: define({ method: 'DELETE', path: '/users/:id', answer: messageResponseSchema }),
  listRoles: define({ method: 'GET', path: '/users/admin/roles', answer: rolesResponseSchema }),
  restoreUser: define({ method: 'POST', path: '/users/:id/restore', answer: adminUserResponseSchema }),
  endUserSessions: define({
    method: 'POST',
    path: '/users/:id/sessions/logout-all',
    answer: endUserSessionsResponseSchema,
  }),

  registerUser: define({
    method: 'POST',
    path: '/users/register',
    body: registerRequestSchema,
    answer: registerResponseSchema,
    authEntry: true,
  }),
  verifyEmail: define({
    method: 'POST',
    path: '/users/verify-email',
    body: verifyEmailRequestSchema,
    answer: userResponseSchema,
    // Also a guest's call, right after registering: it never refreshes a session.
    authEntry: true,
  }),
  resendCode: define({
    method: 'POST',
    path: '/users/resend-code',
    body: resendCodeRequestSchema,
    answer: messageResponseSchema,
  }),

  login: define({
    method: 'POST',
    path: '/auth/login',
    body: loginRequestSchema,
    answer: tokenPairResponseSchema,
    authEntry: true,
  }),
  googleLogin: define({
    method: 'POST',
    path: '/auth/google',
    body: googleLoginRequestSchema,
    answer: tokenPairResponseSchema,
    authEntry: true,
  }),
  registerAndSignIn: define({
    method: 'POST',
    path: '/auth/register',
    body: registerRequestSchema,
    answer: authRegisterResponseSchema,
    authEntry: true,
  }),
  refresh: define({
    method: 'POST',
    path: '/auth/refresh',
    answer: tokenPairResponseSchema,
    authEntry: true,
  }),
  logout: define({ method: 'POST', path: '/auth/logout', answer: messageResponseSchema, authEntry: true }),
  forgotPassword: define({
    method: 'POST',
    path: '/auth/forgot-password',
    body: forgotPasswordRequestSchema,
    answer: messageResponseSchema,
    authEntry: true,
  }),
  resetPassword: define({
    method: 'POST',
    path: '/auth/reset-password',
    body: resetPasswordRequestSchema,
    answer: messageResponseSchema,
    authEntry: true,
  }),

  listSessions: define({ method: 'GET', path: '/auth/sessions', answer: sessionListResponseSchema }),
  getSession: define({ method: 'GET', path: '/auth/sessions/:id', answer: sessionResponseSchema }),
  renameSession: define({
    method: 'POST',
    path: '/auth/sessions/:id/rename',
    body: renameSessionRequestSchema,
    answer: sessionResponseSchema,
  }),
  requestSecurityVerification: define({
    method: 'POST',
    path: '/auth/security/request-verification',
    body: securityVerificationRequestSchema,
    answer: messageResponseSchema,
  }),
  logoutSessionSecure: define({
    method: 'POST',
    path: '/auth/sessions/:id/logout-secure',
    body: secureLogoutRequestSchema,
    answer: messageResponseSchema,
  }),
  logoutSession: define({ method: 'POST', path: '/auth/sessions/:id/logout', answer: messageResponseSchema }),
  logoutOtherSessions: define({
    method: 'POST',
    path: '/auth/sessions/logout-others',
    answer: logoutOthersResponseSchema,
  }),

  changePassword: define({
    method: 'POST',
    path: '/auth/change-password',
    body: changePasswordRequestSchema,
    answer: changePasswordResponseSchema,
  }),
  securityActivity: define({
    method: 'GET',
    path: '/auth/security/activity',
    answer: securityActivityResponseSchema,
  }),
  deleteAccount: define({
    method: 'DELETE',
    path: '/users/profile',
    body: deleteAccountRequestSchema,
    answer: messageResponseSchema,
  }),

  listCompanies: define({ method: 'GET', path: '/companies', answer: companyListResponseSchema }),
  onboard: define({
    method: 'POST',
    path: '/companies/onboarding',
    body: onboardingRequestSchema,
    answer: onboardingResponseSchema,
  }),

  // Mis Planes y Tokens (issue 15): the subscription, orders, payments and the token ledger.
  getSubscription: define({
    method: 'GET',
    path: '/billing/subscription',
    answer: subscriptionResponseSchema,
  }),
  listBillingPlans: define({ method: 'GET', path: '/billing/plans', answer: billingPlanListResponseSchema }),
  listTokenPacks: define({
    method: 'GET',
    path: '/billing/token-packs',
    answer: tokenPackListResponseSchema,
  }),
  listOrders: define({
    method: 'GET',
    path: '/billing/orders',
    query: orderListQuerySchema,
    answer: orderListResponseSchema,
  }),
  getOrder: define({ method: 'GET', path: '/billing/orders/:id', answer: orderResponseSchema }),
  createOrder: define({
    method: 'POST',
    path: '/billing/orders',
    body: createOrderRequestSchema,
    answer: orderResponseSchema,
  }),
  /** The purchase's comprobante (issue 28): `file` is pdf or xml; a download, not JSON. */
  downloadOrderReceipt: define({
    method: 'GET',
    path: '/billing/orders/:id/receipt/:file',
    answer: z.unknown(),
  }),
  startOrderPayment: define({
    method: 'POST',
    path: '/billing/orders/:id/pay',
    answer: paymentStartResponseSchema,
  }),
  chargeOrder: define({
    method: 'POST',
    path: '/billing/orders/:id/charge',
    body: chargeOrderRequestSchema,
    answer: orderResponseSchema,
  }),
  // Development and tests only: the sandbox gateway's simulated checkout.
  completeSandboxCheckout: define({
    method: 'POST',
    path: '/billing/sandbox/checkout/:reference',
    body: sandboxCheckoutRequestSchema,
    answer: orderResponseSchema,
  }),
  uploadOrderVoucher: define({
    method: 'POST',
    path: '/billing/orders/:id/voucher',
    body: voucherUploadRequestSchema,
    answer: orderResponseSchema,
  }),
  listLedger: define({
    method: 'GET',
    path: '/billing/ledger',
    query: ledgerQuerySchema,
    answer: ledgerListResponseSchema,
  }),
  exportLedgerCsv: define({ method: 'GET', path: '/billing/ledger/export', answer: ledgerCsvSchema }),
  approveOrder: define({
    method: 'POST',
    path: '/billing/admin/orders/:id/approve',
    answer: orderResponseSchema,
  }),
  rejectOrder: define({
    method: 'POST',
    path: '/billing/admin/orders/:id/reject',
    body: rejectOrderRequestSchema,
    answer: orderResponseSchema,
  }),
  // Sistema (issue 18): each app's live build, the tabs on it, API instances, health, releases.
  operationsStatus: define({
    method: 'GET',
    path: '/admin/operations',
    answer: operationsStatusResponseSchema,
  }),
  // Resumen and Reportes of the admin area (issue 16): admins only; dates are Lima's.
  adminOverview: define({ method: 'GET', path: '/admin/overview', answer: adminOverviewResponseSchema }),
  adminReports: define({
    method: 'GET',
    path: '/admin/reports',
    query: reportQuerySchema,
    answer: adminReportsResponseSchema,
  }),
  exportAdminReport: define({
    method: 'GET',
    path: '/admin/reports/export',
    query: reportExportQuerySchema,
    answer: reportCsvSchema,
  }),
  // Issue 40: companies whose own certificate expires within 30 days (or has expired).
  adminExpiringCertificates: define({
    method: 'GET',
    path: '/admin/reports/certificates',
    answer: expiringCertificatesResponseSchema,
  }),
  // Admin area, Planes and Suscripciones (issue 16): the catalogue and every subscription.
  listAdminPlans: define({
    method: 'GET',
    path: '/billing/admin/plans',
    answer: adminPlanListResponseSchema,
  }),
  createPlan: define({
    method: 'POST',
    path: '/billing/admin/plans',
    body: planInputSchema,
    answer: adminPlanResponseSchema,
  }),
  updatePlan: define({
    method: 'PATCH',
    path: '/billing/admin/plans/:id',
    body: planInputSchema,
    answer: adminPlanResponseSchema,
  }),
  archivePlan: define({
    method: 'POST',
    path: '/billing/admin/plans/:id/archive',
    answer: adminPlanResponseSchema,
  }),
  restorePlan: define({
    method: 'POST',
    path: '/billing/admin/plans/:id/restore',
    answer: adminPlanResponseSchema,
  }),
  deletePlan: define({ method: 'DELETE', path: '/billing/admin/plans/:id', answer: messageResponseSchema }),
  listAdminTokenPacks: define({
    method: 'GET',
    path: '/billing/admin/token-packs',
    answer: adminTokenPackListResponseSchema,
  }),
  createTokenPack: define({
    method: 'POST',
    path: '/billing/admin/token-packs',
    body: tokenPackInputSchema,
    answer: adminTokenPackResponseSchema,
  }),
  updateTokenPack: define({
    method: 'PATCH',
    path: '/billing/admin/token-packs/:id',
    body: tokenPackInputSchema,
    answer: adminTokenPackResponseSchema,
  }),
  listAdminSubscriptions: define({
    method: 'GET',
    path: '/billing/admin/subscriptions',
    query: adminSubscriptionListQuerySchema,
    answer: adminSubscriptionListResponseSchema,
  }),
  extendRenewal: define({
    method: 'POST',
    path: '/billing/admin/subscriptions/:id/extend',
    body: extendRenewalRequestSchema,
    answer: adminSubscriptionResponseSchema,
  }),
  changeSubscriptionPlan: define({
    method: 'POST',
    path: '/billing/admin/subscriptions/:id/plan',
    body: changePlanRequestSchema,
    answer: adminSubscriptionResponseSchema,
  }),
  cancelSubscription: define({
    method: 'POST',
    path: '/billing/admin/subscriptions/:id/cancel',
    body: cancelSubscriptionRequestSchema,
    answer: adminSubscriptionResponseSchema,
  }),
  adjustTokens: define({
    method: 'POST',
    path: '/billing/admin/subscriptions/:id/tokens',
    body: adjustTokensRequestSchema,
    answer: adminSubscriptionResponseSchema,
  }),
  listAdminOrders: define({
    method: 'GET',
    path: '/billing/admin/orders',
    query: adminOrderListQuerySchema,
    answer: adminOrderListResponseSchema,
  }),
  getOrderVoucher: define({
    method: 'GET',
    path: '/billing/admin/orders/:id/voucher',
    answer: voucherFileResponseSchema,
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
  }),
  getCompany: define({ method: 'GET', path: '/companies/:id', answer: companyResponseSchema }),
  updateCompany: define({
    method: 'PATCH',
    path: '/companies/:id',
    body: updateCompanyRequestSchema,
    answer: companyResponseSchema,
  }),
  deleteCompany: define({ method: 'DELETE', path: '/companies/:id', answer: messageResponseSchema }),
  uploadCompanyLogo: define({
    method: 'PUT',
    path: '/companies/:id/logo',
    body: logoUploadRequestSchema,
    answer: companyResponseSchema,
  }),
  deleteCompanyLogo: define({ method: 'DELETE', path: '/companies/:id/logo', answer: companyResponseSchema }),
  listEstablishments: define({
    method: 'GET',
    path: '/companies/:id/establishments',
    answer: establishmentListResponseSchema,
  }),
  createEstablishment: define({
    method: 'POST',
    path: '/companies/:id/establishments',
    body: createEstablishmentRequestSchema,
    answer: establishmentResponseSchema,
  }),
  updateEstablishment: define({
    method: 'PATCH',
    path: '/companies/:id/establishments/:establishmentId',
    body: updateEstablishmentRequestSchema,
    answer: establishmentResponseSchema,
  }),
  listSeries: define({ method: 'GET', path: '/companies/:id/series', answer: seriesListResponseSchema }),
  createSeries: define({
    method: 'POST',
    path: '/companies/:id/series',
    body: createSeriesRequestSchema,
    answer: seriesResponseSchema,
  }),
  updateSeries: define({
    method: 'PATCH',
    path: '/companies/:id/series/:seriesId',
    body: updateSeriesRequestSchema,
    answer: seriesResponseSchema,
  }),
  deleteSeries: define({
    method: 'DELETE',
    path: '/companies/:id/series/:seriesId',
    answer: messageResponseSchema,
  }),
  listMembers: define({ method: 'GET', path: '/companies/:id/members', answer: memberListResponseSchema }),
  inviteMember: define({
    method: 'POST',
    path: '/companies/:id/members',
    body: inviteMemberRequestSchema,
    answer: inviteMemberResponseSchema,
  }),
  changeMemberRole: define({
    method: 'PATCH',
    path: '/companies/:id/members/:userId',
    body: changeMemberRoleRequestSchema,
    answer: memberResponseSchema,
  }),
  removeMember: define({
    method: 'DELETE',
    path: '/companies/:id/members/:userId',
    answer: messageResponseSchema,
  }),
  cancelInvitation: define({
    method: 'DELETE',
    path: '/companies/:id/invitations/:invitationId',
    answer: messageResponseSchema,
  }),
  setSolCredentials: define({
    method: 'PUT',
    path: '/companies/:id/credentials/sol',
    body: solCredentialsRequestSchema,
    answer: credentialsResponseSchema,
  }),
  uploadCertificate: define({
    method: 'PUT',
    path: '/companies/:id/credentials/certificate',
    body: certificateUploadRequestSchema,
    answer: credentialsResponseSchema,
  }),
  // Issue 40: «Probar conexión» tries the SOL credentials where real documents go.
  testSolCredentials: define({
    method: 'POST',
    path: '/companies/:id/credentials/sol/test',
    answer: solTestResponseSchema,
  }),
  // Issue 40: «Pasar a producción», once the server's checks hold.
  switchToProduction: define({
    method: 'POST',
    path: '/companies/:id/production',
    body: productionSwitchRequestSchema,
    answer: companyResponseSchema,
  }),
  // Issue 40: who signs the company's documents, Facturador as its PSE or its own certificate.
  getCompanySigning: define({
    method: 'GET',
    path: '/companies/:id/signing',
    answer: companySigningResponseSchema,
  }),
  setCompanySigning: define({
    method: 'PUT',
    path: '/companies/:id/signing',
    body: companySigningRequestSchema,
    answer: companySigningResponseSchema,
  }),
  listProviders: define({ method: 'GET', path: '/providers', answer: providerListResponseSchema }),
  // Integraciones (issue 30): the company's API keys for /v1, owner only.
  listApiKeys: define({ method: 'GET', path: '/companies/:id/api-keys', answer: apiKeyListResponseSchema }),
  createApiKey: define({
    method: 'POST',
    path: '/companies/:id/api-keys',
    body: createApiKeyRequestSchema,
    answer: createdApiKeyResponseSchema,
  }),
  revokeApiKey: define({
    method: 'DELETE',
    path: '/companies/:id/api-keys/:keyId',
    answer: apiKeyResponseSchema,
  }),
  // Integraciones → Webhooks (issue 30, docs/decisions/0041), owner only.
  listWebhooks: define({ method: 'GET', path: '/companies/:id/webhooks', answer: webhookListResponseSchema }),
  createWebhook: define({
    method: 'POST',
    path: '/companies/:id/webhooks',
    body: webhookInputSchema,
    answer: webhookWithSecretResponseSchema,
  }),
  updateWebhook: define({
    method: 'PUT',
    path: '/companies/:id/webhooks/:webhookId',
    body: webhookInputSchema,
    answer: webhookResponseSchema,
  }),
  rotateWebhookSecret: define({
    method: 'POST',
    path: '/companies/:id/webhooks/:webhookId/secret',
    answer: webhookWithSecretResponseSchema,
  }),
  deleteWebhook: define({
    method: 'DELETE',
    path: '/companies/:id/webhooks/:webhookId',
    answer: messageResponseSchema,
  }),
  listWebhookDeliveries: define({
    method: 'GET',
    path: '/companies/:id/webhooks/:webhookId/deliveries',
    answer: webhookDeliveryListResponseSchema,
  }),
  resendWebhookDelivery: define({
    method: 'POST',
    path: '/companies/:id/webhooks/:webhookId/deliveries/:deliveryId/resend',
    answer: webhookDeliveryResponseSchema,
  }),
  // Emisión masiva (issue 30): a CSV of documents issued one by one by a job, seen first (issue 39).
  previewBulkIssue: define({
    method: 'POST',
    path: '/companies/:id/documents/bulk/preview',
    body: bulkCsvUploadSchema,
    answer: bulkPreviewResponseSchema,
  }),
  startBulkIssue: define({
    method: 'POST',
    path: '/companies/:id/documents/bulk',
    body: bulkCsvUploadSchema,
    answer: bulkJobResponseSchema,
  }),
  getBulkJob: define({ method: 'GET', path: '/companies/:id/bulk/:jobId', answer: bulkJobResponseSchema }),
  downloadBulkResult: define({
    method: 'GET',
    path: '/companies/:id/bulk/:jobId/result.csv',
    answer: documentFileAnswerSchema,
  }),

  // Guías de remisión (issue 42): issued to SUNAT's GRE REST API, its ticket polled by the job.
  issueDespatch: define({
    method: 'POST',
    path: '/companies/:id/despatches',
    body: despatchInputSchema,
    answer: despatchDetailResponseSchema,
  }),
  listDespatches: define({
    method: 'GET',
    path: '/companies/:id/despatches',
    query: despatchListQuerySchema,
    answer: despatchListResponseSchema,
  }),
  getDespatch: define({
    method: 'GET',
    path: '/companies/:id/despatches/:despatchId',
    answer: despatchDetailResponseSchema,
  }),
  downloadDespatchXml: define({
    method: 'GET',
    path: '/companies/:id/despatches/:despatchId/xml',
    answer: z.string(),
  }),
  downloadDespatchCdr: define({
    method: 'GET',
    path: '/companies/:id/despatches/:despatchId/cdr',
    answer: z.unknown(),
  }),
  downloadDespatchPdf: define({
    method: 'GET',
    path: '/companies/:id/despatches/:despatchId/pdf',
    answer: z.unknown(),
  }),
  resendDespatch: define({
    method: 'POST',
    path: '/companies/:id/despatches/:despatchId/resend',
    answer: despatchDetailResponseSchema,
  }),
  // The company's «Credenciales de API SUNAT» for guías: sealed, never answered; «Probar conexión».
  getGreCredentials: define({
    method: 'GET',
    path: '/companies/:id/credentials/gre',
    answer: greCredentialsResponseSchema,
  }),
  setGreCredentials: define({
    method: 'PUT',
    path: '/companies/:id/credentials/gre',
    body: greCredentialsRequestSchema,
    answer: greCredentialsResponseSchema,
  }),
  testGreCredentials: define({
    method: 'POST',
    path: '/companies/:id/credentials/gre/test',
    answer: greTestResponseSchema,
  }),

  // Comprobantes electrónicos (issue 26).
  issueDocument: define({
    method: 'POST',
    path: '/companies/:id/documents',
    body: documentInputSchema,
    answer: documentDetailResponseSchema,
  }),
  // «Revisar» (issue 43): issuing's pre-flight without a number, a signature or a token.
  validateDocument: define({
    method: 'POST',
    path: '/companies/:id/documents/validate',
    body: documentInputSchema,
    answer: documentValidationResponseSchema,
  }),
  // «Deducir anticipo» (issue 41): the buyer's accepted advances and what is left of each.
  listOpenAdvances: define({
    method: 'GET',
    path: '/companies/:id/documents/advances',
    query: advanceListQuerySchema,
    answer: advanceListResponseSchema,
  }),
  listDocuments: define({
    method: 'GET',
    path: '/companies/:id/documents',
    query: listadoQuerySchema,
    answer: listadoResponseSchema,
  }),
  // What an accountant takes away (issue 29): the filtered set's totals, CSV, Excel, a period's ZIP.
  documentTotals: define({
    method: 'GET',
    path: '/companies/:id/documents/totals',
    query: listadoFiltersSchema,
    answer: documentTotalsResponseSchema,
  }),
  exportDocumentsCsv: define({
    method: 'GET',
    path: '/companies/:id/documents/export.csv',
    query: listadoFiltersSchema,
    answer: documentFileAnswerSchema,
  }),
  exportDocumentsXlsx: define({
    method: 'GET',
    path: '/companies/:id/documents/export.xlsx',
    query: listadoFiltersSchema,
    answer: documentFileAnswerSchema,
  }),
  downloadDocumentsArchive: define({
    method: 'GET',
    path: '/companies/:id/documents/archive',
    query: documentArchiveQuerySchema,
    answer: documentFileAnswerSchema,
  }),
  getDocument: define({
    method: 'GET',
    path: '/companies/:id/documents/:documentId',
    answer: documentDetailResponseSchema,
  }),
  downloadDocumentXml: define({
    method: 'GET',
    path: '/companies/:id/documents/:documentId/xml',
    answer: z.string(),
  }),
  downloadDocumentCdr: define({
    method: 'GET',
    path: '/companies/:id/documents/:documentId/cdr',
    answer: z.unknown(),
  }),
  downloadDocumentPdf: define({
    method: 'GET',
    path: '/companies/:id/documents/:documentId/pdf',
    query: printedQuerySchema,
    answer: z.unknown(),
  }),
  emailDocument: define({
    method: 'POST',
    path: '/companies/:id/documents/:documentId/email',
    body: documentEmailRequestSchema,
    answer: documentEmailResponseSchema,
  }),
  voidDocument: define({
    method: 'POST',
    path: '/companies/:id/documents/:documentId/void',
    body: voidDocumentRequestSchema,
    answer: summaryResponseSchema,
  }),
  issueNoteFromDocument: define({
    method: 'POST',
    path: '/companies/:id/documents/:documentId/notes',
    body: noteFromDocumentRequestSchema,
    answer: documentDetailResponseSchema,
  }),
  resendDocument: define({
    method: 'POST',
    path: '/companies/:id/documents/:documentId/resend',
    answer: documentDetailResponseSchema,
  }),
  getIgvRegime: define({ method: 'GET', path: '/companies/:id/igv-regime', answer: igvRegimeResponseSchema }),
  setIgvRegime: define({
    method: 'PUT',
    path: '/companies/:id/igv-regime',
    body: igvRegimeRequestSchema,
    answer: igvRegimeResponseSchema,
  }),
  // Retenciones (20), percepciones (40) and their reversiones (RR), issue 41 item 3.
  getOtherCpeAgent: define({
    method: 'GET',
    path: '/companies/:id/other-cpe-agent',
    answer: otherCpeAgentResponseSchema,
  }),
  setOtherCpeAgent: define({
    method: 'PUT',
    path: '/companies/:id/other-cpe-agent',
    body: otherCpeAgentSchema,
    answer: otherCpeAgentResponseSchema,
  }),
  issueOtherDocument: define({
    method: 'POST',
    path: '/companies/:id/other-documents',
    body: retentionPerceptionInputSchema,
    answer: otherDocumentResponseSchema,
  }),
  listOtherDocuments: define({
    method: 'GET',
    path: '/companies/:id/other-documents',
    query: otherDocumentListQuerySchema,
    answer: otherDocumentListResponseSchema,
  }),
  getOtherDocument: define({
    method: 'GET',
    path: '/companies/:id/other-documents/:documentId',
    answer: otherDocumentResponseSchema,
  }),
  downloadOtherDocumentXml: define({
    method: 'GET',
    path: '/companies/:id/other-documents/:documentId/xml',
    answer: z.string(),
  }),
  downloadOtherDocumentCdr: define({
    method: 'GET',
    path: '/companies/:id/other-documents/:documentId/cdr',
    answer: z.unknown(),
  }),
  downloadOtherDocumentPdf: define({
    method: 'GET',
    path: '/companies/:id/other-documents/:documentId/pdf',
    answer: z.unknown(),
  }),
  emailOtherDocument: define({
    method: 'POST',
    path: '/companies/:id/other-documents/:documentId/email',
    body: documentEmailRequestSchema,
    answer: documentEmailResponseSchema,
  }),
  listOtherDocumentEmails: define({
    method: 'GET',
    path: '/companies/:id/other-documents/:documentId/emails',
    answer: otherDocumentEmailsResponseSchema,
  }),
  revertOtherDocuments: define({
    method: 'POST',
    path: '/companies/:id/reversions',
    body: reversionInputSchema,
    answer: reversionResponseSchema,
  }),
  getReversion: define({
    method: 'GET',
    path: '/companies/:id/reversions/:reversionId',
    answer: reversionResponseSchema,
  }),
  listSummaries: define({
    method: 'GET',
    path: '/companies/:id/summaries',
    query: summaryListQuerySchema,
    answer: summaryListResponseSchema,
  }),
  // Clientes y Productos y servicios de la empresa (issue 29): any member reads and writes.
  listCatalogueCustomers: define({
    method: 'GET',
    path: '/companies/:id/customers',
    query: catalogueListQuerySchema,
    answer: catalogueCustomerListResponseSchema,
  }),
  createCatalogueCustomer: define({
    method: 'POST',
    path: '/companies/:id/customers',
    body: catalogueCustomerInputSchema,
    answer: catalogueCustomerResponseSchema,
  }),
  updateCatalogueCustomer: define({
    method: 'PUT',
    path: '/companies/:id/customers/:customerId',
    body: catalogueCustomerInputSchema,
    answer: catalogueCustomerResponseSchema,
  }),
  deleteCatalogueCustomer: define({
    method: 'DELETE',
    path: '/companies/:id/customers/:customerId',
    answer: messageResponseSchema,
  }),
  importCatalogueCustomers: define({
    method: 'POST',
    path: '/companies/:id/customers/import',
    body: catalogueImportRequestSchema,
    answer: catalogueImportResponseSchema,
  }),
  listCatalogueProducts: define({
    method: 'GET',
    path: '/companies/:id/products',
    query: catalogueProductListQuerySchema,
    answer: catalogueProductListResponseSchema,
  }),
  createCatalogueProduct: define({
    method: 'POST',
    path: '/companies/:id/products',
    body: catalogueProductInputSchema,
    answer: catalogueProductResponseSchema,
  }),
  updateCatalogueProduct: define({
    method: 'PUT',
    path: '/companies/:id/products/:productId',
    body: catalogueProductInputSchema,
    answer: catalogueProductResponseSchema,
  }),
  deleteCatalogueProduct: define({
    method: 'DELETE',
    path: '/companies/:id/products/:productId',
    answer: messageResponseSchema,
  }),
  importCatalogueProducts: define({
    method: 'POST',
    path: '/companies/:id/products/import',
    body: catalogueImportRequestSchema,
    answer: catalogueImportResponseSchema,
  }),
  // Vehículos y Conductores de la empresa, for its guías (issue 42): any member reads and writes.
  listCatalogueVehicles: define({
    method: 'GET',
    path: '/companies/:id/vehicles',
    query: catalogueListQuerySchema,
    answer: catalogueVehicleListResponseSchema,
  }),
  createCatalogueVehicle: define({
    method: 'POST',
    path: '/companies/:id/vehicles',
    body: catalogueVehicleInputSchema,
    answer: catalogueVehicleResponseSchema,
  }),
  updateCatalogueVehicle: define({
    method: 'PUT',
    path: '/companies/:id/vehicles/:vehicleId',
    body: catalogueVehicleInputSchema,
    answer: catalogueVehicleResponseSchema,
  }),
  deleteCatalogueVehicle: define({
    method: 'DELETE',
    path: '/companies/:id/vehicles/:vehicleId',
    answer: messageResponseSchema,
  }),
  listCatalogueDrivers: define({
    method: 'GET',
    path: '/companies/:id/drivers',
    query: catalogueListQuerySchema,
    answer: catalogueDriverListResponseSchema,
  }),
  createCatalogueDriver: define({
    method: 'POST',
    path: '/companies/:id/drivers',
    body: catalogueDriverInputSchema,
    answer: catalogueDriverResponseSchema,
  }),
  updateCatalogueDriver: define({
    method: 'PUT',
    path: '/companies/:id/drivers/:driverId',
    body: catalogueDriverInputSchema,
    answer: catalogueDriverResponseSchema,
  }),
  deleteCatalogueDriver: define({
    method: 'DELETE',
    path: '/companies/:id/drivers/:driverId',
    answer: messageResponseSchema,
  }),
  ubigeoCatalog: define({ method: 'GET', path: '/catalogs/ubigeo', answer: ubigeoCatalogResponseSchema }),
  /** Issue 28 item 10: a taxpayer from the local copy of SUNAT's padrón reducido (signed in). */
  rucLookup: define({ method: 'GET', path: '/ruc/:ruc', answer: rucLookupResponseSchema }),

  // Auditoría (issue 16): the administrators' append-only log of changes, and its CSV.
  listAuditLog: define({
    method: 'GET',
    path: '/admin/audit',
    query: auditListQuerySchema,
    answer: auditListResponseSchema,
  }),
  exportAuditLogCsv: define({
    method: 'GET',
    path: '/admin/audit/export',
    query: auditExportQuerySchema,
    answer: auditCsvSchema,
  }),

  listPlans: define({ method: 'GET', path: '/plans', answer: plansResponseSchema }),
  sendContact: define({
    method: 'POST',
    path: '/contact',
    body: contactRequestSchema,
    answer: contactResponseSchema,
  }),
  /** The customer's dashboard (issue 29): this month's documents across their companies. */
  documentsThisMonth: define({
    method: 'GET',
    path: '/documents/this-month',
    answer: documentsMonthResponseSchema,
  }),
  // Issue 43, item 5: per series, the last number, what SUNAT has not taken and near deadlines.
  seriesStatus: define({
    method: 'GET',
    path: '/companies/:id/documents/series-status',
    query: seriesStatusQuerySchema,
    answer: seriesStatusResponseSchema,
  }),
  // Consulta pública de comprobantes (issue 29): no session; the answer's links expire.
  lookupPublicDocument: define({
    method: 'POST',
    path: '/public/documents/lookup',
    body: documentLookupRequestSchema,
    answer: documentLookupResponseSchema,
  }),
  downloadPublicDocumentPdf: define({
    method: 'GET',
    path: '/public/documents/files/:token/pdf',
    query: publicPrintedQuerySchema,
    answer: z.unknown(),
  }),
  downloadPublicDocumentXml: define({
    method: 'GET',
    path: '/public/documents/files/:token/xml',
    answer: z.string(),
  }),
  // Issue 16, Proveedores, Configuración del sistema and Pasarelas de Pago (admin; gateways owner only).
  getPublicSettings: define({
    method: 'GET',
    path: '/public/settings',
    answer: publicSettingsResponseSchema,
  }),
  getSystemSettings: define({ method: 'GET', path: '/admin/settings', answer: systemSettingsResponseSchema }),
  updateSystemSettings: define({
    method: 'PUT',
    path: '/admin/settings',
    body: systemSettingsRequestSchema,
    answer: systemSettingsResponseSchema,
  }),
  listAdminProviders: define({
    method: 'GET',
    path: '/admin/providers',
    answer: adminProviderListResponseSchema,
  }),
  createProvider: define({
    method: 'POST',
    path: '/admin/providers',
    body: providerInputSchema,
    answer: adminProviderResponseSchema,
  }),
  updateProvider: define({
    method: 'PUT',
    path: '/admin/providers/:id',
    body: providerInputSchema,
    answer: adminProviderResponseSchema,
  }),
  testProvider: define({
    method: 'POST',
    path: '/admin/providers/:id/test',
    body: providerTestRequestSchema,
    answer: providerTestResponseSchema,
  }),
  // Issue 40: the certificate Facturador signs with as its customers' PSE (owner only).
  getPlatformSigningIdentity: define({
    method: 'GET',
    path: '/admin/signing-identity',
    answer: platformSigningIdentityResponseSchema,
  }),
  savePlatformSigningIdentity: define({
    method: 'PUT',
    path: '/admin/signing-identity',
    body: platformSigningIdentityRequestSchema,
    answer: platformSigningIdentityResponseSchema,
  }),
  listPaymentGateways: define({
    method: 'GET',
    path: '/admin/payment-gateways',
    answer: adminGatewayListResponseSchema,
  }),
  savePaymentGateway: define({
    method: 'PUT',
    path: '/admin/payment-gateways/:gateway',
    body: saveGatewayRequestSchema,
    answer: adminGatewayResponseSchema,
  }),
} as const;

export type EndpointName = keyof typeof endpoints;
