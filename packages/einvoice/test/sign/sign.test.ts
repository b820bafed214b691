import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { SignedXml } from 'xml-crypto';
import { digestValueOf } from '../../src/sign/digest-value.ts';
import { SIGNATURE_PROFILE, signXml } from '../../src/sign/sign-xml.ts';
import { loadSigningKey } from '../../src/sign/signing-key.ts';
import { buildDocumentXml } from '../../src/ubl/document-xml.ts';
import { buildSummaryXml } from '../../src/ubl/summary.ts';
import { buildVoidedXml } from '../../src/ubl/voided.ts';
import { boleta, facturaGravada, notaCredito, notaDebito } from '../fixtures/documents.ts';
import { comunicacionBaja, resumenDiario } from '../fixtures/summaries.ts';
import { TEST_P12_PASSWORD, TEST_P12_PATH, testSigningKey } from '../fixtures/test-key.ts';
import { xmlsecVerify } from '../fixtures/xmlsec.ts';

const key = testSigningKey();

describe('loadSigningKey', () => {
  it('reads the key as PEM and the certificate as base64 DER from a PKCS#12', () => {
    expect(key.privateKeyPem).toMatch(/^-----BEGIN RSA PRIVATE KEY-----/);
    expect(key.certificatePem).toMatch(/^-----BEGIN CERTIFICATE-----/);
    // DER of an X.509 certificate starts with a SEQUENCE (0x30 0x82 → "MII").
    expect(key.certificateBase64).toMatch(/^MII[A-Za-z0-9+/]+=*$/);
  });

  it('answers in Spanish when the password is wrong', () => {
    expect(() => loadSigningKey(readFileSync(TEST_P12_PATH), `${TEST_P12_PASSWORD}x`)).toThrow(
      'No se pudo abrir el certificado digital: el archivo o la contraseña no son válidos',
    );
  });
});

