import { createPrivateKey, randomBytes, X509Certificate, type KeyObject } from 'node:crypto';
import forge from 'node-forge';
import {
  CERTIFICATE_MAX_BYTES,
  certificateDate,
  credentialMessages,
  dniOfRuc,
  isValidRuc,
  type CertificateFormat,
} from '@facturador/contracts';
import { validationError } from '../http/error-answer.ts';
import { decodeBase64Upload } from './logo.ts';

/** What the server keeps in clear about a SUNAT certificate (the page shows it). */
export interface CertificateFacts {
  /** The subject as `CN=…, serialNumber=…, …`, in the certificate's order. */
  subject: string;
  holder: string | null;
  issuer: string | null;
  /** The first valid RUC the subject carries, in any attribute. */
  ruc: string | null;
  format: CertificateFormat;
  notBefore: Date;
  notAfter: Date;
}

/**
 * A certificate opened from an upload, ready to seal: `bytes` is a PKCS#12 holding the signing
 * certificate first, the rest of the chain after it, and the key, locked with `password`. Every
 * upload ends up in this one shape, so signing reads one format whatever was uploaded.
 */
export interface OpenedCertificate {
  bytes: Buffer;
  password: string;
  facts: CertificateFacts;
  /** The subject's attribute values, for the RUC check. */
  subjectValues: string[];
}

interface CertificateParts {
  format: CertificateFormat;
  certificates: X509Certificate[];
  key: KeyObject | null;
}

const refuse = (message: string) => validationError([{ field: 'fileBase64', message }]);
const refusePassword = (message: string) => validationError([{ field: 'password', message }]);

const PEM_BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----[\s\S]+?-----END \1-----/g;

/** Node prints a name one attribute a line (`CN=ACME\, S.A.C.`): its pairs, escapes removed. */
function nameAttributes(name: string): { key: string; value: string }[] {
  return name
    .split('\n')
    .filter((line) => line.includes('='))
    .map((line) => {
      const at = line.indexOf('=');
      return { key: line.slice(0, at), value: line.slice(at + 1).replace(/\\(.)/g, '$1') };
    });
}

/** The CN of a name, or its O: how a person calls a holder or an issuer. */
function displayName(name: string): string | null {
  const attributes = nameAttributes(name);
  const pick = (key: string) => attributes.find((attribute) => attribute.key === key)?.value.trim();
  return pick('CN') || pick('O') || null;
}

const RUC_IN_TEXT = /(?<!\d)((?:10|15|17|20)\d{9})(?!\d)/g;

/** Every valid RUC in the texts ("RUC20512333797", "RUC 20512333797", "20512333797 - EMPRESA"…). */
function rucsIn(texts: readonly string[]): string[] {
  const found = texts.flatMap((text) => [...text.matchAll(RUC_IN_TEXT)].map((match) => match[1]!));
  return [...new Set(found.filter((ruc) => isValidRuc(ruc)))];
}

/** The certificates and keys of PEM texts (any order, any number of files). */
function pemParts(texts: readonly string[], password: string): CertificateParts {
  const certificates: X509Certificate[] = [];
  let key: KeyObject | null = null;
  for (const text of texts)
    for (const [block, label = ''] of text.matchAll(PEM_BLOCK)) {
      if (label === 'CERTIFICATE' || label === 'X509 CERTIFICATE' || label === 'TRUSTED CERTIFICATE') {
        try {
          certificates.push(new X509Certificate(block));
        } catch {
          throw refuse(credentialMessages.certificateInvalid);
        }
      } else if (label.endsWith('PRIVATE KEY') && !key) {
        key = pemKey(block, password);
      }
    }
  return { format: 'pem', certificates, key };
}

