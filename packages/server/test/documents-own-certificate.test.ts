import { describe, expect, it } from '@jest/globals';
import { documentApiMessages } from '@facturador/contracts';
import { detailOf, documentsFixture, facturaInput, issue } from './support/documents.ts';
import { makeTestCertificate, textBase64 } from './support/test-certificate.ts';

const DAY = 86_400_000;

/** Issue 40: what a company's own certificate signs, whatever its format, and never once expired. */
describe('Electronic documents signed with the company’s own certificate', () => {
  const { company, api, path } = documentsFixture();

  const uploadPem = async (certificate: ReturnType<typeof makeTestCertificate>) => {
    const answer = await api().call('PUT', path('/credentials/certificate'), {
      token: company.owner.accessToken,
      body: {
        fileBase64: textBase64(certificate.privateKeyPem),
        secondFileBase64: textBase64(certificate.certificatePem),
      },
    });
    expect(answer.statusCode < 300 ? 'ok' : answer.body).toBe('ok');
  };

  it('signs with a PEM certificate and key uploaded as two files, and SUNAT accepts the document', async () => {
    const now = api().clock.now().getTime();
    const pem = makeTestCertificate({
      ruc: company.ruc,
      businessName: 'ANDINA PEM S.A.C.',
      password: 'sin-uso',
      notBefore: new Date(now - DAY),
      notAfter: new Date(now + 200 * DAY),
    });
    await uploadPem(pem);

    const answer = await issue(api(), company.owner, company.id, facturaInput(api()));
    expect(answer.statusCode).toBe(201);
    const document = detailOf(answer);
    expect(document).toMatchObject({ status: 'accepted', sunatCode: '0' });
    const xml = await api().call('GET', path(`/documents/${document.id}/xml`), {
      token: company.owner.accessToken,
    });
    // The signature carries the PEM certificate, the one just uploaded.
    expect(xml.body).toContain(`<ds:X509Certificate>${pem.certificateBase64}</ds:X509Certificate>`);
  });

  it('never signs with an expired certificate: a clear 409, and no number, token or document spent', async () => {
    const now = api().clock.now().getTime();
    await uploadPem(
      makeTestCertificate({
        ruc: company.ruc,
        password: 'sin-uso',
        notBefore: new Date(now - DAY),
        notAfter: new Date(now + 2 * DAY),
      }),
    );
    const state = async () => {
      const [row] = await api().db.query<{ next: number; documents: number; used: number }>(
        `SELECT (SELECT next_correlative FROM series s WHERE s.company_id = c.id AND s.series = 'F001'
                   AND s.document_type = '01') AS next,
                (SELECT count(*)::int FROM documents d WHERE d.company_id = c.id) AS documents,
                (SELECT period_used FROM subscriptions WHERE user_id = $2) AS used
           FROM companies c WHERE c.public_id = $1`,
        [company.id, company.owner.id],
      );
      return row!;
    };
    const before = await state();

    api().clock.advance(3 * DAY);
    const { access_token: token } = (await api().login(company.owner.email)).json() as {
      access_token: string;
    };
    const answer = await issue(
      api(),
      { ...company.owner, accessToken: token },
      company.id,
      facturaInput(api()),
    );
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'El certificado digital de la empresa venció: sube uno vigente',
    });
    expect(documentApiMessages.certificateExpired).toBe(answer.json().message);
    expect(await state()).toEqual(before);
  });
});