describe('signXml', () => {
  const kinds = [
    ['01 factura', buildDocumentXml(facturaGravada)],
    ['03 boleta', buildDocumentXml(boleta)],
    ['07 nota de crédito', buildDocumentXml(notaCredito)],
    ['08 nota de débito', buildDocumentXml(notaDebito)],
    ['RC resumen diario', buildSummaryXml(resumenDiario)],
    ['RA comunicación de baja', buildVoidedXml(comunicacionBaja)],
  ] as const;

  it.each(kinds)('%s: xmlsec1 verifies the signature', (_kind, xml) => {
    const result = xmlsecVerify(signXml(xml, key));
    expect(result.output).toContain('SignedInfo References (ok/all): 1/1');
    expect(result.ok).toBe(true);
  });

  // The total of each kind; an RA has none, so its voided number is changed instead.
  const TAMPERED = /(<(?:sac:TotalAmount|cbc:PayableAmount|sac:DocumentNumberID)[^>]*>)(\d+)/;

  it.each(kinds)('%s: a tampered total fails xmlsec1', (_kind, xml) => {
    const signed = signXml(xml, key);
    const tampered = signed.replace(TAMPERED, (_m, tag: string, n: string) => `${tag}${Number(n) + 1}`);
    expect(tampered).not.toBe(signed);
    expect(xmlsecVerify(tampered).ok).toBe(false);
  });

  it('writes the SUNAT profile: ds prefix, Id, inclusive C14N, RSA-SHA256, one URI="" reference', () => {
    const signed = signXml(buildDocumentXml(facturaGravada), key);
    const signature = /<ds:Signature[\s\S]*<\/ds:Signature>/.exec(signed)?.[0] ?? '';
    expect(signature).toContain('<ds:Signature Id="SignatureSP"');
    expect(signature).toContain(
      `<ds:CanonicalizationMethod Algorithm="${SIGNATURE_PROFILE.canonicalization}"/>`,
    );
    expect(signature).toContain(`<ds:SignatureMethod Algorithm="${SIGNATURE_PROFILE.signature}"/>`);
    expect(signature).toContain(`<ds:DigestMethod Algorithm="${SIGNATURE_PROFILE.digest}"/>`);
    expect(signature.match(/<ds:Reference /g)).toHaveLength(1);
    expect(signature).toContain('<ds:Reference URI="">');
    expect(signature).toContain(`<ds:Transform Algorithm="${SIGNATURE_PROFILE.enveloped}"/>`);
    expect(signature).toContain(`<ds:X509Certificate>${key.certificateBase64}</ds:X509Certificate>`);
    // Inside the one ExtensionContent the builder left empty, and nowhere else.
    expect(signed).toMatch(
      /<ext:ExtensionContent><ds:Signature [\s\S]*<\/ds:Signature><\/ext:ExtensionContent>/,
    );
  });

  it('leaves everything outside the signature byte for byte as built', () => {
    const unsigned = buildDocumentXml(facturaGravada);
    const signed = signXml(unsigned, key);
    const withoutSignature = signed
      .replace(/<ds:Signature[\s\S]*<\/ds:Signature>/, '')
      .replace('<ext:ExtensionContent></ext:ExtensionContent>', '<ext:ExtensionContent/>');
    expect(withoutSignature).toBe(unsigned);
  });

  // xml-crypto is patched (patches/xml-crypto@6.3.2.patch) to clone the document for its digest
  // only when canonicalizing could change it (decision 67): a comment is one such case.
  it('leaves a comment out of the digest and in the signed document', () => {
    const unsigned = buildDocumentXml(facturaGravada);
    const withComment = unsigned.replace('<cbc:UBLVersionID>', '<!-- nota interna --><cbc:UBLVersionID>');
    expect(withComment).not.toBe(unsigned);
    const signed = signXml(withComment, key);
    expect(signed).toContain('<!-- nota interna --><cbc:UBLVersionID>');
    expect(xmlsecVerify(signed).ok).toBe(true);
    // Inclusive C14N without comments: the same digest as the document without it.
    expect(digestValueOf(signed)).toBe(digestValueOf(signXml(unsigned, key)));
  });

  it('still answers the document before its signature when asked (deprecated in xml-crypto)', () => {
    const unsigned = buildDocumentXml(boleta);
    const signer = new SignedXml({
      privateKey: key.privateKeyPem,
      signatureAlgorithm: SIGNATURE_PROFILE.signature,
      canonicalizationAlgorithm: SIGNATURE_PROFILE.canonicalization,
    });
    signer.addReference({
      xpath: '/*',
      isEmptyUri: true,
      transforms: [SIGNATURE_PROFILE.enveloped, SIGNATURE_PROFILE.canonicalization],
      digestAlgorithm: SIGNATURE_PROFILE.digest,
    });
    signer.computeSignature(unsigned, {
      prefix: 'ds',
      location: { reference: "/*/*[local-name()='UBLExtensions']", action: 'append' },
    });
    const signed = signer.getSignedXml();
    const original = signer.getOriginalXmlWithIds();
    expect(original).not.toContain('<ds:Signature');
    expect(original).toBe(signed.replace(/<ds:Signature[\s\S]*<\/ds:Signature>/, ''));
    // Asking for it leaves the signed document as it was.
    expect(signer.getSignedXml()).toBe(signed);
    expect(signed).toContain('<ds:Signature');
  });

  it('is also accepted by xml-crypto itself', () => {
    const signed = signXml(buildDocumentXml(boleta), key);
    const verifier = new SignedXml({ publicCert: key.certificatePem });
    const signature = /<ds:Signature[\s\S]*<\/ds:Signature>/.exec(signed)?.[0] ?? '';
    verifier.loadSignature(signature);
    expect(verifier.checkSignature(signed)).toBe(true);
  });
});

describe('digestValueOf', () => {
  it('answers the ds:DigestValue printed on the PDF and in the QR', () => {
    const signed = signXml(buildDocumentXml(facturaGravada), key);
    const digest = digestValueOf(signed);
    expect(digest).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(signed).toContain(`<ds:DigestValue>${digest}</ds:DigestValue>`);
  });

  it('refuses an unsigned XML', () => {
    expect(() => digestValueOf(buildDocumentXml(facturaGravada))).toThrow('El XML no está firmado');
  });
});
