import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { purchaseReceiptMessages, type Order } from '@facturador/contracts';
import type { SignedInUser, TestApi } from './support/api.ts';
import { itemId, payBySandbox } from './support/billing.ts';
import { issuingCompany, startDocumentsApi, type IssuingCompany } from './support/documents.ts';

/**
 * Issue 28, item 4: every purchase gets its comprobante, issued by the platform's own company
 * through the e-invoicing engine to the buyer, and sent to the SUNAT double.
 */
describe('the comprobante of a purchase', () => {
  let documents: Awaited<ReturnType<typeof startDocumentsApi>>;
  let api: TestApi;
  let platform: IssuingCompany;

  const useIssuer = (ruc: string) =>
    api.db.query(
      `INSERT INTO system_settings (id, settings, updated_at) VALUES (true, $1, now())
       ON CONFLICT (id) DO UPDATE SET settings = system_settings.settings || EXCLUDED.settings`,
      [JSON.stringify({ receiptIssuerRuc: ruc })],
    );

  beforeAll(async () => {
    documents = await startDocumentsApi();
    api = documents.api;
    platform = await issuingCompany(api, { owner: await api.signedIn({ roles: ['OWNER_SYSTEM'] }) });
    await useIssuer(platform.ruc);
  }, 60_000);
  afterAll(async () => {
    await documents.close();
  });

  const buyer = async (document: { type: string; number: string } | null = null) => {
    const user = await api.signedIn();
    if (document)
      await api.db.query(
        `UPDATE users SET document_number = $2, full_name = 'ROSA QUISPE MAMANI',
           identity_document_type_id = (SELECT id FROM identity_document_types WHERE code = $3) WHERE id = $1`,
        [user.id, document.number, document.type],
      );
    return user;
  };
  const buyPack = async (user: SignedInUser, receipt?: object) => {
    const answer = await api.call('POST', '/billing/orders', {
      token: user.accessToken,
      body: {
        kind: 'token_pack',
        itemId: await itemId(api, 'token_packs', 'pack-100'),
        method: 'gateway',
        receipt,
      },
    });
    expect(answer.statusCode).toBe(200);
    const order = (answer.json() as { data: Order }).data;
    expect((await payBySandbox(api, user, order)).statusCode).toBe(200);
    return order;
  };
  const ordersOf = async (user: SignedInUser) =>
    ((await api.call('GET', '/billing/orders', { token: user.accessToken })).json() as { data: Order[] })
      .data;
  /** The receipt is sent after the payment was answered: its verdict arrives once that work ends. */
  const receiptOnceAnswered = async (user: SignedInUser, orderId: string) => {
    await api.app.documentDispatch.idle();
    return (await ordersOf(user)).find((order) => order.id === orderId)!.receipt!;
  };
  const receiptDocument = async (orderId: string) => {
    const [row] = await api.db.query<{
      company_ruc: string;
      document_type: string;
      customer_document_type: string;
      customer_document_number: string;
      customer_name: string;
      total: string;
      token_state: string;
      amount_cents: number;
    }>(
      `SELECT c.ruc AS company_ruc, d.document_type, d.customer_document_type, d.customer_document_number,
              d.customer_name, d.total, d.token_state, o.amount_cents
         FROM orders o JOIN documents d ON d.id = o.receipt_document_id JOIN companies c ON c.id = d.company_id
        WHERE o.public_id = $1`,
      [orderId],
    );
    return row!;
  };

  it("a paid pack gets a boleta to the buyer's DNI from the platform's company, accepted by SUNAT, for what was paid", async () => {
    const user = await buyer({ type: '1', number: '45678912' });
    const order = await buyPack(user);

    const receipt = await receiptOnceAnswered(user, order.id);
    expect(receipt).toEqual({ type: 'boleta', number: 'B001-1', status: 'accepted', note: null });
    const document = await receiptDocument(order.id);
    expect(document).toMatchObject({
      company_ruc: platform.ruc,
      document_type: '03',
      customer_document_type: '1',
      customer_document_number: '45678912',
      customer_name: 'ROSA QUISPE MAMANI',
      // The platform's own sale: no customer's plan pays a token for it.
      token_state: 'none',
    });
    expect(Number(document.total) * 100).toBe(document.amount_cents);
  });

  it('the buyer downloads its XML and PDF; to anyone else the order does not exist', async () => {
    const user = await buyer({ type: '1', number: '40111222' });
    const order = await buyPack(user);
    await receiptOnceAnswered(user, order.id);

    const xml = await api.call('GET', `/billing/orders/${order.id}/receipt/xml`, { token: user.accessToken });
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-disposition']).toContain(`${platform.ruc}-03-B001-`);
    expect(xml.body).toContain('40111222');
    const pdf = await api.call('GET', `/billing/orders/${order.id}/receipt/pdf`, { token: user.accessToken });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const stranger = await api.signedIn();
    const refused = await api.call('GET', `/billing/orders/${order.id}/receipt/xml`, {
      token: stranger.accessToken,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('40111222');
  });

  it('a factura goes to the RUC, razón social and address typed at checkout', async () => {
    const user = await buyer();
    const order = await buyPack(user, {
      type: 'factura',
      ruc: '20512333797',
      name: 'COMERCIAL ANDINA S.A.C.',
      address: 'Av. Arequipa 123, Lima',
    });
    const receipt = await receiptOnceAnswered(user, order.id);
    expect(receipt).toMatchObject({
      type: 'factura',
      number: expect.stringMatching(/^F001-\d+$/),
      status: 'accepted',
    });
    expect(await receiptDocument(order.id)).toMatchObject({
      document_type: '01',
      customer_document_type: '6',
      customer_document_number: '20512333797',
      customer_name: 'COMERCIAL ANDINA S.A.C.',
    });
  });

  it('a RUC with a wrong check digit is refused in Spanish and no order is made', async () => {
    const user = await buyer();
    const answer = await api.call('POST', '/billing/orders', {
      token: user.accessToken,
      body: {
        kind: 'token_pack',
        itemId: await itemId(api, 'token_packs', 'pack-100'),
        method: 'gateway',
        receipt: { type: 'factura', ruc: '20512333798', name: 'X S.A.C.', address: 'Lima' },
      },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('El RUC no es válido: revisa el dígito verificador');
    expect(await ordersOf(user)).toEqual([]);
  });

  it('without a company to issue it, the payment stands and the order says the comprobante will come', async () => {
    await useIssuer('');
    try {
      const user = await buyer({ type: '1', number: '40999888' });
      const order = await buyPack(user);
      const [paid] = await ordersOf(user);
      expect(paid).toMatchObject({
        id: order.id,
        state: 'paid',
        receipt: { type: 'boleta', number: null, status: null, note: purchaseReceiptMessages.noIssuer },
      });
      const download = await api.call('GET', `/billing/orders/${order.id}/receipt/pdf`, {
        token: user.accessToken,
      });
      expect(download.statusCode).toBe(404);
      expect(download.json()).toMatchObject({ message: purchaseReceiptMessages.notIssued });
    } finally {
      await useIssuer(platform.ruc);
    }
  });
});
