import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { parseXml } from '../src/document/dom.ts';
import { readIdentity } from '../src/document/read-document.ts';
import { startSunatSimulator, type PadronEntry, type SunatSimulator } from '../src/index.ts';
import { SscoPadron } from '../src/registry/ssco-padron.ts';
import { applyRules } from '../src/rules/index.ts';
import { NOW, RUC, getStatus, sendBill, sendSummary } from './fixtures/client.ts';
import { signXml } from './fixtures/sign.ts';
import {
  billName,
  buildBill,
  buildSummary,
  buildVoided,
  type BillSpec,
  type SummaryLineSpec,
} from './fixtures/ubl.ts';

// Real HTTP and RSA on a shared 2-core machine: jest's 5 s is too short for a test that is not stuck.
jest.setTimeout(30_000);

/** The day before and the day 1086, 2228 (minimum 3) and 2369 (no leading zeros) took effect. */
const BEFORE = '2024-02-28';
const FROM = '2024-02-29';
const SUPPLIER_NAME = '<cbc:RegistrationName>EMPRESA DE PRUEBA SAC</cbc:RegistrationName>';
/** The first line's cac:Price/cbc:PriceAmount, as the fixture writes it. */
const PRICE = /(<cac:Price><cbc:PriceAmount currencyID="PEN">)[^<]*/;
const BOLETA = { type: '03', series: 'B001', customer: { scheme: '1', id: '12345678' } } as const;

/** The rules' outcome for an unsigned XML (the rules never look at the signature). */
function rulesOf(xml: string, type: string, options: { ssco?: PadronEntry[]; receivedOn?: string } = {}) {
  const identity = readIdentity(parseXml(xml)!);
  const ssco = new SscoPadron(options.ssco ?? []);
  const outcome = applyRules({
    identity,
    root: identity.root,
    type,
    isValidProductCode: () => true,
    isInReducedIgvPadron: () => false,
    isInSscoPadron: (ruc, date) => ssco.covers(ruc, date),
    isServiceExporter: () => true,
    receivedOn: options.receivedOn ?? identity.issueDate ?? '',
    signing: { senderRuc: RUC, designatedPses: [], certificateRucs: [], issuerKnown: false },
  });
  return { error: outcome.error?.code, observations: outcome.observations.map((o) => o.code) };
}

const bill = (spec: Partial<BillSpec>): BillSpec => ({
  ruc: RUC,
  type: '01',
  series: 'F001',
  number: 1,
  issueDate: FROM,
  ...spec,
});
const billRules = (spec: Partial<BillSpec>, ssco?: PadronEntry[], edit = (xml: string) => xml) => {
  const full = bill(spec);
  return rulesOf(edit(buildBill(full)), full.type, ssco ? { ssco } : {});
};

describe('1086: an issuer in the list of Sujetos sin capacidad operativa', () => {
  const listed: PadronEntry[] = [{ ruc: RUC, from: '2024-01-01' }];

  it('refuses a factura from the issue date 2024-02-29, not the day before', () => {
    expect(billRules({ issueDate: BEFORE }, listed).error).toBeUndefined();
    expect(billRules({ issueDate: FROM }, listed).error).toBe('1086');
  });

  it('reads the list’s validity on the issue date, both ends inclusive', () => {
    const stay: PadronEntry[] = [{ ruc: RUC, from: '2025-03-10', to: '2025-03-20' }];
    expect(billRules({ issueDate: '2025-03-09' }, stay).error).toBeUndefined();
    expect(billRules({ issueDate: '2025-03-10' }, stay).error).toBe('1086');
    expect(billRules({ issueDate: '2025-03-20' }, stay).error).toBe('1086');
    expect(billRules({ issueDate: '2025-03-21' }, stay).error).toBeUndefined();
    expect(billRules({}, [{ ruc: '20100070970', from: '2024-01-01' }]).error).toBeUndefined();
  });

  it('applies to notes that modify a factura, not to boletas nor their notes', () => {
    const note = { type: '07', series: 'FC01', payment: null } as const;
    expect(billRules({ ...note, reference: { type: '01', id: 'F001-1' } }, listed).error).toBe('1086');
    expect(
      billRules(
        { ...note, ...BOLETA, type: '07', series: 'BC01', reference: { type: '03', id: 'B001-1' } },
        listed,
      ).error,
    ).toBeUndefined();
    expect(billRules(BOLETA, listed).error).toBeUndefined();
  });
});

