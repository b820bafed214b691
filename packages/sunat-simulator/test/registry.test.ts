import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { startSunatSimulator, type SunatSimulator } from '../src/index.ts';
import { NOW, RUC, getStatus, getStatusCdr, sendBill, sendSummary } from './fixtures/client.ts';
import { signedBill } from './fixtures/docs.ts';
import { signedSummary, signedVoided } from './fixtures/summaries.ts';

// Real HTTP, xmlsec1 processes and RSA on a shared 2-core machine: jest's 5 s is too short for a test that is not stuck.
jest.setTimeout(30_000);

/** Resolves a ticket: polls until it is not 98 (at most 10 times). */
async function resolveTicket(url: string, ticket: string) {
  for (let i = 0; i < 10; i++) {
    const res = await getStatus(url, ticket);
    if (res.statusCode !== '98') return res;
  }
  throw new Error('ticket stuck at 98');
}

/** Step 7: the register keyed by (RUC, type, series, number) + hash, tickets and getStatusCdr. */
describe('register, tickets and getStatusCdr', () => {
  let sim: SunatSimulator;

  beforeAll(async () => {
    sim = await startSunatSimulator({
      now: () => NOW,
      xsd: false,
      signatureVerifier: 'xmlsec1',
      pendingPolls: 2,
    });
  });
  beforeEach(() => sim.control.reset());
  afterAll(() => sim.close());

  it('1033: an accepted number sent again, identical or with other data (what SUNAT answers, greenter #35)', async () => {
    const doc = signedBill({ number: 1 });
    expect((await sendBill(sim.url, doc.name, doc.xml)).cdr?.responseCode).toBe('0');
    expect((await sendBill(sim.url, doc.name, doc.xml)).fault?.code).toBe('Client.1033');
    const other = signedBill({ number: 1, lines: [{ quantity: 3, unitValue: 50 }] });
    expect((await sendBill(sim.url, other.name, other.xml)).fault?.code).toBe('Client.1033');
  });

  it("acceptedResend 'cdr': the identical document gets its CDR again, other data still 1033", async () => {
    const lenient = await startSunatSimulator({ now: () => NOW, xsd: false, acceptedResend: 'cdr' });
    try {
      const doc = signedBill({ number: 1 });
      const first = await sendBill(lenient.url, doc.name, doc.xml);
      const again = await sendBill(lenient.url, doc.name, doc.xml);
      expect(again.cdr?.xml).toBe(first.cdr?.xml);
      const other = signedBill({ number: 1, lines: [{ quantity: 3, unitValue: 50 }] });
      expect((await sendBill(lenient.url, other.name, other.xml)).fault?.code).toBe('Client.1033');
    } finally {
      await lenient.close();
    }
  });

  it('1032: a rejected number cannot be reused, even corrected', async () => {
    const bad = signedBill({ number: 2, payment: null });
    expect((await sendBill(sim.url, bad.name, bad.xml)).cdr?.responseCode).toBe('3244');
    const fixed = signedBill({ number: 2 });
    expect((await sendBill(sim.url, fixed.name, fixed.xml)).fault?.code).toBe('Client.1032');
  });

  it('2119: a credit note whose factura is not registered; accepted once it is', async () => {
    const note = signedBill({
      type: '07',
      series: 'F001',
      number: 10,
      payment: null,
      reference: { type: '01', id: 'F001-3' },
    });
    expect((await sendBill(sim.url, note.name, note.xml)).cdr?.responseCode).toBe('2119');
    const invoice = signedBill({ number: 3 });
    await sendBill(sim.url, invoice.name, invoice.xml);
    const note2 = signedBill({
      type: '07',
      series: 'F001',
      number: 11,
      payment: null,
      reference: { type: '01', id: 'F001-3' },
    });
    expect((await sendBill(sim.url, note2.name, note2.xml)).cdr?.responseCode).toBe('0');
    const debit = signedBill({
      type: '08',
      series: 'F001',
      number: 12,
      payment: null,
      reference: { type: '01', id: 'F001-3' },
    });
    expect((await sendBill(sim.url, debit.name, debit.xml)).cdr?.responseCode).toBe('0');
  });

  it('getStatusCdr: 0004 with the CDR of a registered 01/07/08, 0011 when unknown, 0005 for a boleta', async () => {
    const doc = signedBill({ number: 4 });
    const sent = await sendBill(sim.url, doc.name, doc.xml);
    const found = await getStatusCdr(sim.consultUrl, { ruc: RUC, type: '01', series: 'F001', number: 4 });
    expect(found.statusCode).toBe('0004');
    expect(found.cdr?.xml).toBe(sent.cdr?.xml);
    const missing = await getStatusCdr(sim.consultUrl, { ruc: RUC, type: '01', series: 'F001', number: 5 });
    expect(missing.statusCode).toBe('0011');
    expect(missing.cdr).toBeUndefined();
    const boleta = await getStatusCdr(sim.consultUrl, { ruc: RUC, type: '03', series: 'B001', number: 1 });
    expect(boleta.statusCode).toBe('0005');
    const rejected = signedBill({ number: 6, payment: null });
    await sendBill(sim.url, rejected.name, rejected.xml);
    const rej = await getStatusCdr(sim.consultUrl, { ruc: RUC, type: '01', series: 'F001', number: 6 });
    expect(rej.cdr?.responseCode).toBe('3244');
  });

  it('sendSummary answers a ticket; getStatus answers 98 twice, then 0 with the CDR; unknown ticket 0127', async () => {
    const rc = signedSummary(1, [{ type: '03', id: 'B001-1', status: '1' }]);
    const sent = await sendSummary(sim.url, rc.name, rc.xml);
    expect(sent.ticket).toMatch(/^\d{13}$/);
    expect((await getStatus(sim.url, sent.ticket!)).statusCode).toBe('98');
    expect((await getStatus(sim.url, sent.ticket!)).statusCode).toBe('98');
    const done = await getStatus(sim.url, sent.ticket!);
    expect(done.statusCode).toBe('0');
    expect(done.cdr?.responseCode).toBe('0');
    expect(done.cdr?.referenceId).toBe('RC-20261126-1');
    expect(done.cdr?.entries).toContain(`R-${rc.name}.xml`);
    // The answer is stable once resolved.
    expect((await getStatus(sim.url, sent.ticket!)).statusCode).toBe('0');
    expect(sim.registry.get(RUC, '03', 'B001', 1)?.status).toBe('accepted');
    expect((await getStatus(sim.url, '999')).fault?.code).toBe('Client.0127');
  });

  it('the number of 98s is configurable at run time', async () => {
    sim.control.setPendingPolls(0);
    const rc = signedSummary(2, [{ type: '03', id: 'B001-2', status: '1' }]);
    const sent = await sendSummary(sim.url, rc.name, rc.xml);
    expect((await getStatus(sim.url, sent.ticket!)).statusCode).toBe('0');
    sim.control.setPendingPolls(2);
  });

  it('RC line status 3 voids a boleta; 2105 for an unregistered one; 2223 for the same RC file again', async () => {
    const add = signedSummary(1, [{ type: '03', id: 'B001-7', status: '1' }]);
    await resolveTicket(sim.url, (await sendSummary(sim.url, add.name, add.xml)).ticket!);
    const voidIt = signedSummary(2, [{ type: '03', id: 'B001-7', status: '3' }]);
    const voided = await resolveTicket(
      sim.url,
      (await sendSummary(sim.url, voidIt.name, voidIt.xml)).ticket!,
    );
    expect(voided.statusCode).toBe('0');
    expect(sim.registry.get(RUC, '03', 'B001', 7)?.status).toBe('voided');

    const ghost = signedSummary(3, [{ type: '03', id: 'B001-8', status: '3' }]);
    const r2105 = await resolveTicket(sim.url, (await sendSummary(sim.url, ghost.name, ghost.xml)).ticket!);
    expect(r2105.statusCode).toBe('99');
    expect(r2105.cdr?.responseCode).toBe('2105');

    const again = await resolveTicket(sim.url, (await sendSummary(sim.url, add.name, add.xml)).ticket!);
    expect(again.statusCode).toBe('99');
    expect(again.cdr?.responseCode).toBe('2223');
  });

  it('2992 on an RC line without cbc:Percent (greenter #266): 99 and nothing applied', async () => {
    const rc = signedSummary(4, [{ type: '03', id: 'B001-9', status: '1', omitPercent: true }]);
    const res = await resolveTicket(sim.url, (await sendSummary(sim.url, rc.name, rc.xml)).ticket!);
    expect(res.statusCode).toBe('99');
    expect(res.cdr?.responseCode).toBe('2992');
    expect(sim.registry.get(RUC, '03', 'B001', 9)).toBeUndefined();
  });

  it('RA voids an accepted factura; 2106 when already voided; 2105 unregistered; 2324 same RA file', async () => {
    const doc = signedBill({ number: 20 });
    await sendBill(sim.url, doc.name, doc.xml);
    const ra = signedVoided(1, [{ type: '01', series: 'F001', number: 20 }]);
    const ok = await resolveTicket(sim.url, (await sendSummary(sim.url, ra.name, ra.xml)).ticket!);
    expect(ok.statusCode).toBe('0');
    expect(ok.cdr?.referenceId).toBe('RA-20261126-1');
    expect(sim.registry.get(RUC, '01', 'F001', 20)?.status).toBe('voided');

    const twice = signedVoided(2, [{ type: '01', series: 'F001', number: 20 }]);
    const r2106 = await resolveTicket(sim.url, (await sendSummary(sim.url, twice.name, twice.xml)).ticket!);
    expect(r2106.cdr?.responseCode).toBe('2106');

    const ghost = signedVoided(3, [{ type: '01', series: 'F001', number: 21 }]);
    const r2105 = await resolveTicket(sim.url, (await sendSummary(sim.url, ghost.name, ghost.xml)).ticket!);
    expect(r2105.cdr?.responseCode).toBe('2105');

    const same = await resolveTicket(sim.url, (await sendSummary(sim.url, ra.name, ra.xml)).ticket!);
    expect(same.cdr?.responseCode).toBe('2324');

    // A voided number answers 1032 when sent again.
    expect((await sendBill(sim.url, doc.name, doc.xml)).fault?.code).toBe('Client.1032');
  });

  it('summary exceptions are faults at sendSummary: 0151 name, 2220 ID ≠ name comes back as 99', async () => {
    const rc = signedSummary(5, [{ type: '03', id: 'B001-10', status: '1' }]);
    const badName = await sendSummary(sim.url, `${RUC}-RC-2026-5`, rc.xml);
    expect(badName.fault?.code).toBe('Client.0151');
    const otherId = signedSummary(6, [{ type: '03', id: 'B001-10', status: '1' }]);
    const res = await sendSummary(sim.url, rc.name.replace('-5', '-7'), otherId.xml);
    expect(res.fault).toBeUndefined();
    const done = await resolveTicket(sim.url, res.ticket!);
    expect(done.statusCode).toBe('99');
    expect(done.cdr?.responseCode).toBe('2220');
  });
});
