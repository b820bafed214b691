import forge from 'node-forge';
import { CERTIFICATE_MAX_BYTES, credentialMessages, isValidRuc } from '@facturador/contracts';
import { validationError } from '../http/error-answer.ts';
import { decodeBase64Upload } from './logo.ts';

/** What the server keeps in clear about a SUNAT certificate (the page shows it). */
export interface CertificateFacts {
  subject: string;
  ruc: string | null;
  notAfter: Date;
}

const RUC_IN_TEXT = /(?:^|\D)((?:10|15|17|20)\d{9})(?!\d)/g;

/** The first valid RUC in a text ("RUC20512333797", "20512333797 - EMPRESA"…). */
function rucIn(text: string | undefined): string | null {
  for (const match of (text ?? '').matchAll(RUC_IN_TEXT)) if (isValidRuc(match[1]!)) return match[1]!;
  return null;
}

function attribute(cert: forge.pki.Certificate, name: string): string | undefined {
  const field = cert.subject.getField(name) as { value?: unknown } | null;
  return typeof field?.value === 'string' ? field.value : undefined;
}

const refuse = (message: string) => validationError([{ field: 'fileBase64', message }]);

/**
 * Opens a PKCS#12 (.pfx/.p12) with its password and reads the subject, the RUC it carries
 * (SUNAT certificates put it in serialNumber or CN) and its expiry. A wrong password is told
 * apart from a file that is not a PKCS#12. The file's bytes are answered for sealing.
 */
export function readCertificate(
  fileBase64: string,
  password: string,
): { bytes: Buffer; facts: CertificateFacts } {
  const bytes = decodeBase64Upload(fileBase64);
  if (bytes.length > CERTIFICATE_MAX_BYTES) throw refuse(credentialMessages.certificateTooLarge);
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(bytes.toString('binary')));
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (error) {
    // node-forge: "PKCS#12 MAC could not be verified. Invalid password?"
    const wrongPassword = /invalid password/i.test((error as Error).message ?? '');
    if (wrongPassword)
      throw validationError([{ field: 'password', message: credentialMessages.certificateWrongPassword }]);
    throw refuse(credentialMessages.certificateInvalid);
  }
  const keyBags = [
    ...(p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag! })[forge.pki.oids.pkcs8ShroudedKeyBag!] ??
      []),
    ...(p12.getBags({ bagType: forge.pki.oids.keyBag! })[forge.pki.oids.keyBag!] ?? []),
  ];
  const certBags = (p12.getBags({ bagType: forge.pki.oids.certBag! })[forge.pki.oids.certBag!] ?? []).filter(
    (bag) => bag.cert,
  );
  if (certBags.length === 0) throw refuse(credentialMessages.certificateInvalid);
  if (keyBags.length === 0) throw refuse(credentialMessages.certificateNoKey);
  // The signing certificate is the one whose localKeyId matches the key's; else the first.
  const keyId = keyBags[0]!.attributes.localKeyId?.[0];
  const bag =
    certBags.find((candidate) => keyId && candidate.attributes.localKeyId?.[0] === keyId) ?? certBags[0]!;
  const cert = bag.cert!;
  const subject = cert.subject.attributes
    .map((item) => `${item.shortName ?? item.name ?? item.type}=${String(item.value)}`)
    .join(', ');
  const ruc = rucIn(attribute(cert, 'serialNumber')) ?? rucIn(attribute(cert, 'CN')) ?? rucIn(subject);
  return { bytes, facts: { subject, ruc, notAfter: cert.validity.notAfter } };
}
