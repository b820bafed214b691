import { initialMigration } from './001-initial.ts';
import { authMigration } from './002-auth.ts';
import { sessionExpiryIndexMigration } from './003-session-expiry-index.ts';
import { companiesMigration } from './004-companies.ts';
import { plansContactMigration } from './005-plans-contact.ts';
import { securityEventsMigration } from './006-security-events.ts';
import { companyDetailsMigration } from './007-company-details.ts';
import { billingMigration } from './008-billing.ts';
import { auditLogMigration } from './009-audit-log.ts';
import { userAdminMigration } from './010-user-admin.ts';
import { adminSettingsMigration } from './012-admin-settings.ts';
import { reportIndexesMigration } from './013-report-indexes.ts';
import { documentsMigration } from './014-documents.ts';
import { orderReferencesMigration } from './015-order-references.ts';
import { openOrdersMigration } from './016-open-orders.ts';
import { documentDeliveryMigration } from './017-document-delivery.ts';
import { rucPadronMigration } from './018-ruc-padron.ts';
import { orderReceiptsMigration } from './019-order-receipts.ts';
import { cataloguesMigration } from './020-catalogues.ts';
import { apiKeysMigration } from './021-api-keys.ts';
import { webhooksAndBulkMigration } from './022-webhooks-and-bulk.ts';
import { igvRegimeMigration } from './023-igv-regime.ts';
import { printFormatMigration } from './024-print-format.ts';
import { pseSigningMigration } from './025-pse-signing.ts';
import { defaultSeriesMigration } from './026-default-series.ts';
import { certificateFactsMigration } from './027-certificate-facts.ts';
import { documentEnvironmentMigration } from './028-document-environment.ts';
import { goingToProductionMigration } from './029-going-to-production.ts';
import { issueAnswersMigration } from './030-issue-answers.ts';
import { bulkStartAnswersMigration } from './031-bulk-start-answers.ts';
import { despatchesMigration } from './032-despatches.ts';
import { retentionPerceptionMigration } from './033-retention-perception.ts';
import { numberedBeforeSignedMigration } from './034-numbered-before-signed.ts';
import { despatchBulkMigration } from './035-despatch-bulk.ts';
import { transportCataloguesMigration } from './036-transport-catalogues.ts';
import { otherDocumentTokensMigration } from './037-other-document-tokens.ts';
import { otherDocumentEventsMigration } from './038-other-document-events.ts';
import { despatchNumberedBeforeSignedMigration } from './039-despatch-numbered-before-signed.ts';
import { serviceExporterMigration } from './040-service-exporter.ts';
import { seriesLastNumberMigration } from './041-series-last-number.ts';
import type { Migration } from './migration.ts';

/** Every migration, oldest first. Append only. */
export const MIGRATIONS: readonly Migration[] = [
  initialMigration,
  authMigration,
  sessionExpiryIndexMigration,
  companiesMigration,
  plansContactMigration,
  securityEventsMigration,
  companyDetailsMigration,
  billingMigration,
  auditLogMigration,
  userAdminMigration,
  adminSettingsMigration,
  reportIndexesMigration,
  documentsMigration,
  orderReferencesMigration,
  openOrdersMigration,
  documentDeliveryMigration,
  rucPadronMigration,
  orderReceiptsMigration,
  cataloguesMigration,
  apiKeysMigration,
  webhooksAndBulkMigration,
  igvRegimeMigration,
  printFormatMigration,
  pseSigningMigration,
  defaultSeriesMigration,
  certificateFactsMigration,
  documentEnvironmentMigration,
  goingToProductionMigration,
  issueAnswersMigration,
  bulkStartAnswersMigration,
  despatchesMigration,
  retentionPerceptionMigration,
  numberedBeforeSignedMigration,
  despatchBulkMigration,
  transportCataloguesMigration,
  otherDocumentTokensMigration,
  otherDocumentEventsMigration,
  despatchNumberedBeforeSignedMigration,
  serviceExporterMigration,
  seriesLastNumberMigration,
];

export type { Migration } from './migration.ts';