describe('2369: the unit value (cac:Price/cbc:PriceAmount) of each line', () => {
  const withPrice = (price: string) => (xml: string) => xml.replace(PRICE, `$1${price}`);

  it('refuses an integer with leading zeros from the issue date 2024-02-29, not the day before', () => {
    for (const price of ['050', '0050.00000']) {
      expect(billRules({ issueDate: BEFORE }, undefined, withPrice(price)).error).toBeUndefined();
      expect(billRules({ issueDate: FROM }, undefined, withPrice(price)).error).toBe('2369');
    }
  });

  it('refuses more than 12 integers or 10 decimals on both sides of the date', () => {
    for (const issueDate of [BEFORE, FROM]) {
      expect(billRules({ issueDate }, undefined, withPrice('1000000000000')).error).toBe('2369');
      expect(billRules({ issueDate }, undefined, withPrice('50.00000000000')).error).toBe('2369');
      expect(billRules({ issueDate }, undefined, withPrice('50')).error).toBeUndefined();
    }
  });

  it('takes a free line’s 0 and a value below one (0.5)', () => {
    expect(billRules({}, undefined, withPrice('0.50000')).error).not.toBe('2369');
    expect(billRules({}, undefined, withPrice('0')).error).not.toBe('2369');
  });
});

describe('2228: the issuer’s RegistrationName on a resumen diario or a comunicación de baja', () => {
  const named = (xml: string, name: string) =>
    xml.replace(SUPPLIER_NAME, `<cbc:RegistrationName>${name}</cbc:RegistrationName>`);
  const ra = (name: string, issueDate: string) =>
    rulesOf(
      named(
        buildVoided({
          ruc: RUC,
          id: 'RA-1',
          referenceDate: issueDate,
          issueDate,
          lines: [{ type: '01', series: 'F001', number: 1 }],
        }),
        name,
      ),
      'RA',
    ).error;
  const rc = (name: string, issueDate: string) =>
    rulesOf(
      named(
        buildSummary({
          ruc: RUC,
          id: 'RC-1',
          referenceDate: issueDate,
          issueDate,
          lines: [{ type: '03', id: 'B001-1', status: '1' }],
        }),
        name,
      ),
      'RC',
    ).error;

  it('needs 3 characters from 2024-02-29; 2 were enough the day before', () => {
    expect(ra('AB', BEFORE)).toBeUndefined();
    expect(ra('AB', FROM)).toBe('2228');
    expect(rc('AB', FROM)).toBe('2228');
    expect(ra('ABC', FROM)).toBeUndefined();
  });

  it('takes up to 100 characters on one line, on both sides of the date', () => {
    for (const date of [BEFORE, FROM]) {
      expect(rc('A'.repeat(100), date)).toBeUndefined();
      expect(rc('A'.repeat(101), date)).toBe('2228');
      expect(ra('EMPRESA\nSAC', date)).toBe('2228');
    }
  });
});

describe('4443: a resumen diario received more than 7 days after its documents’ date', () => {
  const rc = (
    referenceDate: string,
    receivedOn: string,
    lines: SummaryLineSpec[] = [{ type: '03', id: 'B001-1', status: '1' }],
  ) =>
    rulesOf(buildSummary({ ruc: RUC, id: 'RC-1', referenceDate, issueDate: receivedOn, lines }), 'RC', {
      receivedOn,
    }).observations;

  it('observes from the 8th day, and never refuses', () => {
    expect(rc('2026-11-18', '2026-11-25')).toEqual([]);
    expect(rc('2026-11-18', '2026-11-26')).toEqual(['4443']);
  });

  it('exists for the summaries received from 2024-11-11', () => {
    expect(rc('2024-11-01', '2024-11-10')).toEqual([]);
    expect(rc('2024-11-02', '2024-11-11')).toEqual(['4443']);
  });
});

/** The same through the SOAP service: the CDR's code and Notes, and the list's control. */
describe('parameter 006: the identity document types SUNAT lists on the issue date', () => {
  const foreign = (scheme: string) => ({ scheme, id: '001234567', name: 'CLIENTE EXTRANJERO' });
  const exportOn = (issueDate: string, scheme: string) =>
    billRules({
      issueDate,
      operationType: '0201',
      serviceCountry: 'US',
      customer: foreign(scheme),
      lines: [{ quantity: 1, unitValue: 100, affectation: '40' }],
    }).error;

  it('2800: an export factura to a CPP (H) before 2023-01-01 or a salvoconducto (G) before 2021-09-01', () => {
    expect(exportOn('2022-12-31', 'H')).toBe('2800');
    expect(exportOn('2023-01-01', 'H')).toBeUndefined();
    expect(exportOn('2021-08-31', 'G')).toBe('2800');
    expect(exportOn('2021-09-01', 'G')).toBeUndefined();
    expect(exportOn('2021-08-31', 'F')).toBeUndefined();
    expect(exportOn('2026-11-20', 'Z')).toBe('2800');
  });

  it('2016: a note to a buyer with a type not listed yet on its date', () => {
    const noteOn = (issueDate: string, scheme: string) =>
      billRules({
        type: '07',
        series: 'B001',
        issueDate,
        customer: foreign(scheme),
        reference: { type: '03', id: 'B001-1' },
      }).error;
    expect(noteOn('2022-12-30', 'H')).toBe('2016');
    expect(noteOn('2023-01-02', 'H')).toBeUndefined();
  });

  it('2016: a resumen diario line whose buyer type was not listed on the documents’ date', () => {
    const summaryOn = (referenceDate: string, scheme: string) => {
      const xml = buildSummary({
        ruc: RUC,
        id: 'RC-20221230-1',
        referenceDate,
        issueDate: referenceDate,
        lines: [{ type: '03', id: 'B001-1', status: '1' }],
      }).replace(
        '<cbc:AdditionalAccountID>1</cbc:AdditionalAccountID>',
        `<cbc:AdditionalAccountID>${scheme}</cbc:AdditionalAccountID>`,
      );
      return rulesOf(xml, 'RC').error;
    };
    expect(summaryOn('2022-12-30', 'H')).toBe('2016');
    expect(summaryOn('2023-01-01', 'H')).toBeUndefined();
    expect(summaryOn('2022-12-30', '-')).toBeUndefined();
  });
});

