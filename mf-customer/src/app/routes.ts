import { COMPANY_PRODUCTION_SEGMENT, productionMessages, ROUTE_PATHS } from '@facturador/contracts';
import { registerConsumer, sessionStore } from '@facturador/auth-api';
import { defineRemoteRoutes, lazyPage } from '@facturador/federation';
import { companiesMessages } from '../features/companies/messages.ts';
import { dashboardMessages } from '../features/dashboard/messages.ts';
import { cataloguesMessages } from '../shared/catalogues/messages.ts';
import { documentsMessages } from '../features/documents/messages.ts';
import { despatchesMessages } from '../features/despatches/messages.ts';
import { seriesStatusMessages } from '../shared/series-status/messages.ts';
import { otherDocumentsMessages } from '../features/other-documents/messages.ts';
import { plansMessages } from '../features/plans/messages.ts';
import { profileMessages } from '../features/profile/messages.ts';

const ProfilePage = lazyPage(() => import('../features/profile/profile-page.tsx'));
const CompanyPage = lazyPage(() => import('../features/companies/company/company-page.tsx'));

registerConsumer('mf_customer', sessionStore);

/** The pages this remote owns; the shell mounts them (REMOTE_MOUNTS of @facturador/federation). */
export const routes = defineRemoteRoutes(__FACTURADOR_BUILD__, [
  {
    path: ROUTE_PATHS.app,
    title: dashboardMessages.title,
    description: dashboardMessages.description,
    ...lazyPage(() => import('./home-page.tsx')),
  },
  {
    path: ROUTE_PATHS.profile,
    title: profileMessages.title,
    description: profileMessages.description,
    ...ProfilePage,
  },
  {
    path: ROUTE_PATHS.profileSecurity,
    title: `${profileMessages.securityTitle} · ${profileMessages.title}`,
    description: profileMessages.securityDescription,
    ...ProfilePage,
  },
  {
    path: ROUTE_PATHS.companies,
    title: companiesMessages.title,
    description: companiesMessages.description,
    ...lazyPage(() => import('../features/companies/list/companies-page.tsx')),
  },
  {
    path: `${ROUTE_PATHS.companies}/:companyId`,
    title: companiesMessages.title,
    description: companiesMessages.description,
    ...CompanyPage,
  },
  {
    // Issue 40: the company's «Pasar a producción» checklist, before the tabs' pattern.
    path: `${ROUTE_PATHS.companies}/:companyId/${COMPANY_PRODUCTION_SEGMENT}`,
    title: `${productionMessages.title} · ${companiesMessages.title}`,
    description: productionMessages.intro,
    ...CompanyPage,
  },
  {
    path: `${ROUTE_PATHS.companies}/:companyId/:tab`,
    title: companiesMessages.title,
    description: companiesMessages.description,
    ...CompanyPage,
  },
  {
    path: ROUTE_PATHS.documents,
    title: documentsMessages.title,
    description: documentsMessages.description,
    ...lazyPage(() => import('../features/documents/list/documents-page.tsx')),
  },
  {
    path: ROUTE_PATHS.documentsIssue,
    title: documentsMessages.issueTitle,
    description: documentsMessages.issueDescription,
    ...lazyPage(() => import('../features/documents/issue/issue-page.tsx')),
  },
  {
    path: ROUTE_PATHS.documentsCustomers,
    title: cataloguesMessages.customers.title,
    description: cataloguesMessages.customers.summary,
    ...lazyPage(() => import('../features/documents/catalogues/customers/customers-page.tsx')),
  },
  {
    path: ROUTE_PATHS.documentsProducts,
    title: cataloguesMessages.products.title,
    description: cataloguesMessages.products.summary,
    ...lazyPage(() => import('../features/documents/catalogues/products/products-page.tsx')),
  },
  {
    path: ROUTE_PATHS.despatchVehicles,
    title: cataloguesMessages.vehicles.title,
    description: cataloguesMessages.vehicles.summary,
    ...lazyPage(() => import('../features/documents/catalogues/vehicles/vehicles-page.tsx')),
  },
  {
    path: ROUTE_PATHS.despatchDrivers,
    title: cataloguesMessages.drivers.title,
    description: cataloguesMessages.drivers.summary,
    ...lazyPage(() => import('../features/documents/catalogues/drivers/drivers-page.tsx')),
  },
  {
    path: ROUTE_PATHS.documentsReports,
    title: seriesStatusMessages.reportsTitle,
    description: seriesStatusMessages.reportsDescription,
    ...lazyPage(() => import('../features/documents/series-status/reports-page.tsx')),
  },
  // Issue 42: guías de remisión, in Comprobantes.
  {
    path: ROUTE_PATHS.despatches,
    title: despatchesMessages.title,
    description: despatchesMessages.description,
    ...lazyPage(() => import('../features/despatches/list/despatches-page.tsx')),
  },
  {
    path: ROUTE_PATHS.despatchesIssue,
    title: `${despatchesMessages.form.submit} · ${despatchesMessages.title}`,
    description: despatchesMessages.form.description,
    ...lazyPage(() => import('../features/despatches/issue/despatch-issue-page.tsx')),
  },
  {
    path: `${ROUTE_PATHS.despatches}/:companyId/:despatchId`,
    title: despatchesMessages.title,
    description: despatchesMessages.description,
    ...lazyPage(() => import('../features/despatches/detail/despatch-page.tsx')),
  },
  {
    // Issue 41: comprobantes de retención y de percepción, and their reversión.
    path: ROUTE_PATHS.otherDocuments,
    title: otherDocumentsMessages.title,
    description: otherDocumentsMessages.description,
    ...lazyPage(() => import('../features/other-documents/list/other-documents-page.tsx')),
  },
  {
    path: ROUTE_PATHS.otherDocumentsIssue,
    title: otherDocumentsMessages.form.title,
    description: otherDocumentsMessages.description,
    ...lazyPage(() => import('../features/other-documents/issue/other-issue-page.tsx')),
  },
  {
    path: `${ROUTE_PATHS.otherDocuments}/:companyId/:documentId`,
    title: otherDocumentsMessages.title,
    description: otherDocumentsMessages.description,
    ...lazyPage(() => import('../features/other-documents/detail/other-document-page.tsx')),
  },
  {
    path: `${ROUTE_PATHS.documents}/:companyId/:documentId`,
    title: documentsMessages.detailTitle,
    description: documentsMessages.description,
    ...lazyPage(() => import('../features/documents/detail/document-page.tsx')),
  },
  {
    path: ROUTE_PATHS.myPlans,
    title: plansMessages.title,
    description: plansMessages.description,
    ...lazyPage(() => import('../features/plans/plans-page.tsx')),
  },
]);
