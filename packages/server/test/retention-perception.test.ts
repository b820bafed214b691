import { afterAll, describe, expect, it } from '@jest/globals';
import {
  otherDocumentMessages,
  type DocumentsMonth,
  type ListadoItem,
  type OtherDocumentDetail,
  type ReversionView,
} from '@facturador/contracts';
import { otherDetailOf, otherInput } from './support/other-documents.ts';
import { documentsFixture, facturaInput, issue } from './support/documents.ts';
import { createApiKey } from './support/v1.ts';
import { startWebhookReceiver } from './support/webhook-receiver.ts';

const DAY_MS = 86_400_000;

/**
 * Issue 41 item 3, the server: retenciones (20) and percepciones (40) issued by an agent, sent
 * by sendBill to the double's other-CPE service with the CDR kept, their numbers never reused,
 * reverted by an RR through a ticket, and the same through /v1 with an Idempotency-Key.
 */
describe('Retenciones y percepciones (20, 40) and their reversión (RR)', () => {
  const { world, company, api, path } = documentsFixture();
  const owner = () => company.owner.accessToken;
  const issueOther = (body: unknown, headers: Record<string, string> = {}) =>
    api().call('POST', path('/other-documents'), { token: owner(), body, headers });

  it('refuses a company that is not an agent, before numbering: 403 in Spanish', async () => {
    const answer = await issueOther(otherInput(api(), '40'));
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: otherDocumentMessages.notEnabled['40'],
    });
    const [series] = await api().db.query(
      'SELECT 1 FROM other_cpe_series s JOIN companies c ON c.id = s.company_id WHERE c.ruc = $1',
      [company.ruc],
    );
    expect(series).toBeUndefined();
  });

  it('an agent issues a 20 and a 40: sent to the other-CPE service, accepted, CDR, XML and PDF kept', async () => {
    const agent = await api().call('PUT', path('/other-cpe-agent'), {
      token: owner(),
      body: { retentionAgent: true, perceptionAgent: true },
    });
    expect(agent.json()).toMatchObject({ data: { retentionAgent: true, perceptionAgent: true } });

    const retention = await issueOther(otherInput(api(), '20'));
    expect(retention.statusCode).toBe(201);
    expect(otherDetailOf(retention)).toMatchObject({
      fullNumber: 'R001-1',
      status: 'accepted',
      totalAmount: '35.40',
      totalNet: '1144.60',
      cdr: { code: '0', available: true },
    });
    const perception = await issueOther(otherInput(api(), '40'));
    expect(otherDetailOf(perception)).toMatchObject({
      fullNumber: 'P001-1',
      status: 'accepted',
      totalAmount: '23.60',
      totalNet: '1203.60',
    });
    // SUNAT holds them as received by its other-CPE service, not billService.
    expect(world.simulator.registry.get(company.ruc, '20', 'R001', 1)?.status).toBe('accepted');
    expect(world.simulator.registry.get(company.ruc, '40', 'P001', 1)?.status).toBe('accepted');
    const endpoints = await api().db.query<{ endpoint: string }>(
      `SELECT x.endpoint FROM sunat_exchanges x JOIN other_documents d ON d.id = x.other_document_id
         JOIN companies c ON c.id = d.company_id WHERE c.ruc = $1`,
      [company.ruc],
    );
    expect(endpoints.map(({ endpoint }) => new URL(endpoint).pathname)).toEqual([
      '/ol-ti-itemision-otroscpe-gem-beta/billService',
      '/ol-ti-itemision-otroscpe-gem-beta/billService',
    ]);

    const id = otherDetailOf(retention).id;
    const file = (kind: string) =>
      api().call('GET', path(`/other-documents/${id}/${kind}`), { token: owner() });
    const [xml, cdr, pdf] = [await file('xml'), await file('cdr'), await file('pdf')];
    expect(xml.body).toContain('<Retention');
    expect(cdr.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const list = await api().call('GET', path('/other-documents?documentType=20'), { token: owner() });
    expect(list.json()).toMatchObject({ data: [{ fullNumber: 'R001-1' }], meta: { total: 1 } });
  });

  it('refuses an unknown property in Spanish (400), nothing numbered', async () => {
    const answer = await issueOther({ ...otherInput(api(), '20'), descuento: '5' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('Campo no reconocido: descuento'),
    });
    const [series] = await api().db.query<{ next_number: number }>(
      `SELECT s.next_number FROM other_cpe_series s JOIN companies c ON c.id = s.company_id
        WHERE c.ruc = $1 AND s.series = 'R001'`,
      [company.ruc],
    );
    expect(series!.next_number).toBe(2);
  });

  it('a retención the double rejects keeps its number burned: the next one takes the following', async () => {
    // SUNAT receives it 5 days after its date on its own clock: 2600, a rejection with its CDR.
    world.simulator.control.advanceClock(5 * DAY_MS);
    let rejected: OtherDocumentDetail;
    try {
      const answer = await issueOther(otherInput(api(), '20', 101));
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toMatchObject({ code: 'SUNAT_REJECTED', details: { sunatCode: '2600' } });
      rejected = (answer.json() as { details: { document: OtherDocumentDetail } }).details.document;
    } finally {
      world.simulator.control.setClock(null);
    }
    expect(rejected).toMatchObject({ fullNumber: 'R001-2', status: 'rejected', cdr: { code: '2600' } });
    const next = await issueOther(otherInput(api(), '20', 102));
    expect(otherDetailOf(next)).toMatchObject({ fullNumber: 'R001-3', status: 'accepted' });
  });

  it('reverts an accepted retención by an RR: ticket, then SUNAT’s verdict, the document «reverted»', async () => {
    const [first] = (
      (
        await api().call('GET', path('/other-documents?documentType=20&limit=100'), { token: owner() })
      ).json() as {
        data: OtherDocumentDetail[];
      }
    ).data.filter((document) => document.fullNumber === 'R001-1');
    const started = await api().call('POST', path('/reversions'), {
      token: owner(),
      body: {
        referenceDate: first!.issueDate,
        lines: [{ documentType: '20', series: 'R001', number: 1, reason: 'Pago anulado por el proveedor' }],
      },
    });
    expect(started.statusCode).toBe(202);
    const reversion = (started.json() as { data: ReversionView }).data;
    expect(reversion).toMatchObject({ status: 'pending', ticket: expect.any(String) });
    expect(reversion.identifier).toMatch(/^RR-\d{8}-1$/);
    expect(
      otherDetailOf(await api().call('GET', path(`/other-documents/${first!.id}`), { token: owner() }))
        .status,
    ).toBe('reverting');

    let view = reversion;
    for (let round = 0; round < 10 && view.status === 'pending'; round += 1) {
      api().clock.advance(10_000);
      await api().app.documentDispatch.run();
      const answer = await api().call('GET', path(`/reversions/${reversion.id}`), {
        token: owner(),
      });
      view = (answer.json() as { data: ReversionView }).data;
    }
    expect(view).toMatchObject({ status: 'accepted', sunatCode: '0' });
    const after = otherDetailOf(
      await api().call('GET', path(`/other-documents/${first!.id}`), { token: owner() }),
    );
    expect(after.status).toBe('reverted');
    expect(world.simulator.registry.get(company.ruc, '20', 'R001', 1)?.status).toBe('voided');
  });

  it('/v1/other-documents: Idempotency-Key required; a repeat answers the first issue, nothing issued twice', async () => {
    const key = (await createApiKey(api(), company.owner, company.id)).secret;
    const body = otherInput(api(), '40', 200);
    const call = (headers: Record<string, string>) =>
      api().app.inject({
        method: 'POST',
        url: '/v1/other-documents',
        headers: { authorization: `Bearer ${key}`, ...headers },
        payload: body,
      });
    expect((await call({})).statusCode).toBe(400);
    const first = await call({ 'idempotency-key': 'percepcion-200-a' });
    expect(first.statusCode).toBe(201);
    expect(otherDetailOf(first)).toMatchObject({ fullNumber: 'P001-2', status: 'accepted' });
    const repeat = await call({ 'idempotency-key': 'percepcion-200-a' });
    expect(repeat.statusCode).toBe(201);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(otherDetailOf(repeat).id).toBe(otherDetailOf(first).id);
    const [count] = await api().db.query<{ n: string }>(
      `SELECT count(*) AS n FROM other_documents d JOIN companies c ON c.id = d.company_id
        WHERE c.ruc = $1 AND d.document_type = '40'`,
      [company.ruc],
    );
    expect(Number(count!.n)).toBe(2);
  });

  it('the Listado, its CSV and the dashboard show them beside the facturas; what they withhold is never a sale', async () => {
    expect(otherDetailOf(await issue(api(), company.owner, company.id, facturaInput(api())))).toMatchObject({
      fullNumber: 'F001-1',
      status: 'accepted',
    });
    const listado = async (query: string) =>
      (await api().call('GET', path(`/documents?${query}`), { token: owner() })).json() as {
        data: ListadoItem[];
        meta: { total: number };
      };
    // Two at a time over both tables: every row once, none skipped.
    const paged: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const answer = await listado(`limit=2&page=${page}`);
      expect(answer.meta.total).toBe(6);
      paged.push(...answer.data.map((row) => row.fullNumber));
    }
    expect(paged.toSorted()).toEqual(['F001-1', 'P001-1', 'P001-2', 'R001-1', 'R001-2', 'R001-3']);
    const retentions = await listado('documentType=20');
    expect(retentions.data.map((row) => [row.fullNumber, row.status])).toEqual([
      ['R001-3', 'accepted'],
      ['R001-2', 'rejected'],
      ['R001-1', 'reverted'],
    ]);
    expect(retentions.data[0]).toMatchObject({
      documentType: '20',
      customer: { documentType: '6', documentNumber: '20512333797', name: 'PROVEEDOR EJEMPLO S.A.C.' },
      currency: 'PEN',
      total: '35.40',
    });
    expect((await listado('status=reverted')).data.map((row) => row.fullNumber)).toEqual(['R001-1']);
    expect((await listado('search=P001-2')).data.map((row) => row.fullNumber)).toEqual(['P001-2']);

    const csv = await api().call('GET', path('/documents/export.csv'), { token: owner() });
    const [headers, ...rows] = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
    const cell = (row: string[], header: string) => row[headers!.indexOf(header)];
    const r3 = rows.find((row) => row.includes('R001-3'))!;
    expect([cell(r3, 'Comprobante'), cell(r3, 'Total'), cell(r3, 'Retenido')]).toEqual([
      'Comprobante de retención',
      '0.00',
      '35.40',
    ]);
    expect(
      cell(
        rows.find((row) => row.includes('P001-1'))!,
        'Percibido',
      ),
    ).toBe('23.60');
    expect(rows).toHaveLength(6);

    const month = (
      (await api().call('GET', '/documents/this-month', { token: owner() })).json() as {
        data: DocumentsMonth;
      }
    ).data;
    expect(month).toMatchObject({
      issued: 6,
      sales: [{ currency: 'PEN', total: '118.00' }],
      // Only what is accepted counts: R001-1 was reverted, R001-2 rejected.
      otherCpe: [
        { documentType: '20', documents: 3, total: '35.40' },
        { documentType: '40', documents: 2, total: '47.20' },
      ],
    });
    expect(month.attention).toContainEqual(
      expect.objectContaining({ documentType: '20', fullNumber: 'R001-2', status: 'rejected' }),
    );
  });

  describe('tokens, webhooks and the supplier’s copy', () => {
    let receiver: Awaited<ReturnType<typeof startWebhookReceiver>> | undefined;
    afterAll(async () => receiver?.close());
    const tokensUsed = async () => {
      const [row] = await api().db.query<{ used: number }>(
        'SELECT period_used AS used FROM subscriptions WHERE user_id = $1',
        [company.owner.id],
      );
      return row!.used;
    };
    const tokenState = async (fullNumber: string) => {
      const [series, number] = fullNumber.split('-');
      const [row] = await api().db.query<{ token_state: string }>(
        `SELECT d.token_state FROM other_documents d JOIN companies c ON c.id = d.company_id
          WHERE c.ruc = $1 AND d.series = $2 AND d.number = $3`,
        [company.ruc, series, Number(number)],
      );
      return row!.token_state;
    };
    const events = () =>
      receiver!.received.map((entry) => {
        const body = JSON.parse(entry.body) as { type: string; data: OtherDocumentDetail };
        return [body.type, body.data.fullNumber];
      });

    it('spends a token on each one SUNAT received, accepted or rejected; webhooks and e-mail on acceptance', async () => {
      receiver = await startWebhookReceiver();
      const hook = await api().call('POST', path('/webhooks'), {
        token: owner(),
        body: { url: receiver.url, events: ['other_document.accepted', 'other_document.rejected'] },
      });
      expect(hook.statusCode).toBe(201);
      const before = await tokensUsed();
      const email = 'pagos@proveedor.example';
      const input = otherInput(api(), '20', 300);
      const accepted = await issueOther({ ...input, receiver: { ...input.receiver, email } });
      expect(otherDetailOf(accepted)).toMatchObject({ fullNumber: 'R001-4', status: 'accepted' });
      world.simulator.control.advanceClock(5 * DAY_MS);
      try {
        expect((await issueOther(otherInput(api(), '20', 301))).statusCode).toBe(422);
      } finally {
        world.simulator.control.setClock(null);
      }
      expect(await tokensUsed()).toBe(before + 2);
      expect([await tokenState('R001-4'), await tokenState('R001-5')]).toEqual(['spent', 'spent']);

      await api().app.documentDispatch.idle();
      expect(events()).toEqual([
        ['other_document.accepted', 'R001-4'],
        ['other_document.rejected', 'R001-5'],
      ]);
      const [mail, ...others] = await api().outbox(email);
      expect(others).toHaveLength(0);
      expect(mail!.subject).toContain('Comprobante de retención electrónico R001-4');
      expect(mail!.text).toContain('Estimado proveedor');
    });

    it('gives the token back exactly once when SUNAT did not receive it (an exception), no event to a webhook without other_document.exception', async () => {
      const before = await tokensUsed();
      world.simulator.control.setSolRefusals([{ ruc: company.ruc, code: '0111' }]);
      try {
        const answer = await issueOther(otherInput(api(), '20', 302));
        expect(answer.json()).toMatchObject({ code: 'SUNAT_EXCEPTION' });
      } finally {
        world.simulator.control.setSolRefusals([]);
      }
      expect(await tokensUsed()).toBe(before);
      expect(await tokenState('R001-6')).toBe('refunded');
      const [refund] = await api().db.query<{ reason: string; delta: number }>(
        'SELECT reason, delta FROM token_ledger WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
        [company.owner.id],
      );
      expect(refund).toEqual({ reason: 'document_refund', delta: 1 });
      await api().app.documentDispatch.idle();
      expect(events()).toHaveLength(2);
    });
  });
});
