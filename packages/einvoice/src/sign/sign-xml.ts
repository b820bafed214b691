import { type KeyObject, createPrivateKey } from 'node:crypto';
import { SignedXml } from 'xml-crypto';
import { SIGNATURE_ID } from '../ubl/signature-block.ts';
import type { SigningKey } from './signing-key.ts';

/**
 * The XMLDSig profile SUNAT verifies (thegreenter/xmldsig's SignedXml, with SHA-256): enveloped,
 * inclusive C14N 1.0, one Reference with URI="" over the whole document, the signature inside the
 * empty ext:ExtensionContent and the certificate in KeyInfo/X509Data.
 */
export const SIGNATURE_PROFILE = {
  canonicalization: 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
  signature: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  digest: 'http://www.w3.org/2001/04/xmlenc#sha256',
  enveloped: 'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
} as const;

// From the root, not `//`: a search of the whole tree cost more than the RSA signature itself.
const EXTENSION_CONTENT =
  "/*/*[local-name()='UBLExtensions']/*[local-name()='UBLExtension']/*[local-name()='ExtensionContent']";

// Parsed once per key: the bench signs about 100 documents a second with the same certificate.
const privateKeys = new WeakMap<SigningKey, KeyObject>();
const privateKeyOf = (key: SigningKey): KeyObject => {
  let parsed = privateKeys.get(key);
  if (!parsed) {
    parsed = createPrivateKey(key.privateKeyPem);
    privateKeys.set(key, parsed);
  }
  return parsed;
};

/** Signs an unsigned UBL document; the answer must be stored and sent byte for byte. */
export function signXml(xml: string, key: SigningKey): string {
  const signer = new SignedXml({
    privateKey: privateKeyOf(key),
    signatureAlgorithm: SIGNATURE_PROFILE.signature,
    canonicalizationAlgorithm: SIGNATURE_PROFILE.canonicalization,
    // The certificate is already base64 DER: written as is instead of re-parsing the PEM per document.
    getKeyInfoContent: ({ prefix } = {}) => {
      const ds = prefix ? `${prefix}:` : '';
      return `<${ds}X509Data><${ds}X509Certificate>${key.certificateBase64}</${ds}X509Certificate></${ds}X509Data>`;
    },
  });
  signer.addReference({
    xpath: '/*',
    isEmptyUri: true,
    transforms: [SIGNATURE_PROFILE.enveloped, SIGNATURE_PROFILE.canonicalization],
    digestAlgorithm: SIGNATURE_PROFILE.digest,
  });
  signer.computeSignature(xml, {
    prefix: 'ds',
    attrs: { Id: SIGNATURE_ID },
    location: { reference: EXTENSION_CONTENT, action: 'append' },
  });
  return signer.getSignedXml();
}
