import type { Failure } from '../received.ts';
import type { RegisteredCertificate, SigningRegister } from '../registry/signing-register.ts';
import type { SigningCertificate } from './signing-certificate.ts';

export interface SignerCheckInput {
  /** The issuer's RUC (the file's). */
  issuer: string;
  /** cbc:IssueDate, for the certificate's baja (2326). */
  issueDate: string | undefined;
  /** Today in Lima: the designations in force «a la fecha de comprobación». */
  today: string;
  /** The certificate in the document's ds:KeyInfo; null when it carries none (then 2335 answers). */
  certificate: SigningCertificate | null;
  register: SigningRegister;
}

/**
 * ERR-2325 and ERR-2326 (General sheet, checked before the signature itself, 2335): «ID del
 * certificado del comprobante no corresponde con el ID del certificado del contribuyente o del
 * PSE al que está afiliado el contribuyente», and a certificate of the list whose fecha de baja
 * is before the issue date. A designated PSE whose certificate the double was never told is known
 * by its certificate's subject carrying the PSE's RUC.
 *
 * What the double does not know, it does not refuse: an issuer of whom its lists say nothing is
 * accepted with any certificate, as SUNAT's beta does (so every test and demo company signing
 * with a test certificate keeps working); an issuer with designations but no certificate of its
 * own on the list is accepted with a certificate whose subject carries its RUC.
 */
export function checkSigningCertificate(input: SignerCheckInput): Failure | null {
  const { issuer, issueDate, today, certificate, register } = input;
  if (!certificate) return null;
  const withdrawn = (entry: RegisteredCertificate): Failure | null =>
    entry.to !== undefined && issueDate !== undefined && entry.to < issueDate
      ? { code: '2326', detail: `Certificado de baja desde ${entry.to}` }
      : null;

  const own = register.findCertificate(issuer, certificate);
  if (own) return withdrawn(own);
  for (const pse of register.designatedPses(issuer, today)) {
    const registered = register.findCertificate(pse, certificate);
    if (registered) return withdrawn(registered);
    if (register.certificatesOf(pse).length === 0 && certificate.subjectRucs.includes(pse)) return null;
  }
  if (!register.knows(issuer)) return null;
  if (register.certificatesOf(issuer).length === 0 && certificate.subjectRucs.includes(issuer)) return null;
  return {
    code: '2325',
    detail: `Certificado ${certificate.serialNumber} emitido por ${certificate.issuer}`,
  };
}
