import { beforeAll, describe, expect, it } from '@jest/globals';
import { documentDeliveryMessages, type DocumentDetail } from '@facturador/contracts';
import { DOWNLOAD_TOKEN_TTL_MS, LOOKUP_LIMIT } from '../src/documents/public-lookup.ts';
import { detailOf, documentsFixture, facturaInput, issue } from './support/documents.ts';
import { readPdf } from './support/printed.ts';

describe('Consulta pública: a buyer downloads a document by its six printed fields', () => {
  const { world, company, api } = documentsFixture();
  let factura: DocumentDetail;
  let ipCounter = 0;
  /** Each test its own address, so that only the rate-limit test meets the limit. */
  const freshIp = () => `198.51.100.${++ipCounter}`;

  beforeAll(async () => {
    factura = detailOf(await issue(world.api, company.owner, company.id, facturaInput(world.api)));
    expect(factura.status).toBe('accepted');
  }, 60_000);

  const rightFields = () => ({
    ruc: company.ruc,
    documentType: '01',
    series: 'F001',
    number: factura.number,
    issueDate: factura.issueDate,
    total: '118',
  });
  const lookup = (body: object, ip = freshIp()) =>
    api().call('POST', '/public/documents/lookup', { body, ip });

  it('with the six right fields answers short-lived links that download the PDF and the signed XML, without a session', async () => {
    const answer = await lookup(rightFields());
    expect(answer.statusCode).toBe(200);
    const { data } = answer.json() as {
      data: { fullNumber: string; pdfUrl: string; ticketPdfUrl: string; xmlUrl: string; expiresAt: string };
    };
    expect(data.fullNumber).toBe('F001-1');
    expect(new Date(data.expiresAt).getTime()).toBe(api().clock.now().getTime() + DOWNLOAD_TOKEN_TTL_MS);

    const pdf = await api().call('GET', data.pdfUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await readPdf(pdf.rawPayload)).qr).toContain(`${company.ruc}|01|F001|1|18.00|118.00|`);
    const ticket = await api().call('GET', data.ticketPdfUrl);
    expect(ticket.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // A link passed on through a chat or a social network gains their tracking parameters.
    const shared = await api().call('GET', `${data.ticketPdfUrl}&fbclid=IwAR0abc&utm_source=whatsapp`);
    expect(shared.statusCode).toBe(200);
    expect(shared.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xml = await api().call('GET', data.xmlUrl);
    expect(xml.statusCode).toBe(200);
    const stored = await api().call('GET', `/companies/${company.id}/documents/${factura.id}/xml`, {
      token: company.owner.accessToken,
    });
    expect(xml.body).toBe(stored.body);

    // The links expire: a quarter of an hour later they answer the Spanish 404.
    api().clock.advance(DOWNLOAD_TOKEN_TTL_MS + 1000);
    const late = await api().call('GET', data.xmlUrl);
    expect(late.statusCode).toBe(404);
    expect(late.json()).toMatchObject({ message: documentDeliveryMessages.downloadExpired });
    expect((await api().call('GET', '/public/documents/files/not-a-token/pdf')).statusCode).toBe(404);
  });

  it('answers a wrong field exactly as a document that does not exist: nothing can be enumerated', async () => {
    const unknown = await lookup({ ...rightFields(), number: 99_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: documentDeliveryMessages.lookupNotFound,
    });
    for (const wrong of [
      { total: '118.01' },
      { issueDate: '2020-01-01' },
      { ruc: '20100066603' },
      { documentType: '03' },
      { series: 'F002' },
    ]) {
      const answer = await lookup({ ...rightFields(), ...wrong });
      expect({ field: wrong, status: answer.statusCode, body: answer.body }).toEqual({
        field: wrong,
        status: unknown.statusCode,
        body: unknown.body,
      });
    }
  });

  it('limits lookups per IP and answers 429 in Spanish with Retry-After, found or not', async () => {
    const ip = '203.0.113.7';
    for (let attempt = 0; attempt < LOOKUP_LIMIT.maxLookups; attempt += 1) {
      const answer = await lookup(attempt === 0 ? rightFields() : { ...rightFields(), total: '1' }, ip);
      expect(answer.statusCode).toBe(attempt === 0 ? 200 : 404);
    }
    const limited = await lookup(rightFields(), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: documentDeliveryMessages.lookupRateLimited,
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not limited by this one.
    expect((await lookup(rightFields())).statusCode).toBe(200);
  });
});
