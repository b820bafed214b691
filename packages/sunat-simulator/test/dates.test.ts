import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { startSunatSimulator, type SunatSimulator } from '../src/index.ts';
import { NOW, RUC, getStatus, sendBill, sendSummary } from './fixtures/client.ts';
import { signedBill } from './fixtures/docs.ts';
import { signedVoided } from './fixtures/summaries.ts';

// Real HTTP, xmlsec1 processes and RSA on a shared 2-core machine: jest's 5 s is too short for a test that is not stuck.
jest.setTimeout(30_000);

/** Step 8 against the injectable clock (Lima's today is 2026-11-26). */
describe('date windows: 2108 and 2329', () => {
  let sim: SunatSimulator;
  let n = 300;

  beforeAll(async () => {
    sim = await startSunatSimulator({ xsd: false, pendingPolls: 0 });
  });
  beforeEach(() => {
    sim.control.reset();
    sim.control.setClock(NOW);
  });
  afterAll(() => sim.close());

  const send = async (issueDate: string, extra: Parameters<typeof signedBill>[0] = {}) => {
    const doc = signedBill({ number: ++n, issueDate, ...extra });
    return (await sendBill(sim.url, doc.name, doc.xml)).cdr?.responseCode;
  };

  it('2108: a factura 4 days old; 3 days is still in time', async () => {
    expect(await send('2026-11-23')).toBe('0');
    expect(await send('2026-11-22')).toBe('2108');
  });

  it('1079 (Boleta row 4, an exception): a boleta sent alone 4 days old (boletaMaxDays null switches it off)', async () => {
    const boleta = { type: '03' as const, series: 'B001', customer: { scheme: '1', id: '12345678' } };
    const late = signedBill({ number: ++n, issueDate: '2026-11-22', ...boleta });
    const res = await sendBill(sim.url, late.name, late.xml);
    expect({ fault: res.fault?.code, cdr: res.cdr }).toEqual({
      fault: expect.stringMatching(/1079$/),
      cdr: undefined,
    });
    expect(await send('2026-11-23', boleta)).toBe('0');
    const lenient = await startSunatSimulator({ now: () => NOW, xsd: false, boletaMaxDays: null });
    try {
      const doc = signedBill({ number: 1, issueDate: '2026-11-01', ...boleta });
      expect((await sendBill(lenient.url, doc.name, doc.xml)).cdr?.responseCode).toBe('0');
    } finally {
      await lenient.close();
    }
  });

  it('2108 applies to a factura credit note on the factura clock', async () => {
    sim.control.setClock('2026-11-20T15:00:00Z');
    const invoice = signedBill({ number: 900, issueDate: '2026-11-20' });
    expect((await sendBill(sim.url, invoice.name, invoice.xml)).cdr?.responseCode).toBe('0');
    sim.control.setClock(NOW);
    expect(
      await send('2026-11-20', { type: '07', payment: null, reference: { type: '01', id: 'F001-900' } }),
    ).toBe('2108');
  });

  it('2329: more than 2 days in the future', async () => {
    expect(await send('2026-11-28')).toBe('0');
    expect(await send('2026-11-29')).toBe('2329');
  });

  it('the clock moves through the control endpoint over HTTP', async () => {
    const res = await fetch(sim.controlUrl, {
      method: 'POST',
      body: JSON.stringify({ action: 'clock', at: '2026-12-31T15:00:00Z' }),
    });
    const state = (await res.json()) as { today: string };
    expect(state.today).toBe('2026-12-31');
    expect(await send('2026-11-26')).toBe('2108');
    await fetch(sim.controlUrl, {
      method: 'POST',
      body: JSON.stringify({ action: 'advanceClock', ms: -35 * 86_400_000 }),
    });
    expect(sim.control.now().toISOString()).toBe('2026-11-26T15:00:00.000Z');
  });

  it('RA: within 7 days of the documents; 8 days is 2108', async () => {
    sim.control.setClock('2026-11-18T15:00:00Z');
    const invoice = signedBill({ number: 901, issueDate: '2026-11-18' });
    await sendBill(sim.url, invoice.name, invoice.xml);
    sim.control.setClock('2026-11-26T15:00:00Z');
    const late = signedVoided(1, [{ type: '01', series: 'F001', number: 901 }], {
      referenceDate: '2026-11-18',
      issueDate: '2026-11-26',
    });
    const t1 = (await sendSummary(sim.url, late.name, late.xml)).ticket!;
    expect((await getStatus(sim.url, t1)).cdr?.responseCode).toBe('2108');
    sim.control.setClock('2026-11-25T15:00:00Z');
    const inTime = signedVoided(2, [{ type: '01', series: 'F001', number: 901 }], {
      referenceDate: '2026-11-18',
      issueDate: '2026-11-25',
    });
    const t2 = (await sendSummary(sim.url, inTime.name, inTime.xml)).ticket!;
    expect((await getStatus(sim.url, t2)).cdr?.responseCode).toBe('0');
    expect(sim.registry.get(RUC, '01', 'F001', 901)?.status).toBe('voided');
  });
});
