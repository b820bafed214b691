import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';

/** The double's own signing identity: a private key and its self-signed certificate, both PEM. */
export interface SigningIdentity {
  privateKeyPem: string;
  certificatePem: string;
}

/**
 * Generates a fresh RSA key and a self-signed certificate for the double's CDRs. Node's native
 * key generation is used because node-forge's pure-JS RSA keygen takes seconds on a 2-core machine;
 * node-forge only builds the X.509 certificate around it.
 */
export function generateSigningIdentity(
  commonName = 'SUNAT SIMULADOR',
  ruc = '20131312955',
): SigningIdentity {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateKeyPem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();

  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKeyPem);
  // A positive serial that fits in 8 bytes: SUNAT's readers choke on 20-byte serials (fractuyo).
  cert.serialNumber = '01' + Date.now().toString(16).padStart(14, '0');
  cert.validity.notBefore = new Date(Date.now() - 24 * 3600 * 1000);
  cert.validity.notAfter = new Date(Date.now() + 5 * 365 * 24 * 3600 * 1000);
  const attrs = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: ruc },
    { name: 'countryName', value: 'PE' },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.sign(forge.pki.privateKeyFromPem(privateKeyPem), forge.md.sha256.create());
  return { privateKeyPem, certificatePem: forge.pki.certificateToPem(cert) };
}
