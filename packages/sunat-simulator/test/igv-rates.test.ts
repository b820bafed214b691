import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { parseXml } from '../src/document/dom.ts';
import { readIdentity } from '../src/document/read-document.ts';
import { startSunatSimulator, type PadronEntry, type SunatSimulator } from '../src/index.ts';
import { igvRatesInForce } from '../src/parameters/igv-rates.ts';
import { ReducedIgvPadron } from '../src/registry/reduced-igv-padron.ts';
import { applyRules } from '../src/rules/index.ts';
import { RUC, getStatus, sendBill, sendSummary } from './fixtures/client.ts';
import { signedBill } from './fixtures/docs.ts';
import { signedSummary } from './fixtures/summaries.ts';
import { buildBill, buildSummary, type BillSpec } from './fixtures/ubl.ts';

// Real HTTP and RSA on a shared 2-core machine: jest's 5 s is too short for a test that is not stuck.
jest.setTimeout(30_000);

/** The day before and the day the reduced rate went from 10 % to 10.5 % (Control de Cambios 2026-02-09). */
const BEFORE = '2026-02-12';
const FROM = '2026-02-13';
const BOLETA = { type: '03', series: 'B001', customer: { scheme: '1', id: '12345678' } } as const;
const NOTE_TO_FACTURA = { type: '07', series: 'FC01', reference: { type: '01', id: 'F001-1' } } as const;
const NOTE_TO_BOLETA = { type: '07', series: 'BC01', reference: { type: '03', id: 'B001-1' } } as const;

/** The rules' outcome for an unsigned document (the rules never look at the signature). */
function rulesOf(spec: Partial<BillSpec>, padron: PadronEntry[] = [], disabled: string[] = []) {
  const full: BillSpec = { ruc: RUC, type: '01', series: 'F001', number: 1, issueDate: FROM, ...spec };
  const identity = readIdentity(parseXml(buildBill(full))!);
  const list = new ReducedIgvPadron(padron);
  const outcome = applyRules(
    {
      identity,
      root: identity.root,
      type: full.type,
      isValidProductCode: () => true,
      isInReducedIgvPadron: (ruc, date) => list.covers(ruc, date),
      isInSscoPadron: () => false,
      isServiceExporter: () => true,
      receivedOn: identity.issueDate ?? '',
      signing: { senderRuc: RUC, designatedPses: [], certificateRucs: [], issuerKnown: false },
    },
    new Set(disabled),
  );
  return { error: outcome.error?.code, observations: outcome.observations.map((o) => o.code) };
}

describe('parameter 012 «Tasa IGV»: the rates in force on an issue date', () => {
  it('facturas and boletas: 18 or the reduced rate of that day (10 until 2026-02-12, 10.5 from 2026-02-13)', () => {
    expect(igvRatesInForce('01', '2022-08-31')).toEqual([18]);
    expect(igvRatesInForce('01', '2022-09-01')).toEqual([18, 10]);
    expect(igvRatesInForce('03', BEFORE)).toEqual([18, 10]);
    expect(igvRatesInForce('01', FROM)).toEqual([18, 10.5]);
  });

  it('notes also keep the earlier reduced rate of the document they modify: 18, 10 or 10.5', () => {
    expect(igvRatesInForce('07', BEFORE)).toEqual([18, 10]);
    expect(igvRatesInForce('07', FROM)).toEqual([18, 10, 10.5]);
    expect(igvRatesInForce('08', '2027-01-01')).toEqual([18, 10, 10.5]);
  });
});

