import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { credentialMessages, credentialsResponseSchema, type Company } from '@facturador/contracts';
import { loadSigningKey } from '@facturador/einvoice';
import { startApi, type SignedInUser, type TestApi } from './support/api.ts';
import { addMemberAs, createCompany, randomRuc } from './support/companies.ts';
import { makeTestCertificate, type TestCertificate } from './support/test-certificate.ts';

const TIMEOUT_MS = 60_000;

const DAY = 86_400_000;
const SOL_PASSWORD = 'ClaveSol-Secreta-7Q';
const CERTIFICATE_PASSWORD = 'Certificado-Clave-9Z';

describe('Mis Empresas: SOL credentials and the digital certificate, write-only', () => {
  let api: TestApi;
  const logLines: string[] = [];
  let owner: SignedInUser;
  let employee: SignedInUser;
  let company: Company;
  let certificate: TestCertificate;
  /** Every answer body of a company call in this file, to search for the secrets at the end. */
  const answers: string[] = [];

  beforeAll(async () => {
    api = await startApi({
      logger: { level: 'trace', stream: { write: (line) => void logLines.push(line) } },
    });
    [owner, employee] = await Promise.all([api.signedIn(), api.signedIn()]);
    company = await createCompany(api, owner);
    await addMemberAs(api, owner, company.publicId, employee, 'EMPLOYEE_BUSINESS');
    const now = api.clock.now().getTime();
    certificate = makeTestCertificate({
      ruc: company.ruc,
      businessName: 'COMERCIAL ANDINA S.A.C.',
      password: CERTIFICATE_PASSWORD,
      notBefore: new Date(now - DAY),
      notAfter: new Date(now + 365 * DAY),
    });
  }, 60_000);
  afterAll(async () => {
    await api.close();
  }, TIMEOUT_MS);

  const path = (suffix = '') => `/companies/${company.publicId}${suffix}`;
  const call = async (...args: Parameters<TestApi['call']>) => {
    const answer = await api.call(...args);
    answers.push(answer.body);
    return answer;
  };

  it(
    'stores the SOL user and shows only when its password was set',
    async () => {
      const answer = await call('PUT', path('/credentials/sol'), {
        token: owner.accessToken,
        body: { solUser: 'andina01', solPassword: SOL_PASSWORD },
      });
      expect(answer.statusCode).toBe(200);
      expect(credentialsResponseSchema.parse(answer.json())).toEqual({
        success: true,
        message: credentialMessages.solSaved,
        data: { solUser: 'ANDINA01', solPasswordSetAt: api.clock.now().toISOString(), certificate: null },
      });
      const refused = await call('PUT', path('/credentials/sol'), {
        token: employee.accessToken,
        body: { solUser: 'OTRO0001', solPassword: 'x' },
      });
      expect(refused.statusCode).toBe(403);
    },
    TIMEOUT_MS,
  );

  it(
    'opens the PKCS#12 with its password and shows its subject, RUC and expiry',
    async () => {
      const answer = await call('PUT', path('/credentials/certificate'), {
        token: owner.accessToken,
        body: { fileBase64: certificate.fileBase64, password: CERTIFICATE_PASSWORD },
      });
      expect(answer.statusCode).toBe(200);
      const { data } = credentialsResponseSchema.parse(answer.json());
      expect(data.certificate).toEqual({
        subject: `CN=${certificate.commonName}, serialNumber=RUC${company.ruc}, O=${certificate.commonName}, C=PE`,
        holder: certificate.commonName,
        issuer: certificate.commonName,
        ruc: company.ruc,
        format: 'pkcs12',
        notAfter: certificate.notAfter.toISOString(),
        setAt: api.clock.now().toISOString(),
      });
      const read = await call('GET', path(), { token: employee.accessToken });
      expect(read.json().data).toMatchObject({
        credentials: { solUser: 'ANDINA01', certificate: data.certificate },
        certificateWarning: null,
      });
    },
    TIMEOUT_MS,
  );

  it(
    'refuses a wrong password, a file that is not a PKCS#12 and another RUC’s certificate',
    async () => {
      const wrong = await call('PUT', path('/credentials/certificate'), {
        token: owner.accessToken,
        body: { fileBase64: certificate.fileBase64, password: 'otra-clave' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        details: [{ field: 'password', message: credentialMessages.certificateWrongPassword }],
      });
      const notP12 = await call('PUT', path('/credentials/certificate'), {
        token: owner.accessToken,
        body: { fileBase64: Buffer.from('esto no es un certificado').toString('base64'), password: 'x' },
      });
      expect(notP12.statusCode).toBe(400);
      expect(notP12.json()).toMatchObject({
        details: [{ field: 'fileBase64', message: credentialMessages.certificateInvalid }],
      });
      const otherRucNumber = randomRuc();
      const other = makeTestCertificate({ ruc: otherRucNumber, password: 'clave-otra' });
      const otherRuc = await call('PUT', path('/credentials/certificate'), {
        token: owner.accessToken,
        body: { fileBase64: other.fileBase64, password: 'clave-otra' },
      });
      expect(otherRuc.statusCode).toBe(400);
      expect(otherRuc.json().details[0].message).toBe(
        credentialMessages.certificateOtherRuc(otherRucNumber, company.ruc),
      );
      const tooBig = await call('PUT', path('/credentials/certificate'), {
        token: owner.accessToken,
        body: { fileBase64: Buffer.alloc(101 * 1024).toString('base64'), password: 'x' },
      });
      expect(tooBig.statusCode).toBe(400);
      // The stored certificate is untouched by the refusals.
      const read = await call('GET', path(), { token: owner.accessToken });
      expect(read.json().data.credentials.certificate.ruc).toBe(company.ruc);
    },
    TIMEOUT_MS,
  );

  it(
    'never answers, stores in clear or logs the certificate, its password or the SOL password',
    async () => {
      for (const url of [path(), '/companies', path('/establishments'), path('/series'), path('/members')]) {
        await call('GET', url, { token: owner.accessToken });
      }
      const secrets = [SOL_PASSWORD, CERTIFICATE_PASSWORD, certificate.fileBase64.slice(200, 260)];
      for (const secret of secrets) {
        expect(answers.filter((body) => body.includes(secret))).toEqual([]);
        expect(logLines.filter((line) => line.includes(secret))).toEqual([]);
      }

      const [row] = await api.db.query<Record<string, unknown>>(
        'SELECT * FROM company_credentials cc JOIN companies c ON c.id = cc.company_id WHERE c.public_id = $1',
        [company.publicId],
      );
      const stored = JSON.stringify(row);
      const der = Buffer.from(certificate.fileBase64, 'base64');
      for (const secret of [...secrets, der.subarray(100, 140).toString('hex')])
        expect(stored).not.toContain(secret);
      // Sealed, not lost: the key ring opens them under their own context, and only there.
      const companyId = String(row!.company_id);
      expect(
        api.app.secrets
          .open(String(row!.sol_password_sealed), `company:${companyId}:sol_password`)
          .toString(),
      ).toBe(SOL_PASSWORD);
      // What is sealed is the PKCS#12 signing opens (every upload is stored as one), holding this certificate.
      const sealedKey = loadSigningKey(
        api.app.secrets.open(String(row!.certificate_sealed), `company:${companyId}:certificate`),
        CERTIFICATE_PASSWORD,
      );
      expect(sealedKey.certificateBase64).toBe(certificate.certificateBase64);
      expect(
        api.app.secrets
          .open(String(row!.certificate_password_sealed), `company:${companyId}:certificate_password`)
          .toString(),
      ).toBe(CERTIFICATE_PASSWORD);
      expect(() =>
        api.app.secrets.open(String(row!.sol_password_sealed), `company:${companyId}:certificate`),
      ).toThrow();
      expect(logLines.length).toBeGreaterThan(0);
    },
    TIMEOUT_MS,
  );

  it(
    'warns in the list when the certificate expires within 30 days, and once it has expired',
    async () => {
      const soon = await createCompany(api, owner);
      const now = api.clock.now().getTime();
      const expiring = makeTestCertificate({
        ruc: soon.ruc,
        password: 'clave',
        notBefore: new Date(now - DAY),
        notAfter: new Date(now + 10 * DAY),
      });
      await call('PUT', `/companies/${soon.publicId}/credentials/certificate`, {
        token: owner.accessToken,
        body: { fileBase64: expiring.fileBase64, password: 'clave' },
      });
      const warning = async (token: string) =>
        (await call('GET', '/companies', { token }))
          .json()
          .data.find((item: Company) => item.publicId === soon.publicId).certificateWarning;
      expect(await warning(owner.accessToken)).toBe('expiring');
      // An expired certificate is refused at upload (companies-certificates.test.ts): one expires in place.
      api.clock.advance(11 * DAY);
      const again = (await api.login(owner.email)).json() as { access_token: string };
      expect(await warning(again.access_token)).toBe('expired');
    },
    TIMEOUT_MS,
  );
});
