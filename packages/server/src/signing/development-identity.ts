import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';
import { rucCheckDigit } from '@facturador/contracts';
import type { IdentityCertificate } from './platform-identity.ts';

/**
 * Outside production Facturador signs as the demo's own company, Facturador Demo S.A.C. (the demo
 * seeds that company from these facts: demo/demo-platform-issuer.ts).
 */
export const DEVELOPMENT_PLATFORM = {
  ruc: `2061190042${rucCheckDigit('2061190042')}`,
  businessName: 'Facturador Demo S.A.C.',
} as const;

const VALID_DAYS = 2 * 365;

/**
 * A self-signed TEST certificate for the platform, carrying its RUC in the subject's
 * serialNumber as SUNAT's accredited ones do: what development, `npm start` and the tests sign
 * with until an owner uploads the real one. Never made in production.
 */
function makeTestIdentity(ruc: string, businessName: string, now: Date): IdentityCertificate {
  // Node's native key generation: node-forge's pure-JS one takes seconds on a 2-core machine.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  // A positive serial of 8 bytes: SUNAT's readers choke on 20-byte serials.
  cert.serialNumber = `01${randomBytes(7).toString('hex')}`;
  cert.validity.notBefore = new Date(now.getTime() - 86_400_000);
  cert.validity.notAfter = new Date(now.getTime() + VALID_DAYS * 86_400_000);
  cert.validity.notAfter.setMilliseconds(0);
  const holder = `${businessName} - CERTIFICADO DE PRUEBA`;
  const attributes = [
    { shortName: 'CN', value: holder },
    { name: 'serialNumber', value: `RUC${ruc}` },
    { shortName: 'O', value: businessName },
    { shortName: 'C', value: 'PE' },
  ];
  cert.setSubject(attributes);
  cert.setIssuer(attributes);
  cert.sign(key, forge.md.sha256.create());
  const password = randomBytes(18).toString('base64url');
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], password, { algorithm: '3des' });
  return {
    bytes: Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'),
    password,
    facts: {
      subject: attributes.map(({ shortName, name, value }) => `${shortName ?? name}=${value}`).join(', '),
      holder,
      issuer: holder,
      ruc,
      notAfter: cert.validity.notAfter,
    },
  };
}

/**
 * One test identity per process: an RSA key costs 0.1–0.5 s, and every API test's database
 * would otherwise make its own. What never changes is shared (docs/decisions/0034).
 */
let made: IdentityCertificate | undefined;

export function developmentIdentity(now: Date): IdentityCertificate {
  // Remade when the shared one would expire within a month of `now` (a test moving its clock).
  if (!made || made.facts.notAfter.getTime() - now.getTime() < 30 * 86_400_000)
    made = makeTestIdentity(DEVELOPMENT_PLATFORM.ruc, DEVELOPMENT_PLATFORM.businessName, now);
  return made;
}
