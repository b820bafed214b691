import type { ComputedDocument, DailySummary, VoidedDocuments } from './model/computed.ts';
import type { ComputedDespatch } from './model/despatch.ts';
import { digestValueOf } from './sign/digest-value.ts';
import { signXml } from './sign/sign-xml.ts';
import type { SignerKey } from './sign/signatory.ts';
import { buildDespatchAdviceXml } from './ubl/despatch-advice.ts';
import { buildDocumentXml } from './ubl/document-xml.ts';
import { buildSummaryXml } from './ubl/summary.ts';
import { buildVoidedXml } from './ubl/voided.ts';
import { fileBaseName, summaryFileBaseName } from './zip/file-names.ts';
import { zipDocument } from './zip/zip-document.ts';

/** Milliseconds spent in each step, so a benchmark can print each one's share. */
export interface StepTimings {
  build: number;
  sign: number;
  digest: number;
  zip: number;
}

/** What is stored and sent: the signed XML (never reformatted), its zip and the printed hash. */
export interface SignedDocumentFiles {
  /** Base name without extension: the zip is `<fileName>.zip`, the XML inside `<fileName>.xml`. */
  fileName: string;
  xml: string;
  zip: Uint8Array;
  digestValue: string;
  timings: StepTimings;
}

/**
 * build → sign → digest → zip, each a function with one job (greenter's pipeline shape); sending
 * and reading the CDR are separate steps that do not know the document kind.
 */
export function signedFiles(fileName: string, build: () => string, key: SignerKey): SignedDocumentFiles {
  let mark = performance.now();
  const lap = () => {
    const now = performance.now();
    const elapsed = now - mark;
    mark = now;
    return elapsed;
  };
  const unsigned = build();
  const build_ = lap();
  const xml = signXml(unsigned, key);
  const sign = lap();
  const digestValue = digestValueOf(xml);
  const digest = lap();
  const zip = zipDocument(fileName, xml);
  return { fileName, xml, zip, digestValue, timings: { build: build_, sign, digest, zip: lap() } };
}

/**
 * Factura, boleta, nota de crédito or débito. A key with a `signatory` is a PSE's: the signature's
 * SignatoryParty names the PSE instead of the issuer.
 */
export const buildSignedDocument = (doc: ComputedDocument, key: SignerKey): SignedDocumentFiles =>
  signedFiles(
    fileBaseName(doc.issuer.ruc, doc.documentType, doc.series, doc.number),
    () => buildDocumentXml(doc, key.signatory),
    key,
  );

/** Resumen diario (RC), named after the day it is made. */
export const buildSignedSummary = (summary: DailySummary, key: SignerKey): SignedDocumentFiles =>
  signedFiles(
    summaryFileBaseName(summary.issuer.ruc, 'RC', summary.issueDate, summary.sequence),
    () => buildSummaryXml(summary, key.signatory),
    key,
  );

/** Comunicación de baja (RA), named after the day it is made. */
export const buildSignedVoided = (voided: VoidedDocuments, key: SignerKey): SignedDocumentFiles =>
  signedFiles(
    summaryFileBaseName(voided.issuer.ruc, 'RA', voided.issueDate, voided.sequence),
    () => buildVoidedXml(voided, key.signatory),
    key,
  );

/**
 * Guía de remisión (09/31), named `RUC-TT-SERIE-NUMERO` like a comprobante; it travels by SUNAT's
 * GRE REST API (the zip in base64 with its SHA-256), never by billService.
 */
export const buildSignedDespatch = (despatch: ComputedDespatch, key: SignerKey): SignedDocumentFiles =>
  signedFiles(
    fileBaseName(despatch.issuer.ruc, despatch.documentType, despatch.series, despatch.number),
    () => buildDespatchAdviceXml(despatch, key.signatory),
    key,
  );
