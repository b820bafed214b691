import { signedFiles, type SignedDocumentFiles } from '../pipeline.ts';
import type { SignerKey } from '../sign/signatory.ts';
import { buildVoidedXml } from '../ubl/voided.ts';
import { fileBaseName, summaryFileBaseName } from '../zip/file-names.ts';
import type { ComputedRetentionPerception, ReversionDocuments } from './model.ts';
import { buildRetentionPerceptionXml } from './ubl.ts';

/**
 * Retención or percepción, named `RUC-20-R001-1` / `RUC-40-P001-1`, sent with sendBill to SUNAT's
 * other-CPE service (soap/endpoints.ts).
 */
export const buildSignedRetentionPerception = (
  doc: ComputedRetentionPerception,
  key: SignerKey,
): SignedDocumentFiles =>
  signedFiles(
    fileBaseName(doc.issuer.ruc, doc.documentType, doc.series, doc.number),
    () => buildRetentionPerceptionXml(doc, key.signatory),
    key,
  );

/** Resumen de reversiones (RR), named after the day it is made, sent with sendSummary (a ticket). */
export const buildSignedReversion = (reversion: ReversionDocuments, key: SignerKey): SignedDocumentFiles =>
  signedFiles(
    summaryFileBaseName(reversion.issuer.ruc, 'RR', reversion.issueDate, reversion.sequence),
    () => buildVoidedXml(reversion, key.signatory),
    key,
  );
