import forge from 'node-forge';

/** What signXml needs: the private key (PEM) and the certificate (base64 DER, as X509Certificate). */
export interface SigningKey {
  privateKeyPem: string;
  certificateBase64: string;
  /** PEM of the certificate, for verifiers that want one. */
  certificatePem: string;
}

// PKCS#12 bag type OIDs (RFC 7292 §4.2).
const BAG = {
  key: '1.2.840.113549.1.12.10.1.1',
  shroudedKey: '1.2.840.113549.1.12.10.1.2',
  certificate: '1.2.840.113549.1.12.10.1.3',
} as const;

/**
 * Reads a PKCS#12 (.pfx/.p12) with node-forge rather than OpenSSL: SUNAT-accredited certificates
 * often come as legacy 3DES/RC2 files that OpenSSL 3 refuses without its legacy provider.
 */
export function loadSigningKey(pfx: Buffer | Uint8Array, password: string): SigningKey {
  const der = forge.util.createBuffer(Buffer.from(pfx).toString('binary'));
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(der), password);
  } catch {
    throw new Error('No se pudo abrir el certificado digital: el archivo o la contraseña no son válidos');
  }
  const keyBag = firstBag(p12, BAG.shroudedKey) ?? firstBag(p12, BAG.key);
  const certBag = firstBag(p12, BAG.certificate);
  if (!keyBag?.key || !certBag?.cert) {
    throw new Error('El certificado digital no contiene una clave privada y su certificado');
  }
  const certificateDer = forge.asn1.toDer(forge.pki.certificateToAsn1(certBag.cert)).getBytes();
  return {
    privateKeyPem: forge.pki.privateKeyToPem(keyBag.key),
    certificateBase64: forge.util.encode64(certificateDer),
    certificatePem: forge.pki.certificateToPem(certBag.cert),
  };
}

function firstBag(p12: forge.pkcs12.Pkcs12Pfx, bagType: string): forge.pkcs12.Bag | undefined {
  return p12.getBags({ bagType })[bagType]?.[0];
}
