import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ChaosSchedule, parseChaosRule } from '../src/chaos.ts';
import { GRE_BETA_CLIENT, CONSULTA_SCOPE, startSunatSimulator, type SunatSimulator } from '../src/index.ts';
import { NOW, RUC, getStatus, sendBill, sendSummary } from './fixtures/client.ts';
import { signedBill } from './fixtures/docs.ts';
import { signedSummary } from './fixtures/summaries.ts';

// Real HTTP and RSA on a shared 2-core machine: jest's 5 s is too short for a test that is not stuck.
jest.setTimeout(30_000);

const T0 = NOW.getTime();

describe('the chaos schedule: share and window', () => {
  it('hits the share of requests the rule asks for, by the draw', () => {
    const draws = [0.1, 0.5, 0.29, 0.3, 0.99];
    let next = 0;
    const schedule = new ChaosSchedule(() => draws[next++]!);
    schedule.add({ mode: 'emptyBody', share: 0.3 }, T0);
    const hits = draws.map(() => schedule.pick('sendBill', T0)?.mode ?? null);
    expect(hits).toEqual(['emptyBody', null, 'emptyBody', null, null]);
    expect(schedule.list()[0]!.hits).toBe(2);
  });

  it('acts only within its window of the double clock, and only on its operations', () => {
    const schedule = new ChaosSchedule(() => 0);
    schedule.add({ mode: 'summary401', share: 1, from: T0 + 1000, forMs: 5000 }, T0);
    expect(schedule.pick('sendSummary', T0)).toBeUndefined();
    expect(schedule.pick('sendSummary', T0 + 1000)?.mode).toBe('summary401');
    expect(schedule.pick('sendBill', T0 + 1000)).toBeUndefined();
    expect(schedule.active(T0 + 5999)).toBe(true);
    expect(schedule.pick('sendSummary', T0 + 6000)).toBeUndefined();
    expect(schedule.active(T0 + 6000)).toBe(false);
    expect(schedule.list()[0]).toMatchObject({ from: new Date(T0 + 1000).toISOString() });
  });

  it('share 0 never hits; bad rules are refused with the reason', () => {
    const schedule = new ChaosSchedule(() => 0);
    schedule.add({ mode: 'slow', share: 0 }, T0);
    expect(schedule.pick('sendBill', T0)).toBeUndefined();
    expect(() => parseChaosRule({ mode: 'slow', share: 1.5 })).toThrow('share');
    expect(() => parseChaosRule({ mode: 'meteor', share: 1 })).toThrow('Modo desconocido');
    expect(() => parseChaosRule({ mode: 'unavailable', share: 1, code: '0100' })).toThrow('0100');
  });
});

