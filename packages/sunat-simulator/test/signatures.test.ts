import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import {
  startSunatSimulator,
  XmldsigjsVerifier,
  Xmlsec1Verifier,
  type SunatSimulator,
} from '../src/index.ts';
import { NOW, sendBill } from './fixtures/client.ts';
import { signedBill } from './fixtures/docs.ts';
import { signXml } from './fixtures/sign.ts';
import { buildBill } from './fixtures/ubl.ts';
import { generateSigningIdentity } from '../src/cdr/self-signed.ts';
import { signedSummary } from './fixtures/summaries.ts';

// Real HTTP, xmlsec1 processes and RSA on a shared 2-core machine: jest's 5 s is too short for a test that is not stuck.
jest.setTimeout(30_000);

const dir = mkdtempSync(join(tmpdir(), 'sunat-sim-test-'));
const DS = 'http://www.w3.org/2000/09/xmldsig#';

/** Runs the real xmlsec1 the way EINVOICING.md §(e) says a verifier must. */
function xmlsec1Verifies(xml: string): boolean {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.xml`);
  writeFileSync(file, xml);
  try {
    execFileSync('xmlsec1', ['--verify', '--enabled-reference-uris', 'empty', '--insecure', file], {
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false;
  }
}

describe('signatures: the two verifiers agree with xmlsec1, and the double signs its CDRs', () => {
  let sim: SunatSimulator;
  beforeAll(async () => {
    sim = await startSunatSimulator({ now: () => NOW, xsd: false, signatureVerifier: 'xmlsec1' });
  });
  afterAll(async () => {
    await sim.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('xmlsec1 mode is what the tests run, and the test documents verify with the xmlsec1 binary', () => {
    expect(sim.verifier).toBe('xmlsec1');
    expect(xmlsec1Verifies(signedBill().xml)).toBe(true);
  });

  it.each([
    ['factura', () => signedBill().xml],
    ['resumen diario', () => signedSummary(1, [{ type: '03', id: 'B001-1', status: '1' }]).xml],
  ])('xmldsigjs and xmlsec1 agree on a valid and a tampered %s', async (_kind, make) => {
    const xml = make();
    const tampered = xml.replace('</cbc:RegistrationName>', 'X</cbc:RegistrationName>');
    const a = new Xmlsec1Verifier();
    const b = new XmldsigjsVerifier();
    try {
      expect((await a.verify(xml)).valid).toBe(true);
      expect((await b.verify(xml)).valid).toBe(true);
      expect((await a.verify(tampered)).valid).toBe(false);
      expect((await b.verify(tampered)).valid).toBe(false);
    } finally {
      await a.close();
    }
  });

  it('xmlsec1 batches documents per process and still answers each one (failures mid-batch)', async () => {
    const verifier = new Xmlsec1Verifier({ processes: 1, batch: 8 });
    try {
      const bad = new Set([2, 9, 10, 17]);
      const xmls = Array.from({ length: 20 }, (_, i) => {
        const xml = signedBill({ number: i + 1 }).xml;
        return bad.has(i) ? xml.replace('</cbc:RegistrationName>', 'X</cbc:RegistrationName>') : xml;
      });
      xmls.push('<Invoice>sin firma</Invoice>');
      const results = await Promise.all(xmls.map((x) => verifier.verify(x)));
      const invalid = results.flatMap((r, i) => (r.valid ? [] : [i]));
      expect(invalid).toEqual([2, 9, 10, 17, 20]);
    } finally {
      await verifier.close();
    }
  });

  it('xmldsigjs refuses a document with two signatures or a reference other than URI=""', async () => {
    const b = new XmldsigjsVerifier();
    const xml = signedBill().xml;
    const doubled = xml.replace(
      '</ext:ExtensionContent>',
      `${/<ds:Signature[\s\S]*<\/ds:Signature>/.exec(xml)![0]}</ext:ExtensionContent>`,
    );
    expect((await b.verify(doubled)).valid).toBe(false);
    expect((await b.verify(xml.replace('URI=""', 'URI="#x"'))).valid).toBe(false);
  });

  it('xmldsigjs checks each document against its own certificate, even one it has seen before', async () => {
    const b = new XmldsigjsVerifier();
    const { xml, spec } = signedBill({ number: 30 });
    expect(await b.verify(xml)).toEqual({ valid: true });
    // The same document carrying another company's certificate: its key must not be the one kept.
    const other = /<ds:X509Certificate>([^<]+)</.exec(
      signXml(buildBill(spec), generateSigningIdentity('OTRA SAC')),
    )![1]!;
    const swapped = xml.replace(/<ds:X509Certificate>[^<]+</, `<ds:X509Certificate>${other}<`);
    expect((await b.verify(swapped)).valid).toBe(false);
    const a = new Xmlsec1Verifier();
    try {
      expect((await a.verify(swapped)).valid).toBe(false);
    } finally {
      await a.close();
    }
    expect(await b.verify(xml.replace(/<ds:KeyInfo>[\s\S]*<\/ds:KeyInfo>/, ''))).toEqual({
      valid: false,
      reason: 'La firma no incluye el certificado X509',
    });
  });

  it('xmldsigjs verifies a document signed with RSA-SHA1 after SHA-256 ones with the same certificate', async () => {
    const b = new XmldsigjsVerifier();
    expect((await b.verify(signedBill({ number: 31 }).xml)).valid).toBe(true);
    const { spec } = signedBill({ number: 32 });
    const sha1 = signXml(buildBill(spec), undefined, 'http://www.w3.org/2000/09/xmldsig#rsa-sha1');
    expect(sha1).toContain('xmldsig#rsa-sha1');
    expect(await b.verify(sha1)).toEqual({ valid: true });
  });

  it('xmldsigjs hashes non-ASCII text as UTF-8, as xmlsec1 does (ñ, accents, beyond the BMP)', async () => {
    // xmldsigjs's bytes come from Node's UTF-8 encoder (utf8AtOnce): one wrong byte would change
    // the digest of every document with a Spanish name in it.
    const { xml } = signedBill({
      number: 33,
      customer: { scheme: '6', id: '20607854247', name: 'PEÑA & ASOCIADOS — CAFÉ «Ñandú» 𝄞 S.A.C.' },
    });
    const tampered = xml.replace('PEÑA', 'PENA');
    const a = new Xmlsec1Verifier();
    const b = new XmldsigjsVerifier();
    try {
      expect(await a.verify(xml)).toEqual({ valid: true });
      expect(await b.verify(xml)).toEqual({ valid: true });
      expect((await a.verify(tampered)).valid).toBe(false);
      expect(await b.verify(tampered)).toEqual({ valid: false, reason: expect.any(String) });
    } finally {
      await a.close();
    }
  });

  it("xmldsigjs verifies the reception's parse when lent it, and leaves it as it found it", async () => {
    // The reception reads the same document after the verifier (rules, CDR): the signature the
    // enveloped transform takes out and the KeyInfo the verifier sets aside must be back.
    const b = new XmldsigjsVerifier();
    const { xml } = signedBill({ number: 35 });
    const tampered = xml.replace('</cbc:RegistrationName>', 'X</cbc:RegistrationName>');
    const doubled = xml.replace(
      '</ext:ExtensionContent>',
      `${/<ds:Signature[\s\S]*<\/ds:Signature>/.exec(xml)![0]}</ext:ExtensionContent>`,
    );
    for (const text of [xml, tampered, doubled, xml.replace('URI=""', 'URI="#x"')]) {
      const lent = new DOMParser().parseFromString(text, 'text/xml');
      const before = new XMLSerializer().serializeToString(lent);
      const signatures = lent.getElementsByTagNameNS(DS, 'Signature');
      const keyInfo = lent.getElementsByTagNameNS(DS, 'KeyInfo').item(0);
      // The same verdict and reason as from the verifier's own parse of the text.
      expect(await b.verify(text, lent)).toEqual(await b.verify(text));
      expect(new XMLSerializer().serializeToString(lent)).toBe(before);
      expect(lent.getElementsByTagNameNS(DS, 'Signature').length).toBe(signatures.length);
      expect(lent.getElementsByTagNameNS(DS, 'KeyInfo').item(0)).toBe(keyInfo);
    }
    expect((await b.verify(xml, new DOMParser().parseFromString(xml, 'text/xml'))).valid).toBe(true);
    expect((await b.verify(tampered, new DOMParser().parseFromString(tampered, 'text/xml'))).valid).toBe(
      false,
    );
  });

  it('the CDRs the double signs verify with xmlsec1 (accepted and rejected)', async () => {
    const ok = signedBill({ number: 1 });
    const accepted = await sendBill(sim.url, ok.name, ok.xml);
    expect(accepted.cdr?.responseCode).toBe('0');
    expect(xmlsec1Verifies(accepted.cdr!.xml)).toBe(true);
    const bad = signedBill({ number: 2, payment: null });
    const rejected = await sendBill(sim.url, bad.name, bad.xml);
    expect(rejected.cdr?.responseCode).toBe('3244');
    expect(xmlsec1Verifies(rejected.cdr!.xml)).toBe(true);
    expect(xmlsec1Verifies(rejected.cdr!.xml.replace('3244', '0'))).toBe(false);
  });

  it('an OSE answers with its own RUC as sender', async () => {
    const ose = await startSunatSimulator({
      now: () => NOW,
      xsd: false,
      ose: { ruc: '20600000001', name: 'OSE DE PRUEBA' },
    });
    try {
      const d = signedBill({ number: 3 });
      const res = await sendBill(ose.url, d.name, d.xml);
      expect(res.cdr?.sender).toBe('20600000001');
      expect(xmlsec1Verifies(res.cdr!.xml)).toBe(true);
    } finally {
      await ose.close();
    }
  });
});