/** A PEM key; an encrypted one (PKCS#8 or OpenSSL's Proc-Type) opens with the password. */
function pemKey(block: string, password: string): KeyObject {
  const encrypted = block.includes('ENCRYPTED') || /Proc-Type:\s*4,ENCRYPTED/.test(block);
  if (encrypted && !password) throw refusePassword(credentialMessages.certificatePasswordRequired);
  try {
    return createPrivateKey(encrypted ? { key: block, format: 'pem', passphrase: password } : block);
  } catch {
    throw encrypted
      ? refusePassword(credentialMessages.certificateWrongPassword)
      : refuse(credentialMessages.certificateInvalid);
  }
}

/** A DER key file (PKCS#8, then PKCS#1), or null when the bytes are not one. */
function derKey(bytes: Buffer): KeyObject | null {
  for (const type of ['pkcs8', 'pkcs1'] as const) {
    try {
      return createPrivateKey({ key: bytes, format: 'der', type });
    } catch {
      // Not this encoding; try the next.
    }
  }
  return null;
}

/** A DER X.509 certificate (.cer/.crt), or null when the bytes are not one. */
function derCertificate(bytes: Buffer): X509Certificate | null {
  try {
    return new X509Certificate(bytes);
  } catch {
    return null;
  }
}

/**
 * Opens a PKCS#12 with node-forge rather than OpenSSL: SUNAT-accredited certificates often come
 * as legacy 3DES/RC2 files that OpenSSL 3 refuses without its legacy provider. A wrong password
 * is told apart from a file that is not a PKCS#12.
 */
function pkcs12Parts(bytes: Buffer, password: string): CertificateParts | null {
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = forge.asn1.fromDer(forge.util.createBuffer(bytes.toString('binary')));
  } catch {
    return null;
  }
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (error) {
    // node-forge: "PKCS#12 MAC could not be verified. Invalid password?"
    if (/invalid password/i.test((error as Error).message ?? ''))
      throw refusePassword(
        password
          ? credentialMessages.certificateWrongPassword
          : credentialMessages.certificatePasswordRequired,
      );
    return null;
  }
  const bags = (type: string) => p12.getBags({ bagType: type })[type] ?? [];
  const keyBag = [...bags(forge.pki.oids.pkcs8ShroudedKeyBag!), ...bags(forge.pki.oids.keyBag!)].find(
    (bag) => bag.key,
  );
  const certificates = bags(forge.pki.oids.certBag!)
    .filter((bag) => bag.cert)
    .map((bag) => {
      const der = forge.asn1.toDer(forge.pki.certificateToAsn1(bag.cert!)).getBytes();
      return new X509Certificate(Buffer.from(der, 'binary'));
    });
  const key = keyBag?.key ? createPrivateKey(forge.pki.privateKeyToPem(keyBag.key)) : null;
  return { format: 'pkcs12', certificates, key };
}

/** What the files hold, told apart by their content, never by a name or a declared type. */
function partsOf(files: readonly Buffer[], password: string): CertificateParts {
  const texts = files.map((bytes) => bytes.toString('latin1'));
  if (texts.some((text) => text.includes('-----BEGIN '))) {
    // A PEM file, perhaps beside a DER one (a .cer certificate, or a .key in DER).
    const parts = pemParts(texts, password);
    for (const bytes of files.filter((_, index) => !texts[index]!.includes('-----BEGIN '))) {
      const certificate = derCertificate(bytes);
      const key = certificate ? null : derKey(bytes);
      if (!certificate && !key) throw refuse(credentialMessages.certificateInvalid);
      if (certificate) parts.certificates.push(certificate);
      parts.key ??= key;
    }
    return parts;
  }
  if (files.length === 1) {
    const pkcs12 = pkcs12Parts(files[0]!, password);
    if (pkcs12) return pkcs12;
  }
  // DER certificate and DER key, in either order.
  const certificates = files.map(derCertificate).filter((one): one is X509Certificate => one !== null);
  const keys = files.map(derKey).filter((one): one is KeyObject => one !== null);
  if (certificates.length === 0 || certificates.length + keys.length < files.length)
    throw refuse(credentialMessages.certificateInvalid);
  return { format: 'pem', certificates, key: keys[0] ?? null };
}

