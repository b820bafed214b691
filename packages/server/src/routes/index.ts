import type { FastifyPluginAsync } from 'fastify';
import auditRoutes from './admin/audit.ts';
import certificateReportRoutes from './admin/certificate-report.ts';
import insightsRoutes from './admin/insights.ts';
import operationsRoutes from './admin/operations.ts';
import googleRoutes from './auth/google.ts';
import passwordResetRoutes from './auth/password-reset.ts';
import sessionRoutes from './auth/session.ts';
import billingAdminRoutes from './billing/admin.ts';
import billingCatalogueRoutes from './billing/admin-catalogue.ts';
import billingSubscriptionRoutes from './billing/admin-subscriptions.ts';
import billingRoutes from './billing/index.ts';
import receiptRoutes from './billing/receipts.ts';
import documentsMonthRoutes from './documents/this-month.ts';
import sandboxRoutes from './billing/sandbox.ts';
import webhookRoutes from './billing/webhooks.ts';
import catalogRoutes from './catalogs/index.ts';
import catalogueRoutes from './catalogues/index.ts';
import companyRoutes from './companies/index.ts';
import csrfRoutes from './csrf/index.ts';
import devRoutes from './dev/index.ts';
import despatchRoutes from './despatches/index.ts';
import documentRoutes from './documents/index.ts';
import docsRoutes from './docs/index.ts';
import healthRoutes from './health/index.ts';
import securityRoutes from './security/index.ts';
import sessionsRoutes from './sessions/index.ts';
import accountRoutes from './users/account.ts';
import adminRoutes from './users/admin.ts';
import adminAccountRoutes from './users/admin-account.ts';
import profileRoutes from './users/profile.ts';
import publicRoutes from './public/index.ts';
import rucRoutes from './ruc/index.ts';
import systemRoutes from './system/index.ts';
import v1Routes from './v1/index.ts';
import { registerRoutes } from './register-routes.ts';

/** Every route folder. A folder's plugin owns its paths and its guards. */
const routes: FastifyPluginAsync = async (app) => {
  await registerRoutes(app, {
    healthRoutes,
    docsRoutes,
    csrfRoutes,
    sessionRoutes,
    passwordResetRoutes,
    googleRoutes,
    accountRoutes,
    profileRoutes,
    sessionsRoutes,
    securityRoutes,
    adminRoutes,
    adminAccountRoutes,
    companyRoutes,
    documentRoutes,
    despatchRoutes,
    documentsMonthRoutes,
    catalogueRoutes,
    billingRoutes,
    receiptRoutes,
    billingAdminRoutes,
    insightsRoutes,
    certificateReportRoutes,
    auditRoutes,
    operationsRoutes,
    billingCatalogueRoutes,
    billingSubscriptionRoutes,
    webhookRoutes,
    catalogRoutes,
    rucRoutes,
    publicRoutes,
    systemRoutes,
    v1Routes,
  });
  if (app.env.NODE_ENV !== 'production') {
    await registerRoutes(app, { devRoutes, sandboxRoutes });
  }
};

export default routes;