/** Each mode once, through /__control, against the double over HTTP. */
describe('SUNAT failure modes in the double', () => {
  let sim: SunatSimulator;
  let n = 700;
  let clock = T0;
  const doc = () => signedBill({ number: ++n });
  const control = async (body: unknown) => {
    const res = await fetch(sim.controlUrl, { method: 'POST', body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const chaos = (rule: Record<string, unknown>) => control({ action: 'chaos', rule: { share: 1, ...rule } });

  beforeAll(async () => {
    sim = await startSunatSimulator({ now: () => new Date(clock), xsd: false, pendingPolls: 0 });
  });
  beforeEach(() => {
    sim.control.reset();
    clock = T0;
  });
  afterAll(() => sim.close());

  it('emptyBody: HTTP 200 with zero bytes, nothing registered', async () => {
    await chaos({ mode: 'emptyBody' });
    const d = doc();
    const res = await sendBill(sim.url, d.name, d.xml);
    expect([res.status, res.raw]).toEqual([200, '']);
    expect(sim.registry.get(RUC, '01', 'F001', n)).toBeUndefined();
  });

  it('unavailable: the 0109/0130/0200 family as SUNAT words it; the window ends it', async () => {
    await chaos({ mode: 'unavailable', code: '0109', forMs: 60_000 });
    const d = doc();
    const res = await sendBill(sim.url, d.name, d.xml);
    expect(res.fault).toEqual({
      code: 'Client.0109',
      message:
        'El sistema no puede responder su solicitud. (El servicio de autenticación no está disponible)',
    });
    expect(sim.registry.get(RUC, '01', 'F001', n)).toBeUndefined();
    clock += 60_000;
    expect((await sendBill(sim.url, d.name, d.xml)).cdr?.responseCode).toBe('0');
  });

  it('stuckTicket: 98 for the configured time of the double clock, then the CDR', async () => {
    await chaos({ mode: 'stuckTicket', ms: 3 * 3_600_000 });
    const rc = signedSummary(1, [{ type: '03', id: 'B001-1', status: '1' }]);
    const { ticket } = await sendSummary(sim.url, rc.name, rc.xml);
    clock += 3 * 3_600_000 - 1;
    expect((await getStatus(sim.url, ticket!)).statusCode).toBe('98');
    clock += 1;
    expect((await getStatus(sim.url, ticket!)).cdr?.responseCode).toBe('0');
  });

  it("lostAnswer: processed, connection dropped; the resend gets 1033, or 0402 when asked, a summary's 2223", async () => {
    await chaos({ mode: 'lostAnswer', operations: ['sendBill'] });
    const d = doc();
    await expect(sendBill(sim.url, d.name, d.xml)).rejects.toThrow();
    await control({ action: 'clearChaos' });
    expect((await sendBill(sim.url, d.name, d.xml)).fault?.code).toBe('Client.1033');

    await chaos({ mode: 'lostAnswer', resend: '0402', operations: ['sendBill'] });
    const e = doc();
    await expect(sendBill(sim.url, e.name, e.xml)).rejects.toThrow();
    sim.control.clearChaos();
    expect((await sendBill(sim.url, e.name, e.xml)).fault?.code).toBe('Client.0402');
    expect(sim.registry.get(RUC, '01', 'F001', n)?.status).toBe('accepted');

    await chaos({ mode: 'lostAnswer', operations: ['sendSummary'] });
    const rc = signedSummary(2, [{ type: '03', id: 'B001-2', status: '1' }]);
    await expect(sendSummary(sim.url, rc.name, rc.xml)).rejects.toThrow();
    expect(sim.registry.get(RUC, '03', 'B001', 2)?.status).toBe('accepted');
    await control({ action: 'clearChaos' });
    const { ticket } = await sendSummary(sim.url, rc.name, rc.xml);
    expect((await getStatus(sim.url, ticket!)).cdr?.responseCode).toBe('2223');
  });

  it('summary401: HTTP 401 on a summary, a factura goes through', async () => {
    await chaos({ mode: 'summary401' });
    const rc = signedSummary(3, [{ type: '03', id: 'B001-3', status: '1' }]);
    expect((await sendSummary(sim.url, rc.name, rc.xml)).status).toBe(401);
    const d = doc();
    expect((await sendBill(sim.url, d.name, d.xml)).cdr?.responseCode).toBe('0');
  });

  it("slow: the answer comes late in real time and moves the double's clock", async () => {
    sim.control.setClock(T0);
    await chaos({ mode: 'slow', ms: 200, simulatedMs: 61_000 });
    const d = doc();
    const started = Date.now();
    expect((await sendBill(sim.url, d.name, d.xml)).cdr?.responseCode).toBe('0');
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(sim.control.now().getTime()).toBe(T0 + 61_000);
  });

  it('summaryWithoutCdr: the ticket says 0 with no CDR, the boletas stay unreported', async () => {
    await chaos({ mode: 'summaryWithoutCdr' });
    const rc = signedSummary(4, [{ type: '03', id: 'B001-4', status: '1' }]);
    const { ticket } = await sendSummary(sim.url, rc.name, rc.xml);
    const status = await getStatus(sim.url, ticket!);
    expect([status.statusCode, status.cdr]).toEqual(['0', undefined]);
    expect(sim.registry.get(RUC, '03', 'B001', 4)).toBeUndefined();
  });

  it('Consulta Integrada: a client_credentials token, then the state of a boleta by RUC, type, series, number', async () => {
    const boleta = signedBill({
      type: '03',
      series: 'B001',
      number: 9,
      customer: { scheme: '1', id: '12345678' },
    });
    expect((await sendBill(sim.url, boleta.name, boleta.xml)).cdr?.responseCode).toBe('0');
    const origin = new URL(sim.url).origin;
    const tokenAnswer = await fetch(
      `${origin}/v1/clientesextranet/${GRE_BETA_CLIENT.clientId}/oauth2/token/`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          scope: CONSULTA_SCOPE,
          client_id: GRE_BETA_CLIENT.clientId,
          client_secret: GRE_BETA_CLIENT.clientSecret,
        }),
      },
    );
    const { access_token: token } = (await tokenAnswer.json()) as { access_token: string };
    const state = async (numero: number, authorization = `Bearer ${token}`) => {
      const res = await fetch(`${origin}/v1/contribuyente/contribuyentes/${RUC}/validarcomprobante`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({
          numRuc: RUC,
          codComp: '03',
          numeroSerie: 'B001',
          numero: String(numero),
          fechaEmision: '26/11/2026',
          monto: '118.00',
        }),
      });
      return { status: res.status, body: (await res.json()) as { data?: { estadoCp: string } } };
    };
    expect((await state(9)).body).toMatchObject({ success: true, data: { estadoCp: '1' } });
    expect((await state(10)).body.data?.estadoCp).toBe('0');
    expect((await state(9, 'Bearer nope')).status).toBe(401);
  });
});