/**
 * The certificate and key of an upload: a .pfx/.p12, a PEM bundle, or a PEM pair in two files
 * (either order). Refuses, each with its Spanish message: a file that is none of these, a wrong
 * password, a missing key, a key that is not the certificate's (the one it matches is the signing
 * certificate; the others are its chain) and a key that is not RSA. The RUC and the dates are
 * the company's concern: see `assertCertificateFits`.
 */
export function readCertificate(
  fileBase64: string,
  password: string,
  secondFileBase64?: string,
): OpenedCertificate {
  const files = [fileBase64, ...(secondFileBase64 ? [secondFileBase64] : [])].map(decodeBase64Upload);
  if (files.some((bytes) => bytes.length > CERTIFICATE_MAX_BYTES))
    throw refuse(credentialMessages.certificateTooLarge);
  if (files.some((bytes) => bytes.length === 0)) throw refuse(credentialMessages.certificateRequired);
  const { format, certificates, key } = partsOf(files, password);
  if (certificates.length === 0) throw refuse(credentialMessages.certificateInvalid);
  if (!key) throw refuse(credentialMessages.certificateNoKey);
  const signing = certificates.find((certificate) => certificate.checkPrivateKey(key));
  if (!signing) throw refuse(credentialMessages.certificateKeyMismatch);
  if (key.asymmetricKeyType !== 'rsa') throw refuse(credentialMessages.certificateKeyNotRsa);

  // The chain rides along when node-forge can read it (it reads RSA certificates only); signing
  // needs only the first certificate.
  const chain = certificates.flatMap((certificate) => {
    if (certificate === signing) return [];
    try {
      return [forge.pki.certificateFromPem(certificate.toString())];
    } catch {
      return [];
    }
  });
  // What signing opens: the user's password for a .pfx, else a fresh one (a PEM key may have none).
  const sealedPassword = format === 'pkcs12' && password ? password : randomBytes(24).toString('base64url');
  const p12 = forge.pkcs12.toPkcs12Asn1(
    forge.pki.privateKeyFromPem(key.export({ type: 'pkcs1', format: 'pem' }).toString()),
    [forge.pki.certificateFromPem(signing.toString()), ...chain],
    sealedPassword,
    { algorithm: '3des' },
  );
  const subjectAttributes = nameAttributes(signing.subject);
  return {
    bytes: Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'),
    password: sealedPassword,
    subjectValues: subjectAttributes.map((attribute) => attribute.value),
    facts: {
      subject: signing.subject.split('\n').join(', '),
      holder: displayName(signing.subject),
      issuer: displayName(signing.issuer),
      ruc: rucsIn(subjectAttributes.map((attribute) => attribute.value))[0] ?? null,
      format,
      notBefore: new Date(signing.validFrom),
      notAfter: new Date(signing.validTo),
    },
  };
}

/**
 * A certificate may sign for the company only if its subject carries the company's RUC (SUNAT's
 * certificates put it in serialNumber, OU or CN; a person's RUC 10 may be carried as the DNI it
 * contains) and it is valid today. Each refusal says what is wrong in Spanish.
 */
export function assertCertificateFits(opened: OpenedCertificate, company: { ruc: string; now: Date }): void {
  const rucs = rucsIn(opened.subjectValues);
  const dni = dniOfRuc(company.ruc);
  const carriesDni =
    dni !== null && opened.subjectValues.some((value) => new RegExp(`(?<!\\d)${dni}(?!\\d)`).test(value));
  if (!rucs.includes(company.ruc) && !(rucs.length === 0 && carriesDni))
    throw refuse(
      rucs[0]
        ? credentialMessages.certificateOtherRuc(rucs[0], company.ruc)
        : credentialMessages.certificateWithoutRuc(company.ruc),
    );
  const { notBefore, notAfter } = opened.facts;
  if (notAfter.getTime() <= company.now.getTime())
    throw refuse(credentialMessages.certificateExpired(certificateDate(notAfter)));
  if (notBefore.getTime() > company.now.getTime())
    throw refuse(credentialMessages.certificateNotYetValid(certificateDate(notBefore)));
}
