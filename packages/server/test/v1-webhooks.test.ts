import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import {
  WEBHOOK_EVENTS,
  type DocumentDetail,
  type Webhook,
  type WebhookDelivery,
  type WebhookWithSecret,
} from '@facturador/contracts';
import { startApi, type TestApi } from './support/api.ts';
import { documentsFixture, facturaInput } from './support/documents.ts';
import { createApiKey, listening, v1 } from './support/v1.ts';
import { startWebhookReceiver } from './support/webhook-receiver.ts';
import { attemptDelivery } from '../src/webhooks/webhook-delivery.ts';

type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
interface EventBody {
  id: string;
  type: string;
  created_at: string;
  data: DocumentDetail;
}

/** Issue 30, item 3: signed webhooks, retried with back-off for 24 h, replayed by hand. */
describe('webhooks of a company', () => {
  const { world, company, api } = documentsFixture();
  let key: string;
  let base: string;
  let receiver: Receiver;
  let hook: WebhookWithSecret;
  let token: string;

  /** The owner's session again: the tests move the clock past an access token's life. */
  const signIn = async () => {
    const answer = await api().login(company.owner.email);
    token = (answer.json() as { access_token: string }).access_token;
  };
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    api().call(method, `/companies/${company.id}${path}`, { token, ...(body === undefined ? {} : { body }) });
  const deliveries = async () =>
    ((await call('GET', `/webhooks/${hook.id}/deliveries`)).json() as { data: WebhookDelivery[] }).data;
  let issued = 0;
  const issueOne = async () => {
    issued += 1;
    const answer = await v1(base, 'POST', '/v1/documents', {
      key,
      body: facturaInput(api()),
      headers: { 'idempotency-key': `webhook-${String(issued).padStart(4, '0')}` },
    });
    expect(answer.status).toBe(201);
    // The first attempt runs after the answer, in the background.
    await api().app.documentDispatch.idle();
    return answer.json<{ data: DocumentDetail }>().data;
  };
  const bodyOf = (index: number) => JSON.parse(receiver.received.at(index)!.body) as EventBody;
  /** Moves the clock on and lets the webhook job (which the move started) finish. */
  const advance = async (ms: number) => {
    api().clock.advance(ms);
    await api().app.webhookDelivery.run();
  };

  beforeAll(async () => {
    token = company.owner.accessToken;
    key = (await createApiKey(world.api, company.owner, company.id)).secret;
    base = await listening(world.api);
    receiver = await startWebhookReceiver();
  }, 60_000);
  afterAll(async () => {
    await receiver.close();
  });

  it('creates a webhook for the owner with its signing secret once, kept sealed and never answered again', async () => {
    const created = await call('POST', '/webhooks', {
      url: receiver.url,
      events: ['document.voided', 'document.accepted', 'document.rejected'],
    });
    expect(created.statusCode).toBe(201);
    hook = (created.json() as { data: WebhookWithSecret }).data;
    expect(hook).toMatchObject({
      url: receiver.url,
      events: ['document.accepted', 'document.rejected', 'document.voided'],
      active: true,
    });
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    receiver.useSecret(hook.secret);
    const list = await call('GET', '/webhooks');
    expect((list.json() as { data: Webhook[] }).data).toEqual([expect.objectContaining({ id: hook.id })]);
    expect(list.body).not.toContain(hook.secret);
    const stored = await api().db.query<{ row: string }>(
      'SELECT row_to_json(w)::text AS row FROM webhooks w',
    );
    const audit = await api().db.query<{ row: string }>(
      'SELECT row_to_json(a)::text AS row FROM audit_log a',
    );
    expect([...stored, ...audit].map((one) => one.row).join()).not.toContain(hook.secret.slice(6));
    const outsider = await api().signedIn();
    const refused = await api().call('GET', `/companies/${company.id}/webhooks`, {
      token: outsider.accessToken,
    });
    expect(refused.statusCode).toBe(404);
  });

  it('POSTs a document’s verdict signed with HMAC-SHA256 over "<t>.<raw body>", checked by the receiver', async () => {
    const document = await issueOne();
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(request!.signatureValid).toBe(true);
    expect(request!.signedAt).toBe(Math.floor(api().clock.now().getTime() / 1000));
    const event = bodyOf(0);
    expect(request!.headers['facturador-event-id']).toBe(event.id);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(event).toMatchObject({ type: 'document.accepted', data: { id: document.id, status: 'accepted' } });
    // The data is the document as GET /v1/documents/{id} answers it.
    const read = await v1(base, 'GET', `/v1/documents/${document.id}`, { key });
    expect(event.data).toEqual(read.json<{ data: DocumentDetail }>().data);
    const [delivery] = await deliveries();
    expect(delivery).toMatchObject({
      eventId: event.id,
      type: 'document.accepted',
      subject: document.fullNumber,
      status: 'delivered',
      attempts: [{ httpStatus: 200, error: null, manual: false }],
    });
  });

  it('retries after the receiver fails, 30 s then 1 min later, with the same event and a fresh signature', async () => {
    const before = receiver.received.length;
    receiver.answer(500, 500);
    await issueOne();
    let [delivery] = await deliveries();
    expect(delivery).toMatchObject({ status: 'pending', attempts: [{ httpStatus: 500 }] });
    expect(Date.parse(delivery!.nextAttemptAt!) - api().clock.now().getTime()).toBe(30_000);
    await advance(29_000);
    expect(receiver.received).toHaveLength(before + 1);
    await advance(1_000);
    expect(receiver.received).toHaveLength(before + 2);
    await advance(60_000);
    [delivery] = await deliveries();
    expect(delivery).toMatchObject({ status: 'delivered', nextAttemptAt: null });
    expect(delivery!.attempts.map((attempt) => attempt.httpStatus)).toEqual([500, 500, 200]);
    const sent = receiver.received.slice(before);
    expect(sent.every((request) => request.signatureValid)).toBe(true);
    expect(new Set(sent.map((request) => request.headers['facturador-event-id'])).size).toBe(1);
    expect(new Set(sent.map((request) => request.signedAt)).size).toBe(3);
  });

  it('lets one attempt of a delivery run at a time, whoever asks (two instances, two job runs)', async () => {
    receiver.answer(503);
    await issueOne();
    const [delivery] = await api().db.query<{ id: string }>(
      `SELECT id FROM webhook_deliveries WHERE status = 'pending' ORDER BY id DESC LIMIT 1`,
    );
    const count = receiver.received.length;
    // Moving the clock also starts the webhook job, a third taker: joined below, it is counted.
    api().clock.advance(30_000);
    const taken = await Promise.all([
      attemptDelivery(api().app, delivery!.id),
      attemptDelivery(api().app, delivery!.id),
    ]);
    const byJob = await api().app.webhookDelivery.run();
    expect(taken.filter(Boolean).length + byJob).toBe(1);
    expect(receiver.received).toHaveLength(count + 1);
  });

  it('signs with a rotated secret at once, and tells of a void', async () => {
    const rotated = await call('POST', `/webhooks/${hook.id}/secret`);
    expect(rotated.statusCode).toBe(200);
    const secret = (rotated.json() as { data: WebhookWithSecret }).data.secret;
    expect(secret).not.toBe(hook.secret);
    receiver.useSecret(secret);
    const document = await issueOne();
    expect(receiver.received.at(-1)!.signatureValid).toBe(true);
    const voided = await v1(base, 'POST', `/v1/documents/${document.id}/void`, {
      key,
      body: { reason: 'Error en el precio' },
    });
    expect(voided.status).toBe(202);
    // SUNAT's ticket is asked by the document job; the verdict voids the document and tells the webhook.
    for (let poll = 0; poll < 10 && bodyOf(-1).type !== 'document.voided'; poll += 1) {
      api().clock.advance(5_000);
      await api().app.documentDispatch.run();
      await api().app.documentDispatch.idle();
    }
    const event = bodyOf(-1);
    expect(event).toMatchObject({ type: 'document.voided', data: { id: document.id, status: 'voided' } });
    expect(receiver.received.at(-1)!.signatureValid).toBe(true);
  });

  it('delivers bodies that /v1’s OpenAPI declares, under webhooks, for every event the server sends (issue 43)', async () => {
    const document = (await api().call('GET', '/v1/openapi.json')).json() as {
      openapi: string;
      webhooks: Record<string, { post: { requestBody: { content: Record<string, { schema: object }> } } }>;
    };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.webhooks).sort()).toEqual([...WEBHOOK_EVENTS].sort());
    const declared = (type: string) =>
      z.fromJSONSchema(
        document.webhooks[type]!.post.requestBody.content['application/json']!
          .schema as z.core.JSONSchema.JSONSchema,
      );
    const delivered = receiver.received.map((request) => JSON.parse(request.body) as EventBody);
    expect(new Set(delivered.map((event) => event.type))).toEqual(
      new Set(['document.accepted', 'document.voided']),
    );
    for (const event of delivered) expect(declared(event.type).safeParse(event).error).toBeUndefined();
    // The declared schema says something: another event's type, or a body without its document, is refused.
    const [accepted] = delivered;
    expect(declared('document.voided').safeParse(accepted).success).toBe(false);
    const { data: _document, ...withoutDocument } = accepted!;
    expect(declared('document.accepted').safeParse(withoutDocument).success).toBe(false);
  });

  it('gives up after 24 h of failures, then Reenviar delivers it by hand', async () => {
    receiver.answer(...Array<number>(60).fill(500));
    await issueOne();
    const [first] = await deliveries();
    const created = Date.parse(first!.createdAt);
    // The clock jumps to each retry as it falls due, the job attempts it, until it is given up.
    for (let step = 0; step < 60; step += 1) {
      const [row] = await api().db.query<{ status: string; next_attempt_at: Date | null }>(
        'SELECT d.status, d.next_attempt_at FROM webhook_deliveries d WHERE d.public_id::text = $1',
        [first!.id],
      );
      if (row!.status !== 'pending') break;
      await advance(new Date(row!.next_attempt_at!).getTime() - api().clock.now().getTime());
    }
    await signIn();
    const failed = (await deliveries()).find((delivery) => delivery.id === first!.id);
    expect(failed).toMatchObject({ id: first!.id, status: 'failed', nextAttemptAt: null });
    const times = failed!.attempts.map((attempt) => Date.parse(attempt.at));
    expect(times.at(-1)! - created).toBeLessThanOrEqual(24 * 60 * 60_000);
    expect(times.at(-1)! - created).toBeGreaterThan(23 * 60 * 60_000);
    // 30 s, 1, 2, 4, 8, 16, 32 min, then hourly.
    const gaps = times.slice(1).map((time, index) => time - times[index]!);
    const minute = 60_000;
    expect(gaps.slice(0, 9)).toEqual([0.5, 1, 2, 4, 8, 16, 32, 60, 60].map((minutes) => minutes * minute));
    // 0, 0.5, 1.5, 3.5, 7.5, 15.5, 31.5, 63.5 min, then hourly while within 24 h: 8 + 22 attempts.
    expect(failed!.attempts).toHaveLength(30);
    expect(new Set(failed!.attempts.map((attempt) => attempt.httpStatus))).toEqual(new Set([500]));
    const count = receiver.received.length;
    await advance(3 * 60 * 60_000);
    expect(receiver.received).toHaveLength(count);

    receiver.received.splice(0);
    receiver.clearAnswers();
    await signIn();
    const resent = await call('POST', `/webhooks/${hook.id}/deliveries/${first!.id}/resend`);
    expect(resent.statusCode).toBe(200);
    const replayed = (resent.json() as { data: WebhookDelivery }).data;
    expect(replayed.status).toBe('delivered');
    expect(replayed.attempts.at(-1)).toMatchObject({ httpStatus: 200, manual: true });
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.headers['facturador-event-id']).toBe(first!.eventId);
    expect(receiver.received[0]!.signatureValid).toBe(true);
  });

  it('refuses an internal address in production, when saving and when delivering', async () => {
    const production: TestApi = await startApi({
      db: api().db,
      clock: api().clock,
      env: { NODE_ENV: 'production', SUNAT_SIMULATOR_URL: world.simulator.url },
    });
    try {
      const login = await production.login(company.owner.email);
      const ownerToken = (login.json() as { access_token: string }).access_token;
      const saved = await production.call('POST', `/companies/${company.id}/webhooks`, {
        token: ownerToken,
        body: { url: receiver.url, events: ['document.accepted'] },
      });
      expect(saved.statusCode).toBe(400);
      expect(saved.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: expect.stringContaining(
          'Por seguridad no se envían webhooks a direcciones de la red interna',
        ),
      });
      receiver.answer(500);
      await issueOne();
      const [delivery] = await api().db.query<{ id: string }>(
        `SELECT id FROM webhook_deliveries WHERE status = 'pending' ORDER BY id DESC LIMIT 1`,
      );
      await api().db.query('UPDATE webhook_deliveries SET next_attempt_at = $2 WHERE id = $1', [
        delivery!.id,
        api().clock.now(),
      ]);
      const count = receiver.received.length;
      expect(await production.app.webhookDelivery.run()).toBe(1);
      expect(receiver.received).toHaveLength(count);
      const [attempt] = await api().db.query<{ error: string; http_status: number | null }>(
        'SELECT error, http_status FROM webhook_attempts WHERE delivery_id = $1 ORDER BY id DESC LIMIT 1',
        [delivery!.id],
      );
      expect(attempt).toEqual({ error: 'Dirección de la red interna: no se envió', http_status: null });
    } finally {
      await production.app.close();
    }
  });
});