describe('3462: one IGV rate on every line, and a tasa vigente on the issue date', () => {
  // Without 3462 the totals still catch these, later and less precisely: 3291 (4290 on a boleta)
  // computes the IGV at a tasa vigente, or at the first line's rate when the lines disagree.
  it.each<[string, Partial<BillSpec>, string | undefined]>([
    ['a factura at 10 % dated 2026-02-13', { igvRate: 10, issueDate: FROM }, '3291'],
    ['a factura at 10.5 % dated 2026-02-12', { igvRate: 10.5, issueDate: BEFORE }, '3291'],
    ['a boleta at 10 % dated 2026-02-13', { ...BOLETA, igvRate: 10, issueDate: FROM }, undefined],
    [
      'a credit note at 10.5 % dated 2026-02-12',
      { ...NOTE_TO_FACTURA, igvRate: 10.5, issueDate: BEFORE },
      '3291',
    ],
    [
      'two lines at 18 % and 10.5 %',
      {
        lines: [
          { quantity: 1, unitValue: 100 },
          { quantity: 1, unitValue: 100, rate: 10.5 },
        ],
      },
      '3291',
    ],
  ])('%s is 3462', (_what, spec, without3462) => {
    expect(rulesOf(spec).error).toBe('3462');
    expect(rulesOf(spec, [], ['3462']).error).toBe(without3462);
  });

  it.each<[string, Partial<BillSpec>]>([
    ['a factura at 10 % dated 2026-02-12', { igvRate: 10, issueDate: BEFORE }],
    ['a factura at 10.5 % dated 2026-02-13', { igvRate: 10.5, issueDate: FROM }],
    ['a factura at 18 % on either day', { issueDate: BEFORE }],
    [
      'a credit note at 10 % modifying a factura, dated 2026-02-20',
      { ...NOTE_TO_FACTURA, igvRate: 10, issueDate: '2026-02-20' },
    ],
    [
      'a debit note at 10.5 % dated 2026-02-13',
      { type: '08', series: 'FD01', reference: { type: '01', id: 'F001-1' }, igvRate: 10.5 },
    ],
    ['an NRUS boleta (0113) at 10 % dated 2026-02-13', { ...BOLETA, operationType: '0113', igvRate: 10 }],
  ])('%s passes', (_what, spec) => {
    expect(rulesOf(spec).error).toBeUndefined();
  });
});

describe("3291 / 4290: the document's IGV is its base × the lines' rate, ±1", () => {
  it('a factura whose IGV is 1.10 off is 3291; 0.90 off passes', () => {
    expect(rulesOf({ igvRate: 10.5, totals: { igv: 10.5 + 1.1 } }, [{ ruc: RUC, from: FROM }]).error).toBe(
      '3291',
    );
    expect(rulesOf({ igvRate: 10.5, totals: { igv: 10.5 + 1.1 } }, [], ['3291']).error).toBeUndefined();
    expect(rulesOf({ igvRate: 10.5, totals: { igv: 10.5 + 0.9 } }, [{ ruc: RUC, from: FROM }])).toEqual({
      error: undefined,
      observations: [],
    });
  });

  it("computes with the lines' rate: a factura at 10.5 % whose IGV is 18 % of the base is 3291", () => {
    expect(rulesOf({ igvRate: 10.5, totals: { igv: 18 } }).error).toBe('3291');
  });

  it('a credit note modifying a factura is 3291; one modifying a boleta gets observation 4290', () => {
    expect(rulesOf({ ...NOTE_TO_FACTURA, totals: { igv: 20 } }).error).toBe('3291');
    expect(rulesOf({ ...NOTE_TO_BOLETA, totals: { igv: 20 } })).toEqual({
      error: undefined,
      observations: ['4290'],
    });
  });

  it('a boleta whose IGV is off gets observation 4290 and is accepted', () => {
    expect(rulesOf({ ...BOLETA, totals: { igv: 20 } })).toEqual({ error: undefined, observations: ['4290'] });
    expect(rulesOf({ ...BOLETA, totals: { igv: 20 } }, [], ['4290']).observations).toEqual([]);
  });
});

