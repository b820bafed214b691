import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  companySigningMessages,
  credentialMessages,
  documentApiMessages,
  signingIdentityMessages,
  validationMessages,
} from '@facturador/contracts';
import { loadSigningKey } from '@facturador/einvoice';
import { DEVELOPMENT_PLATFORM } from '../src/signing/development-identity.ts';
import { startApi, type SignedInUser, type TestApi } from './support/api.ts';
import { addMemberAs, createCompany, randomRuc } from './support/companies.ts';
import { boletaInput, detailOf, issue, refusedOf, startDocumentsApi } from './support/documents.ts';
import { makeTestCertificate } from './support/test-certificate.ts';

type World = Awaited<ReturnType<typeof startDocumentsApi>>;

/** SignatoryParty's RUC and the certificate in KeyInfo of a signed XML. */
function signerOf(xml: string) {
  return {
    signatory: /<cac:SignatoryParty><cac:PartyIdentification><cbc:ID>(\d+)</.exec(xml)?.[1],
    certificate: /<ds:X509Certificate>([^<]+)</.exec(xml)?.[1],
  };
}

describe('«Facturador firma por ti»: Facturador signs as the company’s PSE (issue 40)', () => {
  let world: World;
  const api = () => world.api;

  beforeAll(async () => {
    world = await startDocumentsApi();
  }, 60_000);
  afterAll(() => world.close());

  /** A company as a new user registers it: no certificate, no SOL user, the default series. */
  const newCompany = async () => {
    const owner = await api().signedIn();
    const company = await createCompany(api(), owner);
    return { owner, company };
  };
  const signing = (owner: SignedInUser, companyId: string, body?: unknown) =>
    api().call(body ? 'PUT' : 'GET', `/companies/${companyId}/signing`, { token: owner.accessToken, body });
  /** SUNAT's list gets a certificate of the company's own: the double then checks who signs for it. */
  const knownToSunat = (ruc: string) => {
    const own = makeTestCertificate({ ruc, password: 'x' });
    world.simulator.control.addCertificates([
      { ruc, certificate: loadSigningKey(Buffer.from(own.fileBase64, 'base64'), 'x').certificateBase64 },
    ]);
  };
  const xmlOf = async (owner: SignedInUser, companyId: string, documentId: string) =>
    (
      await api().call('GET', `/companies/${companyId}/documents/${documentId}/xml`, {
        token: owner.accessToken,
      })
    ).body;

  it('a new company without a certificate issues a boleta that Facturador signs and the double accepts', async () => {
    const { owner, company } = await newCompany();
    expect(company.signing).toEqual({ mode: 'pse', pseDesignationConfirmedAt: null });
    expect(company.credentials.certificate).toBeNull();
    knownToSunat(company.ruc);

    // It confirms it designated Facturador in SUNAT: the double, which plays SUNAT, learns it.
    const confirmed = await signing(owner, company.publicId, { mode: 'pse', pseDesignationConfirmed: true });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      message: companySigningMessages.designationConfirmed,
      data: { mode: 'pse', provider: DEVELOPMENT_PLATFORM },
    });
    expect(world.simulator.control.pseDesignations()).toContainEqual(
      expect.objectContaining({ ruc: company.ruc, pse: DEVELOPMENT_PLATFORM.ruc }),
    );

    const answer = await issue(api(), owner, company.publicId, boletaInput(api()));
    expect(answer.statusCode).toBe(201);
    const document = detailOf(answer);
    expect(document).toMatchObject({ fullNumber: 'B001-1', status: 'accepted', sunatCode: '0' });
    const signer = signerOf(await xmlOf(owner, company.publicId, document.id));
    expect(signer.signatory).toBe(DEVELOPMENT_PLATFORM.ruc);
    expect(world.simulator.registry.get(company.ruc, '03', 'B001', 1)?.status).toBe('accepted');
  });

  it('the double refuses with 2325 the PSE’s signature for an issuer it knows without that designation', async () => {
    const { owner, company } = await newCompany();
    knownToSunat(company.ruc);
    const document = refusedOf(await issue(api(), owner, company.publicId, boletaInput(api())));
    expect(document).toMatchObject({ status: 'rejected', sunatCode: '2325' });
  });

  it('«Uso mi propio certificado» without a certificate still stops at the certificate, and burns no number', async () => {
    const { owner, company } = await newCompany();
    const chosen = await signing(owner, company.publicId, { mode: 'own' });
    expect(chosen.json()).toMatchObject({ message: companySigningMessages.savedOwn, data: { mode: 'own' } });
    const answer = await issue(api(), owner, company.publicId, boletaInput(api()));
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(documentApiMessages.certificateMissing);
    // Back to Facturador's signature, the same number is the first one issued.
    await signing(owner, company.publicId, { mode: 'pse' });
    expect(detailOf(await issue(api(), owner, company.publicId, boletaInput(api())))).toMatchObject({
      fullNumber: 'B001-1',
    });
  });

  it('in production Facturador signs only once the company confirms the designation in SUNAT', async () => {
    const { owner, company } = await newCompany();
    await api().db.query(`UPDATE companies SET environment = 'production' WHERE public_id = $1`, [
      company.publicId,
    ]);
    const answer = await issue(api(), owner, company.publicId, boletaInput(api()));
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(companySigningMessages.designationMissing);
  });

  it('only owners and administrators of the company change who signs; an employee reads it', async () => {
    const { owner, company } = await newCompany();
    const [stranger, employee] = await Promise.all([api().signedIn(), api().signedIn()]);
    await addMemberAs(api(), owner, company.publicId, employee, 'EMPLOYEE_BUSINESS');
    expect((await signing(employee, company.publicId)).json().data).toMatchObject({ mode: 'pse' });
    expect((await signing(employee, company.publicId, { mode: 'own' })).statusCode).toBe(403);
    expect((await signing(stranger, company.publicId)).statusCode).toBe(404);
    expect((await signing(stranger, company.publicId, { mode: 'own' })).statusCode).toBe(404);
    const bad = await signing(owner, company.publicId, { mode: 'nadie' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([{ field: 'mode', message: 'Elige quién firma tus comprobantes' }]);
    // Withdrawing the confirmation clears its date.
    await signing(owner, company.publicId, { mode: 'pse', pseDesignationConfirmed: true });
    const withdrawn = await signing(owner, company.publicId, { mode: 'pse', pseDesignationConfirmed: false });
    expect(withdrawn.json()).toMatchObject({
      message: companySigningMessages.designationWithdrawn,
      data: { pseDesignationConfirmedAt: null },
    });
  });
});

