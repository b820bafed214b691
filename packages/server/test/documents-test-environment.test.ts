import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  documentDeliveryMessages,
  TEST_DOCUMENT_TEXTS,
  type DocumentDetail,
  type DocumentListItem,
} from '@facturador/contracts';
import { boletaInput, detailOf, documentsFixture, issue } from './support/documents.ts';
import { outboxOf, readPdf } from './support/printed.ts';
import { switchToProduction } from './support/production.ts';
import { createApiKey, listening, v1 } from './support/v1.ts';

/**
 * Issue 40: a document issued while its company is in demo (SUNAT's beta, the double) is a test
 * document at every surface, for good: the company's later move to production changes only the
 * documents issued after it.
 */
describe('Test documents can never pass for real ones', () => {
  const { world, company, api } = documentsFixture();
  let base: string;
  let key: string;
  /** Issued in demo, then the company moves to production and issues `real`. */
  let test_: DocumentDetail;
  let real: DocumentDetail;
  let ipCounter = 0;

  const path = (suffix: string) => `/companies/${company.id}${suffix}`;
  const get = (suffix: string) => api().call('GET', path(suffix), { token: company.owner.accessToken });
  const buyerOf = (name: string) => `${name}@comprador.example`;
  const issueTo = async (buyer: string) => {
    const answer = await issue(
      api(),
      company.owner,
      company.id,
      boletaInput(api(), {
        customer: { documentType: '1', documentNumber: '45678912', name: 'Juan Pérez', email: buyer },
      }),
    );
    expect(answer.statusCode).toBe(201);
    return detailOf(answer);
  };
  const pdfText = async (document: DocumentDetail, format: 'a4' | 'ticket') => {
    const answer = await get(`/documents/${document.id}/pdf?format=${format}`);
    expect(answer.statusCode).toBe(200);
    return (await readPdf(answer.rawPayload)).text.replace(/\s+/g, ' ');
  };
  const lookup = (document: DocumentDetail) =>
    api().call('POST', '/public/documents/lookup', {
      ip: `198.51.100.${++ipCounter}`,
      body: {
        ruc: company.ruc,
        documentType: '03',
        series: document.series,
        number: document.number,
        issueDate: document.issueDate,
        total: document.total,
      },
    });

  beforeAll(async () => {
    base = await listening(world.api);
    key = (await createApiKey(world.api, company.owner, company.id, { scopes: ['read'] })).secret;
    test_ = await issueTo(buyerOf('prueba'));
    await switchToProduction(world.api, company.owner, company);
    real = await issueTo(buyerOf('real'));
    expect([test_.status, real.status]).toEqual(['accepted', 'accepted']);
    // Accepted at once, so mailed to their buyers in the background.
    await world.api.app.documentDispatch.idle();
  }, 60_000);

  it('answers environment "test" or "production" on the issue, the detail and the list of the session API, kept after the company switches', async () => {
    expect(test_.environment).toBe('test');
    expect(real.environment).toBe('production');
    expect(detailOf(await get(`/documents/${test_.id}`)).environment).toBe('test');
    const list = (await get('/documents')).json() as { data: DocumentListItem[] };
    expect(Object.fromEntries(list.data.map((item) => [item.fullNumber, item.environment]))).toEqual({
      [test_.fullNumber]: 'test',
      [real.fullNumber]: 'production',
    });
  });

  it('answers the same environment on /v1, list and detail', async () => {
    const list = await v1(base, 'GET', '/v1/documents', { key });
    expect(list.status).toBe(200);
    const items = list.json<{ data: DocumentListItem[] }>().data;
    expect(items.map((item) => [item.fullNumber, item.environment])).toEqual([
      [real.fullNumber, 'production'],
      [test_.fullNumber, 'test'],
    ]);
    const detail = await v1(base, 'GET', `/v1/documents/${test_.id}`, { key });
    expect(detail.json<{ data: DocumentDetail }>().data.environment).toBe('test');
  });

  it.each(['a4', 'ticket'] as const)(
    'prints «PRUEBA — SIN VALOR TRIBUTARIO» on the %s of a test document, and not on a real one',
    async (format) => {
      expect(await pdfText(test_, format)).toContain(TEST_DOCUMENT_TEXTS.watermark);
      const printed = await pdfText(real, format);
      expect(printed).toContain('Representación impresa de la BOLETA DE VENTA ELECTRÓNICA');
      expect(printed).not.toContain('PRUEBA');
    },
  );

  it('says in the e-mail’s subject and body that a test document is a test, and mails a real one as accepted', async () => {
    const [testMail] = await outboxOf(api().db, buyerOf('prueba'));
    expect(testMail!.subject).toMatch(
      new RegExp(`^${TEST_DOCUMENT_TEXTS.emailSubject}: BOLETA DE VENTA ELECTRÓNICA ${test_.fullNumber} de `),
    );
    expect(testMail!.body).toContain(TEST_DOCUMENT_TEXTS.emailBody);
    expect(testMail!.body).not.toContain('aceptada por SUNAT');

    const [realMail] = await outboxOf(api().db, buyerOf('real'));
    expect(realMail!.subject).toMatch(new RegExp(`^BOLETA DE VENTA ELECTRÓNICA ${real.fullNumber} de `));
    expect(realMail!.body).toContain('aceptada por SUNAT');
    expect(realMail!.body).not.toContain('prueba');
  });

  it('answers the public Consulta of a test document that it is a test without tax value, and of a real one that it was found', async () => {
    const tested = await lookup(test_);
    expect(tested.statusCode).toBe(200);
    expect(tested.json()).toMatchObject({
      message: documentDeliveryMessages.lookupTest,
      data: { fullNumber: test_.fullNumber, environment: 'test' },
    });
    expect(documentDeliveryMessages.lookupTest).toContain(
      'es un comprobante de prueba, sin valor tributario',
    );
    // Its PDF is still given: it carries the mark.
    const { pdfUrl } = (tested.json() as { data: { pdfUrl: string } }).data;
    expect((await readPdf((await api().call('GET', pdfUrl)).rawPayload)).text).toContain('PRUEBA');

    const found = await lookup(real);
    expect(found.json()).toMatchObject({
      message: documentDeliveryMessages.lookupFound,
      data: { fullNumber: real.fullNumber, environment: 'production' },
    });
  });
});
