import type { FastifyPluginAsync } from 'fastify';
import auditRoutes from './admin/audit.ts';
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
import companyRoutes from './companies/index.ts';
import csrfRoutes from './csrf/index.ts';
import devRoutes from './dev/index.ts';
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

/** Every route folder. A folder's plugin owns its paths and its guards. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(docsRoutes);
  await app.register(csrfRoutes);
  await app.register(sessionRoutes);
  await app.register(passwordResetRoutes);
  await app.register(googleRoutes);
  await app.register(accountRoutes);
  await app.register(profileRoutes);
  await app.register(sessionsRoutes);
  await app.register(securityRoutes);
  await app.register(adminRoutes);
  await app.register(adminAccountRoutes);
  await app.register(companyRoutes);
  await app.register(documentRoutes);
  await app.register(documentsMonthRoutes);
  await app.register(billingRoutes);
  await app.register(receiptRoutes);
  await app.register(billingAdminRoutes);
  await app.register(insightsRoutes);
  await app.register(auditRoutes);
  await app.register(operationsRoutes);
  await app.register(billingCatalogueRoutes);
  await app.register(billingSubscriptionRoutes);
  await app.register(webhookRoutes);
  await app.register(catalogRoutes);
  await app.register(rucRoutes);
  await app.register(publicRoutes);
  await app.register(systemRoutes);
  if (app.env.NODE_ENV !== 'production') {
    await app.register(devRoutes);
    await app.register(sandboxRoutes);
  }
};

export default routes;
