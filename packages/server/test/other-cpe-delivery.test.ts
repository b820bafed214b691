import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { z } from 'zod';
import { strFromU8, unzipSync } from 'fflate';
import {
  documentDeliveryMessages,
  limaDate,
  type DocumentTotalsRow,
  type OtherDocumentDetail,
  type ReversionView,
} from '@facturador/contracts';
import { otherDetailOf, otherInput } from './support/other-documents.ts';
import { documentsFixture, facturaInput, issue } from './support/documents.ts';
import { outboxOf } from './support/printed.ts';
import { startWebhookReceiver } from './support/webhook-receiver.ts';

const DAY_MS = 86_400_000;
const SUPPLIER_EMAIL = 'pagos@proveedor.example';

/**
 * Issue 41, what decision 60 left out for retenciones (20) and percepciones (40): the Listado's
 * totals strip and the period's ZIP take them in, «Enviar por email» and its history, and the
 * webhooks of an exception and of a reversión (RR) accepted or not.
 */
describe('Retenciones y percepciones: totals, the ZIP, e-mail by hand and the RR webhooks', () => {
  const { world, company, api, path } = documentsFixture();
  const owner = () => company.owner.accessToken;
  const issueOther = (body: unknown) =>
    api().call('POST', path('/other-documents'), { token: owner(), body });
  const get = (suffix: string) => api().call('GET', path(suffix), { token: owner() });
  const issued: Record<'retention' | 'perception', OtherDocumentDetail> = {} as never;

  it('the totals strip adds them on the PEN row, apart: never in the documents, IGV or total of sales', async () => {
    await api().call('PUT', path('/other-cpe-agent'), {
      token: owner(),
      body: { retentionAgent: true, perceptionAgent: true },
    });
    const input = otherInput(api(), '20', 100);
    issued.retention = otherDetailOf(
      await issueOther({ ...input, receiver: { ...input.receiver, email: SUPPLIER_EMAIL } }),
    );
    issued.perception = otherDetailOf(await issueOther(otherInput(api(), '40', 101)));
    expect([issued.retention.status, issued.perception.status]).toEqual(['accepted', 'accepted']);
    expect(otherDetailOf(await issue(api(), company.owner, company.id, facturaInput(api())))).toMatchObject({
      status: 'accepted',
    });

    const totals = async (query = '') =>
      ((await get(`/documents/totals${query}`)).json() as { data: DocumentTotalsRow[] }).data;
    expect(await totals()).toEqual([
      {
        currency: 'PEN',
        documents: 1,
        selling: 1,
        igv: '18.00',
        total: '118.00',
        otherCpe: [
          { documentType: '20', documents: 1, total: '35.40' },
          { documentType: '40', documents: 1, total: '23.60' },
        ],
      },
    ]);
    // Only retenciones: a PEN row without sales, so the strip still has their line.
    expect(await totals('?documentType=20')).toEqual([
      {
        currency: 'PEN',
        documents: 0,
        selling: 0,
        igv: '0.00',
        total: '0.00',
        otherCpe: [{ documentType: '20', documents: 1, total: '35.40' }],
      },
    ]);
    // Only facturas: as before, no line of theirs.
    expect(await totals('?documentType=01')).toEqual([
      { currency: 'PEN', documents: 1, selling: 1, igv: '18.00', total: '118.00' },
    ]);
  });

  it('the period’s ZIP holds their XML as stored, their CDR and PDF, named as SUNAT names them, and the CSV lists them', async () => {
    const today = limaDate(api().clock.now());
    const answer = await get(`/documents/archive?from=${today}&to=${today}`);
    expect(answer.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(answer.rawPayload));
    const retention = `${company.ruc}-20-R001-1`;
    const perception = `${company.ruc}-40-P001-1`;
    expect([issued.retention.fileName, issued.perception.fileName]).toEqual([retention, perception]);
    expect(
      Object.keys(files)
        .filter((name) => /^(retenciones|percepciones)\//.test(name))
        .sort(),
    ).toEqual([
      `percepciones/${perception}.pdf`,
      `percepciones/${perception}.xml`,
      `percepciones/R-${perception}.zip`,
      `retenciones/${retention}.pdf`,
      `retenciones/${retention}.xml`,
      `retenciones/R-${retention}.zip`,
    ]);
    const xml = await get(`/other-documents/${issued.retention.id}/xml`);
    expect(strFromU8(files[`retenciones/${retention}.xml`]!)).toBe(xml.body);
    expect(strFromU8(files[`retenciones/R-${retention}.zip`]!.subarray(0, 2))).toBe('PK');
    const csv = strFromU8(files[`${company.ruc}-comprobantes-${today}-${today}.csv`]!);
    expect(csv).toContain('R001-1');
    expect(csv).toContain('P001-1');
  });

  it('«Enviar por email» by hand, with a factura’s refusals and texts, each send and failure in its history', async () => {
    await api().app.documentDispatch.idle();
    const emails = async (id: string) =>
      (
        (await get(`/other-documents/${id}/emails`)).json() as {
          data: { status: string; code: string | null; description: string; date: string }[];
        }
      ).data;
    // The automatic copy on acceptance is the history's first line.
    expect(await emails(issued.retention.id)).toEqual([
      {
        date: expect.any(String),
        status: 'email_sent',
        code: null,
        description: `Enviado por email a ${SUPPLIER_EMAIL}`,
      },
    ]);
    const send = (id: string, body?: unknown) =>
      api().call('POST', path(`/other-documents/${id}/email`), { token: owner(), body });

    const missing = await send(issued.perception.id);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ field: 'to', message: documentDeliveryMessages.emailMissing }],
    });
    const to = 'cobranzas@cliente.example';
    const sent = await send(issued.perception.id, { to: ' Cobranzas@Cliente.example ' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true, message: documentDeliveryMessages.emailSent, data: { to } });
    const [mail] = await outboxOf(api().db, to);
    expect(mail!.subject).toContain('Comprobante de percepción electrónico P001-1');
    expect(mail!.attachments.map((file) => file.filename).sort()).toEqual([
      `${issued.perception.fileName}.pdf`,
      `${issued.perception.fileName}.xml`,
    ]);

    const spy = jest.spyOn(api().app.mailer, 'send').mockRejectedValueOnce(new Error('SMTP caído'));
    try {
      const failed = await send(issued.retention.id);
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toMatchObject({ message: documentDeliveryMessages.emailFailed });
    } finally {
      spy.mockRestore();
    }
    expect((await emails(issued.retention.id)).map((line) => [line.status, line.description])).toEqual([
      ['email_sent', `Enviado por email a ${SUPPLIER_EMAIL}`],
      ['email_failed', `No se pudo enviar por email a ${SUPPLIER_EMAIL}`],
    ]);
    expect((await emails(issued.perception.id)).map((line) => line.status)).toEqual(['email_sent']);

    // What SUNAT rejected is never mailed: 409 with the documents' text.
    world.simulator.control.advanceClock(5 * DAY_MS);
    let rejected: OtherDocumentDetail;
    try {
      const answer = await issueOther(otherInput(api(), '20', 102));
      rejected = (answer.json() as { details: { document: OtherDocumentDetail } }).details.document;
    } finally {
      world.simulator.control.setClock(null);
    }
    expect(rejected.status).toBe('rejected');
    const refused = await send(rejected.id, { to });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      message: documentDeliveryMessages.emailNotReady,
    });
    expect((await get('/other-documents/00000000-0000-4000-8000-000000000000/emails')).statusCode).toBe(404);
  });

  describe('webhooks of an exception and of a reversión', () => {
    let receiver: Awaited<ReturnType<typeof startWebhookReceiver>> | undefined;
    afterAll(async () => receiver?.close());
    const events = () =>
      receiver!.received.map((entry) => {
        const body = JSON.parse(entry.body) as { type: string; data: OtherDocumentDetail };
        return [body.type, body.data.fullNumber, body.data.status];
      });
    /** Starts an RR of one retención and lets the job ask its ticket until SUNAT answers. */
    const revert = async (number: number) => {
      const started = await api().call('POST', path('/reversions'), {
        token: owner(),
        body: {
          referenceDate: limaDate(api().clock.now()),
          lines: [{ documentType: '20', series: 'R001', number, reason: 'Pago anulado por el proveedor' }],
        },
      });
      expect(started.statusCode).toBe(202);
      let view = (started.json() as { data: ReversionView }).data;
      for (let round = 0; round < 10 && view.status === 'pending'; round += 1) {
        api().clock.advance(10_000);
        await api().app.documentDispatch.run();
        view = ((await get(`/reversions/${view.id}`)).json() as { data: ReversionView }).data;
      }
      await api().app.documentDispatch.idle();
      return view;
    };

    it('an exception sends other_document.exception: SUNAT did not receive it', async () => {
      receiver = await startWebhookReceiver();
      const hook = await api().call('POST', path('/webhooks'), {
        token: owner(),
        body: {
          url: receiver.url,
          events: [
            'other_document.exception',
            'other_document.reverted',
            'other_document.reversion_rejected',
          ],
        },
      });
      expect(hook.statusCode).toBe(201);
      world.simulator.control.setSolRefusals([{ ruc: company.ruc, code: '0111' }]);
      try {
        expect((await issueOther(otherInput(api(), '20', 103))).json()).toMatchObject({
          code: 'SUNAT_EXCEPTION',
        });
      } finally {
        world.simulator.control.setSolRefusals([]);
      }
      await api().app.documentDispatch.idle();
      // R001-2 was rejected: the exception takes the next number.
      expect(events()).toEqual([['other_document.exception', 'R001-3', 'exception']]);
    });

    it('an RR SUNAT accepts sends other_document.reverted for each of its documents', async () => {
      expect(await revert(1)).toMatchObject({ status: 'accepted' });
      expect(events().slice(1)).toEqual([['other_document.reverted', 'R001-1', 'reverted']]);
    });

    it('an RR SUNAT refuses sends other_document.reversion_rejected: the document stays accepted', async () => {
      const other = otherDetailOf(await issueOther(otherInput(api(), '20', 104)));
      expect(other).toMatchObject({ fullNumber: 'R001-4', status: 'accepted' });
      // SUNAT already holds it as reverted (2751), though the company's copy says accepted.
      const entry = world.simulator.registry.get(company.ruc, '20', 'R001', 4)!;
      world.simulator.registry.put({ ...entry, status: 'voided' });
      expect(await revert(4)).toMatchObject({ status: 'rejected', sunatCode: '2751' });
      expect(events().slice(2)).toEqual([['other_document.reversion_rejected', 'R001-4', 'accepted']]);
    });

    it('/v1’s OpenAPI declares the three events, and every body delivered is what it declares', async () => {
      const openapi = (await api().call('GET', '/v1/openapi.json')).json() as {
        webhooks: Record<
          string,
          { post: { description: string; requestBody: { content: Record<string, { schema: object }> } } }
        >;
      };
      expect(openapi.webhooks['other_document.reverted']!.post.description).toContain(
        'data.status es reverted',
      );
      const declared = (type: string) =>
        z.fromJSONSchema(
          openapi.webhooks[type]!.post.requestBody.content['application/json']!
            .schema as z.core.JSONSchema.JSONSchema,
        );
      const delivered = receiver!.received.map((entry) => JSON.parse(entry.body) as { type: string });
      expect(delivered.map((event) => event.type)).toEqual([
        'other_document.exception',
        'other_document.reverted',
        'other_document.reversion_rejected',
      ]);
      for (const event of delivered) expect(declared(event.type).safeParse(event).error).toBeUndefined();
    });
  });
});
