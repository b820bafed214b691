import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { startSunatSimulator, type SunatSimulator } from '../src/index.ts';
import {
  NOW,
  RUC,
  envelope,
  getStatus,
  getStatusCdr,
  post,
  sendBill,
  sendSummary,
  zipBase64,
} from './fixtures/client.ts';
import { signedBill } from './fixtures/docs.ts';
import { signedSummary } from './fixtures/summaries.ts';

// Real HTTP, xmlsec1 processes and RSA on a shared 2-core machine: jest's 5 s is too short for a test that is not stuck.
jest.setTimeout(30_000);

/** Injected failures, through the programmatic API and through POST /__control. */
describe('fault injection and control endpoint', () => {
  let sim: SunatSimulator;
  let n = 400;
  const doc = () => signedBill({ number: ++n });

  beforeAll(async () => {
    sim = await startSunatSimulator({ now: () => NOW, xsd: false });
  });
  beforeEach(() => sim.control.reset());
  afterAll(() => sim.close());

  it('http500: an HTML 500, nothing registered', async () => {
    sim.control.inject({ kind: 'http500' });
    const d = doc();
    const res = await sendBill(sim.url, d.name, d.xml);
    expect(res.status).toBe(500);
    expect(res.raw).toContain('Internal Server Error');
    expect(sim.registry.get(RUC, '01', 'F001', n)).toBeUndefined();
    // Only once by default.
    expect((await sendBill(sim.url, d.name, d.xml)).cdr?.responseCode).toBe('0');
  });

  it('timeout with ms: the answer arrives after the hold', async () => {
    sim.control.inject({ kind: 'timeout', ms: 300 });
    const d = doc();
    const started = Date.now();
    const res = await sendBill(sim.url, d.name, d.xml);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(res.cdr?.responseCode).toBe('0');
  });

  it('timeout forever: the client gives up and nothing was processed', async () => {
    sim.control.inject({ kind: 'timeout' });
    const d = doc();
    const body = envelope('sendBill', {
      fileName: `${d.name}.zip`,
      contentFile: zipBase64({ [`${d.name}.xml`]: d.xml }),
    });
    await expect(post(sim.url, body, AbortSignal.timeout(300))).rejects.toThrow();
    expect(sim.registry.get(RUC, '01', 'F001', n)).toBeUndefined();
  });

  it('emptyResponse: processed and registered, but applicationResponse comes empty; getStatusCdr recovers', async () => {
    sim.control.inject({ kind: 'emptyResponse' });
    const d = doc();
    const res = await sendBill(sim.url, d.name, d.xml);
    expect(res.status).toBe(200);
    expect(res.raw).toContain('<applicationResponse></applicationResponse>');
    expect(res.cdr).toBeUndefined();
    const recovered = await getStatusCdr(sim.consultUrl, { ruc: RUC, type: '01', series: 'F001', number: n });
    expect(recovered.cdr?.responseCode).toBe('0');
  });

  it('emptyBody: HTTP 200 with zero bytes (production refusing), nothing processed', async () => {
    sim.control.inject({ kind: 'emptyBody' });
    const d = doc();
    const res = await sendBill(sim.url, d.name, d.xml);
    expect(res.status).toBe(200);
    expect(res.raw).toBe('');
    expect(sim.registry.get(RUC, '01', 'F001', n)).toBeUndefined();
  });

  it('storeNotFound: fault Server.200 "Error opening URL \'store:///notfound\'" (greenter #22)', async () => {
    sim.control.inject({ kind: 'storeNotFound' });
    const d = doc();
    const res = await sendBill(sim.url, d.name, d.xml);
    expect(res.fault?.code).toBe('Server.200');
    expect(res.fault?.message).toContain('store:///notfound');
  });

  it('lostAnswer: registered, connection cut; a resend gets 1033 and getStatusCdr gives the CDR', async () => {
    sim.control.inject({ kind: 'lostAnswer' });
    const d = doc();
    await expect(sendBill(sim.url, d.name, d.xml)).rejects.toThrow();
    expect(sim.registry.get(RUC, '01', 'F001', n)?.status).toBe('accepted');
    expect((await sendBill(sim.url, d.name, d.xml)).fault?.code).toBe('Client.1033');
    const recovered = await getStatusCdr(sim.consultUrl, { ruc: RUC, type: '01', series: 'F001', number: n });
    expect(recovered.statusCode).toBe('0004');
    expect(recovered.cdr?.responseCode).toBe('0');
  });

  it('faults can target one operation and repeat', async () => {
    sim.control.inject({ kind: 'http500', operations: ['getStatus'], times: 2 });
    const d = doc();
    expect((await sendBill(sim.url, d.name, d.xml)).cdr?.responseCode).toBe('0');
    const rc = signedSummary(1, [{ type: '03', id: 'B001-1', status: '1' }]);
    const { ticket } = await sendSummary(sim.url, rc.name, rc.xml);
    expect((await getStatus(sim.url, ticket!)).status).toBe(500);
    expect((await getStatus(sim.url, ticket!)).status).toBe(500);
    expect((await getStatus(sim.url, ticket!)).statusCode).toBe('98');
  });

  it("down '503' for a period, then back", async () => {
    await sim.control.down({ ms: 300 });
    const d = doc();
    expect((await sendBill(sim.url, d.name, d.xml)).status).toBe(503);
    await new Promise((r) => setTimeout(r, 350));
    expect((await sendBill(sim.url, d.name, d.xml)).cdr?.responseCode).toBe('0');
  });

  it("down 'refuse': connections refused until up()", async () => {
    await sim.control.down({ mode: 'refuse' });
    const d = doc();
    await expect(sendBill(sim.url, d.name, d.xml)).rejects.toThrow();
    await sim.control.up();
    expect((await sendBill(sim.url, d.name, d.xml)).cdr?.responseCode).toBe('0');
  });

  it('POST /__control: inject, state, reset, and 98 count over HTTP', async () => {
    const call = async (body: unknown) =>
      (await (await fetch(sim.controlUrl, { method: 'POST', body: JSON.stringify(body) })).json()) as Record<
        string,
        unknown
      >;
    const injected = await call({ action: 'fault', fault: { kind: 'storeNotFound' } });
    expect(injected.faults).toEqual([{ kind: 'storeNotFound', times: 1 }]);
    const d = doc();
    expect((await sendBill(sim.url, d.name, d.xml)).fault?.code).toBe('Server.200');
    await sendBill(sim.url, d.name, d.xml);
    const state = (await (await fetch(sim.controlUrl)).json()) as { registry: unknown[] };
    expect(state.registry).toHaveLength(1);
    const reset = await call({ action: 'reset' });
    expect(reset.registry).toEqual([]);
    const polls = await call({ action: 'pendingPolls', n: 5 });
    expect(polls.pendingPolls).toBe(5);
    const unknown = await fetch(sim.controlUrl, { method: 'POST', body: JSON.stringify({ action: 'nada' }) });
    expect(unknown.status).toBe(400);
    sim.control.setPendingPolls(2);
  });
});