describe('4439: the reduced rate without the issuer in the padrón', () => {
  const padron = [{ ruc: RUC, from: '2022-09-01' }];

  it('a factura at 10.5 % gets 4439 unless its RUC is in the padrón on the issue date', () => {
    expect(rulesOf({ igvRate: 10.5 })).toEqual({ error: undefined, observations: ['4439'] });
    expect(rulesOf({ igvRate: 10.5 }, padron).observations).toEqual([]);
    expect(rulesOf({ igvRate: 10.5 }, [{ ruc: RUC, from: '2022-09-01', to: BEFORE }]).observations).toEqual([
      '4439',
    ]);
    expect(rulesOf({ igvRate: 10.5 }, [{ ruc: '20100070970', from: '2022-09-01' }]).observations).toEqual([
      '4439',
    ]);
    expect(rulesOf({ igvRate: 10.5 }, [], ['4439']).observations).toEqual([]);
  });

  it('notes at 10 or 10.5 %; never at 18 %', () => {
    expect(rulesOf({ ...NOTE_TO_FACTURA, igvRate: 10 }).observations).toEqual(['4439']);
    expect(rulesOf({ ...NOTE_TO_BOLETA, igvRate: 10.5 }).observations).toEqual(['4439']);
    expect(rulesOf({ ...NOTE_TO_FACTURA, igvRate: 10 }, padron).observations).toEqual([]);
    expect(rulesOf({}).observations).toEqual([]);
  });
});

describe('4019: an RC line whose IGV is not its base × 18 or the reduced rate, ±5', () => {
  const rc = (lines: Parameters<typeof buildSummary>[0]['lines'], referenceDate = FROM) => {
    const identity = readIdentity(
      parseXml(
        buildSummary({ ruc: RUC, id: 'RC-20260214-1', referenceDate, issueDate: '2026-02-14', lines }),
      )!,
    );
    const ctx = {
      identity,
      root: identity.root,
      type: 'RC',
      isValidProductCode: () => true,
      isInReducedIgvPadron: () => false,
      isInSscoPadron: () => false,
      isServiceExporter: () => true,
      receivedOn: identity.issueDate ?? '',
      signing: { senderRuc: RUC, designatedPses: [], certificateRucs: [], issuerKnown: false },
    };
    return applyRules(ctx).observations.map((o) => o.code);
  };

  it('boletas at 18 % or 10.5 % pass, 10 % only before 2026-02-13, a wrong IGV is 4019', () => {
    expect(rc([{ type: '03', id: 'B001-1', status: '1' }])).toEqual([]);
    expect(rc([{ type: '03', id: 'B001-1', status: '1', rate: 10.5, total: 1105 }])).toEqual([]);
    // 10 % of 10 000 is 50 away from 10.5 %: beyond the ±5.
    expect(rc([{ type: '03', id: 'B001-1', status: '1', rate: 10, total: 11000 }])).toEqual(['4019']);
    expect(rc([{ type: '03', id: 'B001-1', status: '1', rate: 10, total: 11000 }], BEFORE)).toEqual([]);
    expect(rc([{ type: '03', id: 'B001-1', status: '1', igv: 30 }])).toEqual(['4019']);
  });

  it('notes keep 10 %', () => {
    const note = { type: '07', id: 'BC01-1', status: '1', reference: { type: '03', id: 'B001-1' } } as const;
    expect(rc([{ ...note, rate: 10, total: 11000 }])).toEqual([]);
  });
});

