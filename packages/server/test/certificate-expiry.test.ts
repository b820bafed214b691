import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expiringCertificatesResponseSchema, type Company } from '@facturador/contracts';
import { startApi, type SignedInUser, type TestApi } from './support/api.ts';
import { addMemberAs, createCompany } from './support/companies.ts';
import { makeTestCertificate } from './support/test-certificate.ts';

const TIMEOUT_MS = 60_000;
const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * Issue 40: 30 and 7 days before a company's certificate expires its owners and administrators
 * are e-mailed, once per reminder; staff see the companies about to expire in Reportes.
 */
describe('Certificates about to expire: reminders by date and the admin report', () => {
  let api: TestApi;
  let owner: SignedInUser;
  let administrator: SignedInUser;
  let employee: SignedInUser;
  let staff: SignedInUser;
  let andina: Company;
  let sierra: Company;
  let lejana: Company;
  /** Signed by Facturador as its PSE: its old certificate is not used, nor reminded of. */
  let porPse: Company;

  beforeAll(async () => {
    api = await startApi();
    [owner, administrator, employee] = await Promise.all([api.signedIn(), api.signedIn(), api.signedIn()]);
    staff = await api.signedIn({ roles: ['ADMINISTRATOR_SYSTEM'] });
    andina = await createCompany(api, owner, {
      businessName: 'Comercial Andina S.A.C.',
      tradeName: 'Andina',
    });
    sierra = await createCompany(api, owner, { businessName: 'Sierra Verde S.A.C.', tradeName: 'Sierra' });
    lejana = await createCompany(api, owner, { businessName: 'Lejana S.A.C.', tradeName: 'Lejana' });
    porPse = await createCompany(api, owner, { businessName: 'Por PSE S.A.C.', tradeName: 'PorPse' });
    for (const company of [andina, sierra, lejana]) await signsWithOwn(company);
    await addMemberAs(api, owner, andina.publicId, administrator, 'ADMINISTRATOR_BUSINESS');
    await addMemberAs(api, owner, andina.publicId, employee, 'EMPLOYEE_BUSINESS');
    // Andina's expires in 40 days and a half, Lejana's in 200.
    await upload(andina, 40 * DAY + 12 * HOUR);
    await upload(lejana, 200 * DAY);
    await upload(porPse, 20 * DAY);
  }, TIMEOUT_MS);
  afterAll(async () => {
    await api.close();
  }, TIMEOUT_MS);

  /** A fresh session: moving the clock by days outlives an access token. */
  const session = async (user: SignedInUser) => {
    const answer = (await api.login(user.email)).json() as { access_token: string };
    return answer.access_token;
  };

  /** «Uso mi propio certificado»: a new company is signed by Facturador unless it says so. */
  async function signsWithOwn(company: Company) {
    const answer = await api.call('PUT', `/companies/${company.publicId}/signing`, {
      token: owner.accessToken,
      body: { mode: 'own' },
    });
    expect(answer.statusCode).toBe(200);
  }

  async function upload(company: Company, validFor: number) {
    const now = api.clock.now().getTime();
    const certificate = makeTestCertificate({
      ruc: company.ruc,
      password: 'clave',
      notBefore: new Date(now - DAY),
      notAfter: new Date(now + validFor),
    });
    const answer = await api.call('PUT', `/companies/${company.publicId}/credentials/certificate`, {
      token: await session(owner),
      body: { fileBase64: certificate.fileBase64, password: 'clave' },
    });
    expect(answer.statusCode).toBe(200);
    return certificate.notAfter;
  }

  /** The certificate e-mails each one received, oldest first. */
  const remindersTo = async (user: SignedInUser) =>
    (await api.outbox(user.email)).filter((mail) => mail.subject.includes('certificado digital')).reverse();

  /** Moves the clock on: the hourly watch runs (the move starts it; this joins it). */
  const advance = async (ms: number) => {
    api.clock.advance(ms);
    await api.app.certificateWatch.run();
  };

  it(
    'says nothing while the expiry is more than 30 days away',
    async () => {
      await advance(HOUR);
      expect(await remindersTo(owner)).toEqual([]);
    },
    TIMEOUT_MS,
  );

  it(
    'e-mails the owners and administrators once 30 days remain, once, and not the employees',
    async () => {
      // 40½ days − 1 h − 10 days 13 h: 29 days 22 h left.
      await advance(10 * DAY + 13 * HOUR);
      const [mail, ...more] = await remindersTo(owner);
      expect(more).toEqual([]);
      expect(mail!.subject).toBe('El certificado digital de Andina vence en 30 días');
      expect(mail!.text).toContain(`(RUC ${andina.ruc}) vence el`);
      expect(mail!.text).toContain(`/app/mis-empresas/${andina.publicId}/facturacion`);
      expect(mail!.text).toContain('te lo recordaremos 7 días antes');
      expect((await remindersTo(administrator)).map((one) => one.subject)).toEqual([mail!.subject]);
      expect(await remindersTo(employee)).toEqual([]);
      // Within 10 days of its end, the certificate of a company Facturador signs for is left alone.
      expect((await remindersTo(owner)).filter((one) => one.subject.includes('PorPse'))).toEqual([]);

      await advance(HOUR);
      await advance(DAY);
      expect(await remindersTo(owner)).toHaveLength(1);
    },
    TIMEOUT_MS,
  );

  it(
    'e-mails again once 7 days remain, and then no more',
    async () => {
      // 28 days 21 h left → 6 days 21 h.
      await advance(22 * DAY);
      const subjects = (await remindersTo(owner)).map((mail) => mail.subject);
      expect(subjects).toEqual([
        'El certificado digital de Andina vence en 30 días',
        'El certificado digital de Andina vence en 7 días',
      ]);
      const [, last] = await remindersTo(administrator);
      expect(last!.text).not.toContain('te lo recordaremos');
      await advance(3 * DAY);
      expect(await remindersTo(owner)).toHaveLength(2);
    },
    TIMEOUT_MS,
  );

  it(
    'sends a certificate first seen in its last week the 7-day reminder only',
    async () => {
      await upload(sierra, 3 * DAY);
      await advance(HOUR);
      const sierraMails = (await remindersTo(owner)).filter((mail) => mail.subject.includes('Sierra'));
      expect(sierraMails.map((mail) => mail.subject)).toEqual([
        'El certificado digital de Sierra vence en 3 días',
      ]);
    },
    TIMEOUT_MS,
  );

  it(
    'lists for staff the companies that expire within 30 days or have expired, soonest first',
    async () => {
      const answer = await api.call('GET', '/admin/reports/certificates', { token: await session(staff) });
      expect(answer.statusCode).toBe(200);
      const { data } = expiringCertificatesResponseSchema.parse(answer.json());
      const ours = data.filter((row) =>
        [andina.publicId, sierra.publicId, lejana.publicId, porPse.publicId].includes(row.companyId),
      );
      expect(ours).toEqual([
        expect.objectContaining({ companyId: sierra.publicId, daysLeft: 3, remindedDays: 7 }),
        {
          companyId: andina.publicId,
          ruc: andina.ruc,
          businessName: 'Comercial Andina S.A.C.',
          holder: 'EMPRESA DE PRUEBA S.A.C.',
          issuer: 'EMPRESA DE PRUEBA S.A.C.',
          notAfter: expect.any(String),
          daysLeft: 4,
          status: 'expiring',
          remindedDays: 7,
          ownerEmail: owner.email,
        },
      ]);
      // Once expired, a company stays on the report until it uploads another certificate.
      await advance(3 * DAY);
      const later = expiringCertificatesResponseSchema.parse(
        (await api.call('GET', '/admin/reports/certificates', { token: await session(staff) })).json(),
      ).data;
      expect(later.find((row) => row.companyId === sierra.publicId)).toMatchObject({
        status: 'expired',
        daysLeft: 0,
      });
      expect(later.find((row) => row.companyId === andina.publicId)).toMatchObject({
        status: 'expiring',
        daysLeft: 1,
      });
    },
    TIMEOUT_MS,
  );

  it(
    'refuses the report to a customer (403) and to a guest (401)',
    async () => {
      const customer = await api.call('GET', '/admin/reports/certificates', { token: await session(owner) });
      expect(customer.statusCode).toBe(403);
      expect(customer.json()).toMatchObject({ code: 'FORBIDDEN' });
      const guest = await api.call('GET', '/admin/reports/certificates');
      expect(guest.statusCode).toBe(401);
    },
    TIMEOUT_MS,
  );

  it(
    'starts the reminders afresh for a new certificate',
    async () => {
      const before = (await remindersTo(owner)).length;
      await upload(andina, 31 * DAY);
      await advance(2 * DAY);
      const after = await remindersTo(owner);
      expect(after).toHaveLength(before + 1);
      expect(after.at(-1)!.subject).toBe('El certificado digital de Andina vence en 29 días');
    },
    TIMEOUT_MS,
  );
});
