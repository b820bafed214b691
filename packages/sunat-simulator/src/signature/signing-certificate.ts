import { X509Certificate } from 'node:crypto';
import { NS, type Document } from '../document/dom.ts';

/**
 * A certificate as SUNAT's «Listado de certificados del emisor» identifies it: the CA that
 * issued it (num_id_ca) and its serial number (num_id_cd). The double keys on the issuer's name
 * and the serial, which is what tells two certificates apart.
 */
export interface CertificateId {
  issuer: string;
  serialNumber: string;
}

/** The certificate that signed a document, as the double reads it. */
export interface SigningCertificate extends CertificateId {
  /** The RUCs its subject carries (serialNumber, CN, O, OU…: SUNAT's CAs put it in any of them). */
  subjectRucs: string[];
}

const RUC = /(?<!\d)((?:10|15|16|17|20)\d{9})(?!\d)/g;

/**
 * Certificates already read, by their text: a company signs thousands of documents with one
 * certificate, and parsing its X.509 for each cost the double more than the RSA check. Bounded
 * (cleared past what a busy double sees), as the verifier's public keys are.
 */
const readCertificates = new Map<string, SigningCertificate | null>();
const READ_CERTIFICATES_LIMIT = 1000;

/** Reads a certificate given as PEM or as base64 DER; null when it is neither. */
export function readCertificate(text: string): SigningCertificate | null {
  const known = readCertificates.get(text);
  if (known !== undefined) return known && { ...known, subjectRucs: [...known.subjectRucs] };
  const read = parseCertificate(text);
  if (readCertificates.size >= READ_CERTIFICATES_LIMIT) readCertificates.clear();
  readCertificates.set(text, read);
  return read && { ...read, subjectRucs: [...read.subjectRucs] };
}

function parseCertificate(text: string): SigningCertificate | null {
  try {
    const pem = text.includes('-----BEGIN');
    const x509 = new X509Certificate(pem ? text : Buffer.from(text.replace(/\s+/g, ''), 'base64'));
    return {
      issuer: x509.issuer.split('\n').join(', '),
      // Hex without leading zeros, upper case: "01" and "1" are the same serial.
      serialNumber: x509.serialNumber.replace(/^0+(?=.)/, '').toUpperCase(),
      subjectRucs: [...new Set([...x509.subject.matchAll(RUC)].map((match) => match[1]!))],
    };
  } catch {
    return null;
  }
}

/** The certificate in ds:KeyInfo/ds:X509Data of a received document; null when it has none. */
export function documentCertificate(doc: Document): SigningCertificate | null {
  const element = doc.getElementsByTagNameNS(NS.ds!, 'X509Certificate').item(0);
  const base64 = element?.textContent?.trim();
  return base64 ? readCertificate(base64) : null;
}

export const sameCertificate = (a: CertificateId, b: CertificateId): boolean =>
  a.issuer === b.issuer && a.serialNumber === b.serialNumber;
