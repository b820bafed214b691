import forge from 'node-forge';

export interface TestCertificateOptions {
  /** The RUC the certificate carries, as SUNAT's do: in the subject's serialNumber unless `rucIn` says. */
  ruc: string;
  /** Where the subject carries the RUC: serialNumber `RUC…` (default), OU `RUC …`, or nowhere. */
  rucIn?: 'serialNumber' | 'OU' | 'none';
  /** The subject's CN and O. */
  businessName?: string;
  /** The issuer's CN; the certificate is self-issued (issuer = subject) unless given. */
  issuerName?: string;
  password: string;
  /** Yesterday unless given. */
  notBefore?: Date;
  /** A year after notBefore unless given. */
  notAfter?: Date;
  /** The .p12 and the PEM key hold another key than the certificate's (a key mismatch). */
  otherKey?: boolean;
}

export interface TestCertificate {
  /** The .p12 file, base64 (what the upload sends). */
  fileBase64: string;
  password: string;
  commonName: string;
  notBefore: Date;
  notAfter: Date;
  /** The same certificate and key as PEM: the certificate, the key unencrypted and encrypted with `password`. */
  certificatePem: string;
  privateKeyPem: string;
  encryptedPrivateKeyPem: string;
  /** The certificate's DER, base64 (as a signature's X509Certificate carries it). */
  certificateBase64: string;
}

/**
 * Two RSA keys for every test certificate of a process: a 2048-bit key costs 50–500 ms of CPU to
 * make, and what the tests tell certificates apart by is what the certificate says (RUC, serial,
 * dates), never its key. The second exists for the key-mismatch refusal.
 */
let sharedKeys: forge.pki.rsa.KeyPair | undefined;
let otherKeys: forge.pki.rsa.KeyPair | undefined;
const generate = () => forge.pki.rsa.generateKeyPair({ bits: 2048, e: 0x10001 });

/** base64 of a text file, as the browser's FileReader gives the upload. */
export const textBase64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/**
 * A self-signed PKCS#12 (.p12) with its private key, and the same as PEM, made on the spot with
 * node-forge, for the API tests and the end-to-end tests (issue 15: "a test certificate made in
 * the test"; issue 40: PEM, a key mismatch, the RUC in OU or nowhere).
 */
export function makeTestCertificate(options: TestCertificateOptions): TestCertificate {
  const commonName = options.businessName ?? 'EMPRESA DE PRUEBA S.A.C.';
  const keys = (sharedKeys ??= generate());
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = `0${forge.util.bytesToHex(forge.random.getBytesSync(8))}`;
  // From yesterday by default: a certificate valid from this very second could still be in the
  // future of a clock started a moment ago (X.509 keeps whole seconds).
  const notBefore = options.notBefore ?? new Date(Date.now() - 86_400_000);
  const notAfter = options.notAfter ?? new Date(notBefore.getTime() + 365 * 86_400_000);
  // X.509 keeps whole seconds.
  notBefore.setMilliseconds(0);
  notAfter.setMilliseconds(0);
  cert.validity.notBefore = notBefore;
  cert.validity.notAfter = notAfter;
  const rucIn = options.rucIn ?? 'serialNumber';
  const attributes = [
    { shortName: 'CN', value: commonName },
    ...(rucIn === 'serialNumber' ? [{ name: 'serialNumber', value: `RUC${options.ruc}` }] : []),
    ...(rucIn === 'OU' ? [{ shortName: 'OU', value: `RUC ${options.ruc}` }] : []),
    { shortName: 'O', value: commonName },
    { shortName: 'C', value: 'PE' },
  ];
  cert.setSubject(attributes);
  cert.setIssuer(
    options.issuerName
      ? [
          { shortName: 'CN', value: options.issuerName },
          { shortName: 'C', value: 'PE' },
        ]
      : attributes,
  );
  cert.sign(keys.privateKey, forge.md.sha256.create());
  const key = options.otherKey ? (otherKeys ??= generate()).privateKey : keys.privateKey;
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], options.password, { algorithm: '3des' });
  const der = forge.asn1.toDer(p12).getBytes();
  return {
    fileBase64: Buffer.from(der, 'binary').toString('base64'),
    password: options.password,
    commonName,
    notBefore,
    notAfter,
    certificatePem: forge.pki.certificateToPem(cert),
    privateKeyPem: forge.pki.privateKeyToPem(key),
    encryptedPrivateKeyPem: forge.pki.encryptRsaPrivateKey(key, options.password, { algorithm: 'aes256' }),
    certificateBase64: forge.util.encode64(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes()),
  };
}
