/**
 * The document files SUNAT receives and returns: UBL XML, XSD and structural checks, signature,
 * zip, CDR, SOAP messages and the response-code catalogue; pipeline.ts chains them.
 */
export { buildDocumentXml } from './ubl/document-xml.ts';
export { buildInvoiceXml } from './ubl/invoice.ts';
export { buildCreditNoteXml } from './ubl/credit-note.ts';
export { buildDebitNoteXml } from './ubl/debit-note.ts';
export { buildSummaryXml } from './ubl/summary.ts';
export { buildVoidedXml } from './ubl/voided.ts';
export { buildDespatchAdviceXml } from './ubl/despatch-advice.ts';

export {
  validateXsd,
  validateXsdBatch,
  type XsdKind,
  type XsdOptions,
  type XsdResult,
} from './xsd/validate-xsd.ts';
export { parseXmlCollecting, type ParsedXml } from './xsd/dom.ts';

export { loadSigningKey, type SigningKey } from './sign/signing-key.ts';
export type { Signatory, SignerKey } from './sign/signatory.ts';
export { signXml, SIGNATURE_PROFILE } from './sign/sign-xml.ts';
export { digestValueOf } from './sign/digest-value.ts';

export { fileBaseName, summaryFileBaseName } from './zip/file-names.ts';
export { zipDocument } from './zip/zip-document.ts';
export { unzipSingleXml, type UnzippedXml } from './zip/unzip.ts';

export { readCdr, readCdrXml, parseNote, type Cdr, type CdrNote } from './cdr/read-cdr.ts';
export { classifyCode, isAcceptedCode, type CodeOutcome } from './cdr/classify-code.ts';
export {
  verdictOf,
  isAccepted,
  RECEIVED_BEFORE_1033,
  type Verdict,
  type SettledVerdict,
} from './cdr/verdict.ts';

export { solUsername, type SolCredentials } from './soap/envelope.ts';
export {
  sendBillEnvelope,
  sendSummaryEnvelope,
  getStatusEnvelope,
  getStatusCdrEnvelope,
  type SendFileRequest,
  type StatusCdrRequest,
} from './soap/requests.ts';
export { parseSoapResponse, UNNUMBERED_FAULT, type SoapResponse } from './soap/parse-response.ts';
export { readSoapAnswer, answerOfSoap, type SunatAnswer } from './soap/sunat-answer.ts';
export { SOAP_ENVELOPE, SUNAT_SERVICE } from './soap/namespaces.ts';

export { RESPONSE_CODES } from './codes/response-codes.ts';
export { describeCode, normalizeCode } from './codes/describe-code.ts';

export {
  buildSignedDocument,
  buildSignedSummary,
  buildSignedVoided,
  buildSignedDespatch,
  type SignedDocumentFiles,
  type StepTimings,
} from './pipeline.ts';
