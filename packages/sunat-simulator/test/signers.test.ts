import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { generateSigningIdentity, type SigningIdentity } from '../src/cdr/self-signed.ts';
import { designationLastDay } from '../src/registry/signing-register.ts';
import { readCertificate } from '../src/signature/signing-certificate.ts';
import { startSunatSimulator, type SunatSimulator } from '../src/index.ts';
import { NOW, PASSWORD, RUC, sendBill } from './fixtures/client.ts';
import { issuerIdentity, signXml } from './fixtures/sign.ts';
import { billName, buildBill, type BillSpec } from './fixtures/ubl.ts';

// Real HTTP, xmlsec1 processes and RSA on a shared 2-core machine: jest's 5 s is too short for a test that is not stuck.
jest.setTimeout(30_000);

/**
 * Who may sign and send an issuer's documents (issue 40): SUNAT's «Listado de certificados del
 * emisor» and its «Listado de contribuyentes asociados» (PSE), as the double keeps them. Each
 * branch of the rules has a document that its removal would answer differently.
 */
const PSE = '20611900423';
const STRANGER = '20100070970';

let pseIdentity: SigningIdentity;
let strangerIdentity: SigningIdentity;
let otherOwnIdentity: SigningIdentity;

/** A correct factura signed by `identity`, SignatoryParty as given (the issuer's by default). */
function document(identity: SigningIdentity, spec: Partial<BillSpec> = {}) {
  const full: BillSpec = {
    ruc: RUC,
    type: '01',
    series: 'F001',
    number: 1,
    issueDate: '2026-11-26',
    ...spec,
  };
  return { name: billName(full), xml: signXml(buildBill(full), identity) };
}

const certificateOf = (identity: SigningIdentity) => identity.certificatePem;

describe('the signer: the issuer, a PSE it designated, or neither', () => {
  let sim: SunatSimulator;
  let n = 0;
  /** Sends as the issuer's SOL user unless `user` says who sends; answers the CDR code or the fault. */
  const send = async (identity: SigningIdentity, spec: Partial<BillSpec> = {}, user?: string) => {
    const doc = document(identity, { number: ++n, ...spec });
    const answer = await sendBill(sim.url, doc.name, doc.xml, user ? { user, password: PASSWORD } : {});
    return answer.fault ? `fault ${answer.fault.code}` : answer.cdr?.responseCode;
  };

  beforeAll(async () => {
    pseIdentity = generateSigningIdentity('FACTURADOR DEMO SAC', PSE);
    strangerIdentity = generateSigningIdentity('OTRO PROVEEDOR SAC', STRANGER);
    otherOwnIdentity = generateSigningIdentity('EMPRESA DE PRUEBA SAC - OTRO CERTIFICADO', RUC);
    sim = await startSunatSimulator({ now: () => NOW, xsd: false, signatureVerifier: 'xmlsec1' });
  });
  beforeEach(() => sim.control.reset());
  afterAll(() => sim.close());

  const registerOwn = (to?: string) =>
    sim.control.setCertificates([
      { ruc: RUC, certificate: certificateOf(issuerIdentity()), from: '2026-01-01', ...(to ? { to } : {}) },
    ]);

  it("accepts the issuer's registered certificate, and no other of its own (2325)", async () => {
    registerOwn();
    expect(await send(issuerIdentity())).toBe('0');
    expect(await send(otherOwnIdentity)).toBe('2325');
  });

  it('refuses a certificate that is neither the issuer’s nor of a PSE it designated (2325)', async () => {
    registerOwn();
    expect(await send(strangerIdentity)).toBe('2325');
    expect(await send(strangerIdentity, { signatory: STRANGER })).toBe('2325');
  });

  it('accepts a designated PSE signing with its registered certificate, its RUC in SignatoryParty', async () => {
    registerOwn();
    sim.control.addCertificates([{ ruc: PSE, certificate: certificateOf(pseIdentity) }]);
    sim.control.setPseDesignations([{ ruc: RUC, pse: PSE, from: '2026-06-01' }]);
    expect(await send(pseIdentity, { signatory: PSE })).toBe('0');
    // The issuer's RUC in SignatoryParty is as good: 2078 allows the issuer too.
    expect(await send(pseIdentity)).toBe('0');
    // Another certificate carrying the PSE's RUC is not the one on SUNAT's list.
    expect(await send(generateSigningIdentity('FACTURADOR DEMO SAC - OTRO', PSE), { signatory: PSE })).toBe(
      '2325',
    );
  });

  it('knows a designated PSE that has no certificate on the list by the RUC its certificate carries', async () => {
    registerOwn();
    sim.control.setPseDesignations([{ ruc: RUC, pse: PSE, from: '2026-06-01' }]);
    expect(await send(pseIdentity, { signatory: PSE })).toBe('0');
    expect(await send(strangerIdentity, { signatory: PSE })).toBe('2325');
  });

  it('counts a designation until the 7th day of the month after its baja, then refuses (2325)', async () => {
    expect(designationLastDay('2026-12-15')).toBe('2027-01-07');
    registerOwn();
    sim.control.setPseDesignations([{ ruc: RUC, pse: PSE, from: '2026-06-01', to: '2026-11-02' }]);
    expect(await send(pseIdentity, { signatory: PSE })).toBe('0');
    sim.control.setPseDesignations([{ ruc: RUC, pse: PSE, from: '2026-06-01', to: '2026-10-20' }]);
    expect(await send(pseIdentity, { signatory: PSE })).toBe('2325');
    sim.control.setPseDesignations([{ ruc: RUC, pse: PSE, from: '2026-12-01' }]);
    expect(await send(pseIdentity, { signatory: PSE })).toBe('2325');
  });

  it('2326: a registered certificate whose baja is before the issue date', async () => {
    registerOwn('2026-11-20');
    expect(await send(issuerIdentity())).toBe('2326');
    registerOwn('2026-11-26');
    expect(await send(issuerIdentity())).toBe('0');
  });

  it('2078: SignatoryParty names neither the issuer, nor who sends, nor a PSE it designated', async () => {
    registerOwn();
    expect(await send(issuerIdentity(), { signatory: STRANGER })).toBe('2078');
    sim.control.setPseDesignations([{ ruc: RUC, pse: STRANGER, from: '2026-06-01' }]);
    expect(await send(issuerIdentity(), { signatory: STRANGER })).toBe('0');
  });

  it('2079: SignatoryParty without a RUC', async () => {
    expect(await send(issuerIdentity(), { signatory: '' })).toBe('2079');
  });

  it('0154: a designated PSE sends with its own SOL user; an undesignated one may not', async () => {
    expect(await send(pseIdentity, { signatory: PSE }, `${PSE}MODDATOS`)).toBe('fault Client.0154');
    sim.control.setPseDesignations([{ ruc: RUC, pse: PSE, from: '2026-06-01' }]);
    expect(await send(pseIdentity, { signatory: PSE }, `${PSE}MODDATOS`)).toBe('0');
  });

  it('takes an issuer its lists know nothing of at its word, as the beta does: any certificate, the PSE it carries', async () => {
    expect(await send(strangerIdentity)).toBe('0');
    // The signer names itself consistently (SignatoryParty = its certificate's RUC): a PSE.
    expect(await send(pseIdentity, { signatory: PSE })).toBe('0');
    // …but not a RUC that neither its certificate nor the sender carries.
    expect(await send(pseIdentity, { signatory: STRANGER })).toBe('2078');
  });

  it('an issuer with designations but no certificate of its own listed signs with one carrying its RUC', async () => {
    sim.control.setPseDesignations([{ ruc: RUC, pse: PSE, from: '2026-06-01' }]);
    expect(await send(otherOwnIdentity)).toBe('0');
    expect(await send(strangerIdentity)).toBe('2325');
  });
});