describe('through the double', () => {
  let sim: SunatSimulator;
  let n = 700;
  const control = async (body: unknown) => {
    const res = await fetch(sim.controlUrl, { method: 'POST', body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const sendFactura = async () => {
    const spec = bill({ number: ++n, issueDate: '2026-11-26' });
    return sendBill(sim.url, billName(spec), signXml(buildBill(spec)));
  };
  const summaryVerdict = async (referenceDate: string, lines: SummaryLineSpec[]) => {
    const id = `RC-20261126-${++n}`;
    const xml = signXml(buildSummary({ ruc: RUC, id, referenceDate, issueDate: '2026-11-26', lines }));
    const { ticket } = await sendSummary(sim.url, `${RUC}-${id}`, xml);
    return (await getStatus(sim.url, ticket!)).cdr!;
  };

  beforeAll(async () => {
    sim = await startSunatSimulator({
      xsd: false,
      pendingPolls: 0,
      sscoPadron: [{ ruc: '20100070970', from: '2024-02-29' }],
    });
  });
  beforeEach(() => {
    sim.control.reset();
    sim.control.setClock(NOW);
  });
  afterAll(() => sim.close());

  it('1086: the list is set through /__control, answered as an exception, and reset to the seed', async () => {
    expect((await sendFactura()).cdr?.responseCode).toBe('0');
    const set = await control({ action: 'sscoPadron', entries: [{ ruc: RUC, from: '2026-11-01' }] });
    expect(set.body.sscoPadron).toEqual([{ ruc: RUC, from: '2026-11-01' }]);
    const refused = await sendFactura();
    expect(refused.fault?.code).toMatch(/1086$/);
    expect(refused.fault?.message).toContain('Sujeto sin capacidad operativa');
    expect(
      (await control({ action: 'addSscoPadron', entries: [{ ruc: 'x', from: '2026-11-01' }] })).status,
    ).toBe(400);
    sim.control.reset();
    sim.control.setClock(NOW);
    expect(sim.control.sscoPadron()).toEqual([{ ruc: '20100070970', from: '2024-02-29' }]);
    expect((await sendFactura()).cdr?.responseCode).toBe('0');
  });

  it('3097: the padrón 05 of service exporters is set through /__control and reset to empty', async () => {
    const services = async () => {
      const spec = bill({
        number: ++n,
        issueDate: '2026-11-26',
        operationType: '0201',
        serviceCountry: 'US',
        customer: { scheme: '0', id: 'US-4471' },
        lines: [{ quantity: 1, unitValue: 2500, affectation: '40' }],
      });
      return (await sendBill(sim.url, billName(spec), signXml(buildBill(spec)))).cdr?.responseCode;
    };
    expect(await services()).toBe('3097');
    const set = await control({ action: 'serviceExporters', rucs: [RUC] });
    expect(set.body.serviceExporters).toEqual([RUC]);
    expect(await services()).toBe('0');
    expect((await control({ action: 'addServiceExporters', rucs: ['x'] })).status).toBe(400);
    sim.control.reset();
    sim.control.setClock(NOW);
    expect(sim.control.serviceExporters()).toEqual([]);
  });

  it('4443: a late RC is accepted with the observation; its late void lines are refused, 2957', async () => {
    const add = [{ type: '03', id: 'B001-1', status: '1' }] as const;
    expect((await summaryVerdict('2026-11-19', [...add])).notes).toEqual([]);
    const late = await summaryVerdict('2026-11-18', [...add]);
    expect(late.responseCode).toBe('0');
    expect(late.notes).toEqual([
      expect.stringMatching(/^4443 - El comprobante fue informado fuera del plazo establecido\./),
    ]);
    const seedBoleta = (number: number, issueDate: string) =>
      sim.registry.put({
        ruc: RUC,
        type: '03',
        series: 'B001',
        number,
        status: 'accepted',
        responseCode: '0',
        issueDate,
        receivedAt: `${issueDate}T15:00:00Z`,
        via: 'seed',
      });
    seedBoleta(7, '2026-11-19');
    seedBoleta(8, '2026-11-18');
    const void7 = await summaryVerdict('2026-11-19', [{ type: '03', id: 'B001-7', status: '3' }]);
    expect(void7.responseCode).toBe('0');
    const void8 = await summaryVerdict('2026-11-18', [{ type: '03', id: 'B001-8', status: '3' }]);
    expect([void8.responseCode, void8.notes]).toEqual(['2957', []]);
  });
});