describe('the platform’s signing identity (owner, Configuración)', () => {
  let api: TestApi;
  let owner: SignedInUser;
  const platformRuc = randomRuc();
  // startApi's clock is in 2030.
  const certificate = makeTestCertificate({
    ruc: platformRuc,
    businessName: 'PLATAFORMA DE PRUEBA S.A.C.',
    password: 'Clave-Secreta-77',
    notBefore: new Date('2029-06-01T00:00:00Z'),
    notAfter: new Date('2031-06-01T00:00:00Z'),
  });

  beforeAll(async () => {
    api = await startApi();
    owner = await api.signedIn({ roles: ['OWNER_SYSTEM'] });
  }, 60_000);
  afterAll(() => api.close());

  const save = (body: unknown, token = owner.accessToken) =>
    api.call('PUT', '/admin/signing-identity', { token, body });

  it('is the owner’s alone: an administrator, a customer and a guest neither read nor change it', async () => {
    const admin = await api.signedIn({ roles: ['ADMINISTRATOR_SYSTEM'] });
    const customer = await api.signedIn();
    for (const token of [admin.accessToken, customer.accessToken]) {
      expect((await api.call('GET', '/admin/signing-identity', { token })).statusCode).toBe(403);
      expect((await save({ ruc: platformRuc, businessName: 'X' }, token)).statusCode).toBe(403);
    }
    expect((await api.call('GET', '/admin/signing-identity')).statusCode).toBe(401);
  });

  it('refuses bad input in Spanish, and stores nothing', async () => {
    /** The field's message (the answer's `message` names the field first). */
    const refusal = async (body: unknown) => {
      const answer = await save(body);
      expect(answer.statusCode).toBe(400);
      const { message, details } = answer.json() as { message: string; details?: { message: string }[] };
      return details?.[0]?.message ?? message;
    };
    expect(await refusal({ ruc: platformRuc, businessName: 'PLATAFORMA' })).toBe(
      signingIdentityMessages.certificateRequired,
    );
    expect(await refusal({ ruc: '20123456780', businessName: 'PLATAFORMA' })).toBe(
      validationMessages.rucCheckDigit,
    );
    expect(
      await refusal({
        ruc: platformRuc,
        businessName: '  ',
        fileBase64: certificate.fileBase64,
        password: 'x',
      }),
    ).toBe(signingIdentityMessages.businessNameRequired);
    expect(await refusal({ ruc: platformRuc, businessName: 'P', fileBase64: certificate.fileBase64 })).toBe(
      credentialMessages.certificatePasswordRequired,
    );
    expect(
      await refusal({
        ruc: platformRuc,
        businessName: 'P',
        fileBase64: certificate.fileBase64,
        password: 'mala',
      }),
    ).toBe(credentialMessages.certificateWrongPassword);
    const otherRuc = randomRuc();
    expect(
      await refusal({
        ruc: otherRuc,
        businessName: 'P',
        fileBase64: certificate.fileBase64,
        password: certificate.password,
      }),
    ).toBe(credentialMessages.certificateOtherRuc(platformRuc, otherRuc));
    expect(
      (await api.call('GET', '/admin/signing-identity', { token: owner.accessToken })).json().data,
    ).toBeNull();
  });

  it('stores the certificate sealed and answers its facts, never the file nor its password', async () => {
    const answer = await save({
      ruc: platformRuc,
      businessName: 'Plataforma de Prueba S.A.C.',
      fileBase64: certificate.fileBase64,
      password: certificate.password,
    });
    expect(answer.statusCode < 300 ? 'ok' : answer.body).toBe('ok');
    expect(answer.json()).toMatchObject({
      message: signingIdentityMessages.saved,
      data: {
        ruc: platformRuc,
        businessName: 'Plataforma de Prueba S.A.C.',
        certificate: { ruc: platformRuc, notAfter: certificate.notAfter.toISOString() },
        generated: false,
        expiryWarning: null,
      },
    });
    const read = await api.call('GET', '/admin/signing-identity', { token: owner.accessToken });
    for (const body of [answer.body, read.body]) {
      expect(body).not.toContain(certificate.password);
      expect(body).not.toContain(certificate.fileBase64.slice(0, 40));
    }
    const [row] = await api.db.query<Record<string, string>>(
      'SELECT certificate_sealed, certificate_password_sealed FROM platform_signing_identity',
    );
    expect(row!.certificate_password_sealed).not.toContain(certificate.password);
    expect(row!.certificate_sealed).not.toContain(certificate.fileBase64.slice(0, 40));
  });

  it('keeps the certificate when none is sent, but not under another RUC', async () => {
    const renamed = await save({ ruc: platformRuc, businessName: 'Plataforma Renombrada S.A.C.' });
    expect(renamed.json().data).toMatchObject({
      businessName: 'Plataforma Renombrada S.A.C.',
      certificate: { ruc: platformRuc },
    });
    const moved = await save({ ruc: randomRuc(), businessName: 'Otra' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().details).toEqual([
      { field: 'ruc', message: signingIdentityMessages.certificateOtherRuc(platformRuc) },
    ]);
  });
});

describe('documents signed with the identity the owner uploaded', () => {
  let world: World;
  beforeAll(async () => {
    world = await startDocumentsApi();
  }, 60_000);
  afterAll(() => world.close());

  it("carry the uploaded certificate and the platform's RUC and name in SignatoryParty", async () => {
    const api = world.api;
    const owner = await api.signedIn({ roles: ['OWNER_SYSTEM'] });
    const platformRuc = randomRuc();
    const uploaded = makeTestCertificate({
      ruc: platformRuc,
      businessName: 'PSE DE PRUEBA',
      password: 'pfx-1',
    });
    const saved = await api.call('PUT', '/admin/signing-identity', {
      token: owner.accessToken,
      body: {
        ruc: platformRuc,
        businessName: 'PSE de Prueba S.A.C.',
        fileBase64: uploaded.fileBase64,
        password: uploaded.password,
      },
    });
    expect(saved.statusCode).toBe(200);

    const customer = await api.signedIn();
    const company = await createCompany(api, customer);
    const document = detailOf(await issue(api, customer, company.publicId, boletaInput(api)));
    expect(document.status).toBe('accepted');
    const xml = (
      await api.call('GET', `/companies/${company.publicId}/documents/${document.id}/xml`, {
        token: customer.accessToken,
      })
    ).body;
    expect(xml).toContain('<cbc:Name>PSE de Prueba S.A.C.</cbc:Name>');
    expect(signerOf(xml)).toEqual({
      signatory: platformRuc,
      certificate: loadSigningKey(Buffer.from(uploaded.fileBase64, 'base64'), 'pfx-1').certificateBase64,
    });
  });
});
