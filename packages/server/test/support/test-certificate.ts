import forge from 'node-forge';

export interface TestCertificateOptions {
  /** The RUC the certificate carries, as SUNAT's do: in the subject's serialNumber. */
  ruc: string;
  /** The subject's CN and O. */
  businessName?: string;
  password: string;
  notBefore?: Date;
  /** A year after notBefore unless given. */
  notAfter?: Date;
}

export interface TestCertificate {
  /** The .p12 file, base64 (what the upload sends). */
  fileBase64: string;
  password: string;
  commonName: string;
  notAfter: Date;
}

/**
 * One RSA key for every test certificate of a process: a 2048-bit key costs 50–500 ms of CPU to
 * make, and what the tests tell certificates apart by is what the certificate says (RUC, serial,
 * dates), never its key.
 */
let sharedKeys: forge.pki.rsa.KeyPair | undefined;

/**
 * A self-signed PKCS#12 (.p12) with its private key, made on the spot with node-forge, for the
 * API tests and the end-to-end tests (issue 15: "a test certificate made in the test").
 */
export function makeTestCertificate(options: TestCertificateOptions): TestCertificate {
  const commonName = options.businessName ?? 'EMPRESA DE PRUEBA S.A.C.';
  const keys = (sharedKeys ??= forge.pki.rsa.generateKeyPair({ bits: 2048, e: 0x10001 }));
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = `0${forge.util.bytesToHex(forge.random.getBytesSync(8))}`;
  const notBefore = options.notBefore ?? new Date();
  const notAfter = options.notAfter ?? new Date(notBefore.getTime() + 365 * 86_400_000);
  // X.509 keeps whole seconds.
  notAfter.setMilliseconds(0);
  cert.validity.notBefore = notBefore;
  cert.validity.notAfter = notAfter;
  const attributes = [
    { shortName: 'CN', value: commonName },
    { name: 'serialNumber', value: `RUC${options.ruc}` },
    { shortName: 'O', value: commonName },
    { shortName: 'C', value: 'PE' },
  ];
  cert.setSubject(attributes);
  cert.setIssuer(attributes);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], options.password, { algorithm: '3des' });
  const der = forge.asn1.toDer(p12).getBytes();
  return {
    fileBase64: Buffer.from(der, 'binary').toString('base64'),
    password: options.password,
    commonName,
    notAfter,
  };
}