describe('the lists through /__control and the options', () => {
  let sim: SunatSimulator;
  const control = async (body: unknown) => {
    const answer = await fetch(sim.controlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    pseIdentity ??= generateSigningIdentity('FACTURADOR DEMO SAC', PSE);
    sim = await startSunatSimulator({
      now: () => NOW,
      xsd: false,
      pseDesignations: [{ ruc: RUC, pse: PSE, from: '2026-06-01' }],
    });
  });
  afterAll(() => sim.close());

  it('sets, adds and lists certificates and designations; a bad entry changes nothing; reset returns to the options', async () => {
    const certificate = issuerIdentity().certificatePem;
    const set = await control({ action: 'certificates', entries: [{ ruc: RUC, certificate }] });
    expect(set.status).toBe(200);
    expect(set.body.certificates).toEqual([
      expect.objectContaining({ ruc: RUC, serialNumber: expect.any(String), issuer: expect.any(String) }),
    ]);
    const added = await control({
      action: 'addPseDesignations',
      entries: [{ ruc: RUC, pse: STRANGER, from: '2026-07-01', to: '2026-08-31' }],
    });
    expect(added.body.pseDesignations).toEqual([
      { ruc: RUC, pse: PSE, from: '2026-06-01' },
      { ruc: RUC, pse: STRANGER, from: '2026-07-01', to: '2026-08-31' },
    ]);
    expect(
      (await control({ action: 'addCertificates', entries: [{ ruc: RUC, certificate: 'x' }] })).status,
    ).toBe(400);
    expect((await control({ action: 'pseDesignations', entries: [{ ruc: RUC, pse: PSE }] })).status).toBe(
      400,
    );
    expect(sim.control.certificates()).toHaveLength(1);
    expect(sim.control.pseDesignations()).toHaveLength(2);

    sim.control.reset();
    expect(sim.control.certificates()).toEqual([]);
    expect(sim.control.pseDesignations()).toEqual([{ ruc: RUC, pse: PSE, from: '2026-06-01' }]);
  });

  it('a designation from the options lets the PSE sign at once', async () => {
    sim.control.setCertificates([{ ruc: RUC, certificate: issuerIdentity().certificatePem }]);
    const doc = document(pseIdentity, { number: 900, signatory: PSE });
    expect((await sendBill(sim.url, doc.name, doc.xml)).cdr?.responseCode).toBe('0');
  });
});

describe('a certificate read once', () => {
  it('answers each reader its own copy of what the certificate says, PEM or base64 DER alike', () => {
    const pem = issuerIdentity().certificatePem;
    const base64 = pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
    const first = readCertificate(pem)!;
    expect(first.serialNumber).toMatch(/^[0-9A-F]+$/);
    first.subjectRucs.push('20100070970');
    first.serialNumber = 'changed';
    // The double keeps what it read; a reader changing its answer changes no one else's.
    expect(readCertificate(pem)).toEqual(readCertificate(base64));
    expect(readCertificate(pem)!.serialNumber).not.toBe('changed');
    expect(readCertificate(pem)!.subjectRucs).not.toContain('20100070970');
    expect(readCertificate('not a certificate')).toBeNull();
    expect(readCertificate('not a certificate')).toBeNull();
  });
});
