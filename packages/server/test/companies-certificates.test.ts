import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  certificateDate,
  credentialMessages,
  credentialsResponseSchema,
  type Company,
} from '@facturador/contracts';
import { startApi, type SignedInUser, type TestApi } from './support/api.ts';
import { createCompany, randomRuc } from './support/companies.ts';
import { makeTestCertificate, textBase64, type TestCertificate } from './support/test-certificate.ts';

const TIMEOUT_MS = 60_000;
const DAY = 86_400_000;
const PASSWORD = 'Clave-Certificado-4K';

/** Issue 40: a certificate the company brings, as .pfx/.p12 or PEM, and every reason to refuse one. */
describe('Mis Empresas: the certificate a company brings, PKCS#12 or PEM', () => {
  let api: TestApi;
  let owner: SignedInUser;
  let company: Company;
  /** Valid for a year from yesterday (the app's clock), carrying the company's RUC in serialNumber. */
  let valid: TestCertificate;

  beforeAll(async () => {
    api = await startApi();
    owner = await api.signedIn();
    company = await createCompany(api, owner);
    valid = certificate();
  }, TIMEOUT_MS);
  afterAll(async () => {
    await api.close();
  }, TIMEOUT_MS);

  function certificate(options: Partial<Parameters<typeof makeTestCertificate>[0]> = {}) {
    const now = api.clock.now().getTime();
    return makeTestCertificate({
      ruc: company.ruc,
      businessName: 'COMERCIAL ANDINA S.A.C.',
      password: PASSWORD,
      notBefore: new Date(now - DAY),
      notAfter: new Date(now + 365 * DAY),
      ...options,
    });
  }

  const upload = (body: { fileBase64: string; secondFileBase64?: string; password?: string }) =>
    api.call('PUT', `/companies/${company.publicId}/credentials/certificate`, {
      token: owner.accessToken,
      body,
    });

  /** The refusal's field and Spanish message, and the stored certificate left as it was. */
  async function expectRefused(
    body: Parameters<typeof upload>[0],
    field: 'fileBase64' | 'password',
    message: string,
  ) {
    const before = await api.db.query('SELECT * FROM company_credentials');
    const answer = await upload(body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field, message }] });
    expect(await api.db.query('SELECT * FROM company_credentials')).toEqual(before);
  }

  it(
    'refuses a certificate of another RUC, and one whose subject carries no RUC, naming the company’s',
    async () => {
      const otherRuc = randomRuc();
      await expectRefused(
        { fileBase64: certificate({ ruc: otherRuc }).fileBase64, password: PASSWORD },
        'fileBase64',
        `El certificado es del RUC ${otherRuc}, no del RUC ${company.ruc} de esta empresa: sube el certificado de esta empresa`,
      );
      await expectRefused(
        { fileBase64: certificate({ rucIn: 'none' }).fileBase64, password: PASSWORD },
        'fileBase64',
        credentialMessages.certificateWithoutRuc(company.ruc),
      );
    },
    TIMEOUT_MS,
  );

  it(
    'refuses a key that is not the certificate’s, in a .pfx and as PEM',
    async () => {
      const mismatched = certificate({ otherKey: true });
      const message =
        'La clave privada no corresponde a este certificado: sube la clave con la que se emitió';
      expect(credentialMessages.certificateKeyMismatch).toBe(message);
      await expectRefused({ fileBase64: mismatched.fileBase64, password: PASSWORD }, 'fileBase64', message);
      await expectRefused(
        {
          fileBase64: textBase64(mismatched.certificatePem),
          secondFileBase64: textBase64(mismatched.privateKeyPem),
        },
        'fileBase64',
        message,
      );
    },
    TIMEOUT_MS,
  );

  it(
    'refuses an expired certificate and one not valid yet, with their dates',
    async () => {
      const now = api.clock.now().getTime();
      const expired = certificate({ notBefore: new Date(now - 400 * DAY), notAfter: new Date(now - DAY) });
      await expectRefused(
        { fileBase64: expired.fileBase64, password: PASSWORD },
        'fileBase64',
        `El certificado venció el ${certificateDate(expired.notAfter)}: sube uno vigente`,
      );
      // A PEM pair is held to the same dates.
      await expectRefused(
        {
          fileBase64: textBase64(expired.certificatePem),
          secondFileBase64: textBase64(expired.privateKeyPem),
        },
        'fileBase64',
        credentialMessages.certificateExpired(certificateDate(expired.notAfter)),
      );
      const early = certificate({ notBefore: new Date(now + 2 * DAY) });
      await expectRefused(
        { fileBase64: early.fileBase64, password: PASSWORD },
        'fileBase64',
        credentialMessages.certificateNotYetValid(certificateDate(early.notBefore)),
      );
    },
    TIMEOUT_MS,
  );

  it(
    'refuses a wrong password of a .pfx or of an encrypted PEM key, and asks for a missing one',
    async () => {
      const message = 'La contraseña del certificado es incorrecta';
      expect(credentialMessages.certificateWrongPassword).toBe(message);
      await expectRefused({ fileBase64: valid.fileBase64, password: 'otra-clave' }, 'password', message);
      await expectRefused(
        {
          fileBase64: textBase64(valid.certificatePem + valid.encryptedPrivateKeyPem),
          password: 'otra-clave',
        },
        'password',
        message,
      );
      await expectRefused(
        { fileBase64: valid.fileBase64 },
        'password',
        credentialMessages.certificatePasswordRequired,
      );
    },
    TIMEOUT_MS,
  );

  it(
    'refuses what is not a certificate, and a certificate without its key',
    async () => {
      await expectRefused(
        { fileBase64: textBase64('esto no es un certificado'), password: 'x' },
        'fileBase64',
        credentialMessages.certificateInvalid,
      );
      await expectRefused(
        { fileBase64: textBase64(valid.certificatePem) },
        'fileBase64',
        credentialMessages.certificateNoKey,
      );
    },
    TIMEOUT_MS,
  );

  it(
    'accepts a PEM bundle, tells it by its content and shows holder, issuer, RUC and expiry',
    async () => {
      const issued = certificate({ rucIn: 'OU', issuerName: 'ENTIDAD DE CERTIFICACION DE PRUEBA' });
      // Named as a .pfx would be means nothing: the server reads the content.
      const answer = await upload({ fileBase64: textBase64(issued.privateKeyPem + issued.certificatePem) });
      expect(answer.statusCode).toBe(200);
      const { data } = credentialsResponseSchema.parse(answer.json());
      expect(data.certificate).toEqual({
        subject: `CN=COMERCIAL ANDINA S.A.C., OU=RUC ${company.ruc}, O=COMERCIAL ANDINA S.A.C., C=PE`,
        holder: 'COMERCIAL ANDINA S.A.C.',
        issuer: 'ENTIDAD DE CERTIFICACION DE PRUEBA',
        ruc: company.ruc,
        format: 'pem',
        notAfter: issued.notAfter.toISOString(),
        setAt: api.clock.now().toISOString(),
      });
      expect(answer.body).not.toContain('PRIVATE KEY');
    },
    TIMEOUT_MS,
  );

  it(
    'accepts a PEM pair in two files, in either order, the key encrypted with the password',
    async () => {
      const pair = certificate({ businessName: 'ANDINA DOS S.A.C.' });
      for (const [first, second] of [
        [pair.encryptedPrivateKeyPem, pair.certificatePem],
        [pair.certificatePem, pair.encryptedPrivateKeyPem],
      ]) {
        const answer = await upload({
          fileBase64: textBase64(first!),
          secondFileBase64: textBase64(second!),
          password: PASSWORD,
        });
        expect(answer.statusCode).toBe(200);
        expect(answer.json().data.certificate).toMatchObject({ holder: 'ANDINA DOS S.A.C.', format: 'pem' });
      }
      // Back to a .pfx: the format is the last upload's.
      const answer = await upload({ fileBase64: valid.fileBase64, password: PASSWORD });
      expect(answer.json().data.certificate).toMatchObject({ format: 'pkcs12', ruc: company.ruc });
    },
    TIMEOUT_MS,
  );

  it(
    'accepts the certificate of a person’s RUC 10 that carries only the DNI inside it',
    async () => {
      const person = await createCompany(api, owner, { ruc: randomRuc('10') });
      const dni = person.ruc.slice(2, 10);
      const now = api.clock.now().getTime();
      const made = makeTestCertificate({
        ruc: person.ruc,
        rucIn: 'none',
        businessName: `QUISPE MAMANI ROSA DNI ${dni}`,
        password: PASSWORD,
        notBefore: new Date(now - DAY),
        notAfter: new Date(now + 90 * DAY),
      });
      const answer = await api.call('PUT', `/companies/${person.publicId}/credentials/certificate`, {
        token: owner.accessToken,
        body: { fileBase64: made.fileBase64, password: PASSWORD },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data.certificate).toMatchObject({ ruc: null, holder: made.commonName });
      // Another person's DNI is not enough.
      const stranger = makeTestCertificate({
        ruc: person.ruc,
        rucIn: 'none',
        businessName: 'OTRA PERSONA DNI 99999999',
        password: PASSWORD,
        notBefore: new Date(now - DAY),
      });
      const refused = await api.call('PUT', `/companies/${person.publicId}/credentials/certificate`, {
        token: owner.accessToken,
        body: { fileBase64: stranger.fileBase64, password: PASSWORD },
      });
      expect(refused.json().details).toEqual([
        { field: 'fileBase64', message: credentialMessages.certificateWithoutRuc(person.ruc) },
      ]);
    },
    TIMEOUT_MS,
  );
});