/** The same through sendBill/sendSummary: the CDR's code and Notes, and the padrón's control. */
describe('the reduced IGV rate through the double', () => {
  let sim: SunatSimulator;
  let n = 500;
  const send = async (spec: Partial<BillSpec>) => {
    const doc = signedBill({ number: ++n, issueDate: FROM, ...spec });
    return (await sendBill(sim.url, doc.name, doc.xml)).cdr!;
  };
  const control = async (body: unknown) => {
    const res = await fetch(sim.controlUrl, { method: 'POST', body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    sim = await startSunatSimulator({
      now: () => new Date('2026-02-14T15:00:00Z'),
      xsd: false,
      pendingPolls: 0,
      reducedIgvPadron: [{ ruc: '20100070970', from: '2022-09-01' }],
    });
  });
  beforeEach(() => sim.control.reset());
  afterAll(() => sim.close());

  it('refuses 10 % on 2026-02-13 and 10.5 % on 2026-02-12 with 3462 and its text', async () => {
    const ten = await send({ igvRate: 10 });
    expect(ten.responseCode).toBe('3462');
    expect(ten.description).toMatch(
      /^La tasa del IGV debe ser la misma en todas las líneas o ítems del documento y debe corresponder con una tasa vigente\./,
    );
    expect((await send({ igvRate: 10.5, issueDate: BEFORE })).responseCode).toBe('3462');
  });

  it('accepts 10.5 % on 2026-02-13 with Note 4439, without it once the RUC is in the padrón (POST /__control)', async () => {
    const observed = await send({ igvRate: 10.5 });
    expect(observed.responseCode).toBe('0');
    expect(observed.notes).toEqual([
      expect.stringMatching(
        /^4439 - El emisor no se encuentra en el Padrón de Tasa especial del IGV - Restaurantes y hoteles/,
      ),
    ]);

    const added = await control({
      action: 'addReducedIgvPadron',
      entries: [{ ruc: RUC, from: '2022-09-01' }],
    });
    expect(added.status).toBe(200);
    expect(added.body.reducedIgvPadron).toEqual([
      { ruc: '20100070970', from: '2022-09-01' },
      { ruc: RUC, from: '2022-09-01' },
    ]);
    const clean = await send({ igvRate: 10.5 });
    expect(clean.responseCode).toBe('0');
    expect(clean.notes).toEqual([]);
  });

  it("replaces the padrón, refuses bad entries, and reset goes back to the options' one", async () => {
    await control({ action: 'reducedIgvPadron', entries: [{ ruc: RUC, from: FROM, to: FROM }] });
    expect(sim.control.reducedIgvPadron()).toEqual([{ ruc: RUC, from: FROM, to: FROM }]);
    expect((await send({ igvRate: 10.5 })).notes).toEqual([]);
    expect(
      (await control({ action: 'reducedIgvPadron', entries: [{ ruc: '123', from: FROM }] })).status,
    ).toBe(400);
    expect((await control({ action: 'addReducedIgvPadron', entries: [{ ruc: RUC }] })).status).toBe(400);
    sim.control.reset();
    expect(sim.control.reducedIgvPadron()).toEqual([{ ruc: '20100070970', from: '2022-09-01' }]);
    sim.control.setReducedIgvPadron([{ ruc: RUC, from: FROM }]);
    expect((await send({ igvRate: 10.5 })).notes).toEqual([]);
  });

  it('accepts a credit note at 10 % modifying a factura after 2026-02-13', async () => {
    sim.registry.put({
      ruc: RUC,
      type: '01',
      series: 'F001',
      number: 1,
      status: 'accepted',
      responseCode: '0',
      issueDate: '2026-01-20',
      receivedAt: '2026-01-20T15:00:00Z',
      via: 'seed',
    });
    const note = await send({ ...NOTE_TO_FACTURA, igvRate: 10, issueDate: '2026-02-14' });
    expect(note.responseCode).toBe('0');
    expect(note.notes.map((text) => text.slice(0, 4))).toEqual(['4439']);
  });

  it('3291 rejects a factura whose IGV is off by more than 1; a boleta is accepted with Note 4290', async () => {
    expect((await send({ totals: { igv: 20 } })).responseCode).toBe('3291');
    const boleta = await send({ ...BOLETA, totals: { igv: 20 } });
    expect(boleta.responseCode).toBe('0');
    expect(boleta.notes).toEqual([expect.stringMatching(/^4290 - El cálculo del IGV es Incorrecto/)]);
  });

  it('an RC with a wrong line IGV is accepted with Note 4019', async () => {
    const rc = signedSummary(1, [{ type: '03', id: 'B001-9', status: '1', igv: 30 }], {
      referenceDate: FROM,
      issueDate: '2026-02-14',
    });
    const ticket = (await sendSummary(sim.url, rc.name, rc.xml)).ticket!;
    const cdr = (await getStatus(sim.url, ticket)).cdr!;
    expect(cdr.responseCode).toBe('0');
    expect(cdr.notes).toEqual([expect.stringMatching(/^4019 - El calculo del IGV no es correcto/)]);
  });
});
