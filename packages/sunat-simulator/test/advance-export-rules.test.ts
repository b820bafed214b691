import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { parseXml } from '../src/document/dom.ts';
import { readIdentity } from '../src/document/read-document.ts';
import { startSunatSimulator, type SunatSimulator } from '../src/index.ts';
import { applyRules } from '../src/rules/index.ts';
import { NOW, RUC, sendBill } from './fixtures/client.ts';
import { signedBill } from './fixtures/docs.ts';
import { buildBill, type AdvanceSpec, type BillSpec } from './fixtures/ubl.ts';

// Real HTTP, xmlsec1 processes and RSA on a shared 2-core machine.
jest.setTimeout(30_000);

/**
 * The anticipo rows of the Factura sheet (row 65/66, and the 04/05/06 discounts of rows 41–50) and
 * the export of services' country (row 15): a correct document per case, broken in one place, so
 * each test fails without its rule module.
 */
const bill = (spec: Partial<BillSpec>): BillSpec => ({
  ruc: RUC,
  type: '01',
  series: 'F001',
  number: 7,
  issueDate: '2026-11-26',
  ...spec,
});

const findings = (spec: Partial<BillSpec>, serviceExporter = true) =>
  findingsOfXml(buildBill(bill(spec)), serviceExporter);

function findingsOfXml(xml: string, serviceExporter = true) {
  const identity = readIdentity(parseXml(xml)!);
  const ctx = {
    identity,
    root: identity.root,
    type: '01',
    isValidProductCode: () => true,
    isInReducedIgvPadron: () => false,
    isInSscoPadron: () => false,
    isServiceExporter: () => serviceExporter,
    receivedOn: identity.issueDate ?? '',
    signing: { senderRuc: RUC, designatedPses: [], certificateRucs: [], issuerKnown: false },
  };
  return applyRules(ctx).error?.code;
}

/** A sale of 2,000 + IGV that deducts the advance F001-6 of 708 (600 + 108). */
const sale = [{ quantity: 10, unitValue: 200 }];
const advance = (overrides: Partial<AdvanceSpec> = {}): AdvanceSpec => ({
  id: 'F001-6',
  paid: 708,
  ...overrides,
});
const withAdvances = (advances: AdvanceSpec[], extra: Partial<BillSpec> = {}): Partial<BillSpec> => ({
  lines: sale,
  advances,
  ...extra,
});

describe('the anticipo rules of the Factura sheet', () => {
  it('a final factura that deducts its advances right passes every rule', () => {
    expect(findings(withAdvances([advance()]))).toBeUndefined();
    expect(findings(withAdvances([advance(), advance({ id: 'F001-8', paid: 118 })]))).toBeUndefined();
    const mixed = [
      { quantity: 1, unitValue: 500, affectation: '20' as const },
      { quantity: 1, unitValue: 300, affectation: '30' as const },
    ];
    const exempt = [
      advance({ paid: 100, code: '05', discount: 100 }),
      advance({ id: 'F001-8', paid: 50, code: '06', discount: 50 }),
    ];
    expect(findings({ lines: mixed, advances: exempt })).toBeUndefined();
  });

  const cases: [string, string, Partial<BillSpec>][] = [
    [
      '2503',
      'an advance paid of 0',
      withAdvances([advance(), advance({ id: 'F001-8', paid: 0, discount: null })]),
    ],
    ['3211', 'a prepaid payment without its identifier', withAdvances([advance({ prepaidId: null })])],
    [
      '3212',
      'two prepaid payments with one identifier',
      withAdvances([advance(), advance({ id: 'F001-8', paid: 118, prepaidId: '1' })]),
    ],
    ['3213', 'a prepaid payment no reference names', withAdvances([advance({ prepaidId: '9' })])],
    [
      '3215',
      'two references with one identifier',
      withAdvances([advance(), advance({ id: 'F001-8', paid: 118, paymentId: '1', withoutPayment: true })]),
    ],
    [
      '3216',
      'a reference without its identifier',
      withAdvances([advance({ paymentId: null, withoutPayment: true })]),
    ],
    [
      '2505',
      'an identified reference of type 01',
      withAdvances([advance({ type: '01', withoutPayment: true })]),
    ],
    ['2521', 'an advance factura with a B series', withAdvances([advance({ id: 'B001-6' })])],
    ['3217', 'an advance without its issuer', withAdvances([advance({ issuerRuc: null })])],
    ['2520', 'an advance issuer not identified by RUC', withAdvances([advance({ issuerScheme: '1' })])],
    [
      '3220',
      'advances without a PrepaidAmount',
      withAdvances([advance()], { totals: { prepaid: null, payable: 1652 } }),
    ],
    [
      '2509',
      'a PrepaidAmount that is not the sum of the advances',
      withAdvances([advance()], { totals: { prepaid: 700, payable: 1660 } }),
    ],
    [
      '3287',
      'a PrepaidAmount without an advance discount',
      withAdvances([advance({ discount: null })], { totals: { igv: 252 } }),
    ],
    [
      '3282',
      'an advance discount without a PrepaidAmount',
      withAdvances([advance({ type: '09', paymentId: null, withoutPayment: true })], {
        totals: { prepaid: null },
      }),
    ],
    ['3277', 'an IGV base that keeps the advance', withAdvances([advance()], { totals: { igv: 252 } })],
  ];

  it.each(cases)('%s: %s', (code, _what, spec) => {
    expect(findings(spec)).toBe(code);
  });

  it('3275 and 3274: the exonerated and inafecto totals less their advances (05, 06)', () => {
    const lines = [
      { quantity: 1, unitValue: 500, affectation: '20' as const },
      { quantity: 1, unitValue: 300, affectation: '30' as const },
    ];
    const xml = buildBill(
      bill({
        lines,
        advances: [
          advance({ paid: 100, code: '05', discount: 100 }),
          advance({ id: 'F001-8', paid: 50, code: '06', discount: 50 }),
        ],
      }),
    );
    expect(findingsOfXml(xml)).toBeUndefined();
    // The totals as if the advances had not been taken off them.
    const total = (amount: string, scheme: string) =>
      `<cbc:TaxableAmount currencyID="PEN">${amount}</cbc:TaxableAmount><cbc:TaxAmount currencyID="PEN">0.00</cbc:TaxAmount><cac:TaxCategory><cac:TaxScheme><cbc:ID>${scheme}</cbc:ID>`;
    expect(findingsOfXml(xml.replace(total('400.00', '9997'), total('500.00', '9997')))).toBe('3275');
    expect(findingsOfXml(xml.replace(total('250.00', '9998'), total('300.00', '9998')))).toBe('3274');
  });

  it('3279: the price of the sale keeps the IGV of its advances', () => {
    expect(findings(withAdvances([advance()], { totals: { taxInclusive: 2252, payable: 1544 } }))).toBe(
      '3279',
    );
  });
});

describe('exports', () => {
  const services = (serviceCountry?: string): Partial<BillSpec> => ({
    operationType: '0201',
    customer: { scheme: '0', id: 'US-4471' },
    lines: [{ quantity: 1, unitValue: 2500, affectation: '40' }],
    ...(serviceCountry ? { serviceCountry } : {}),
  });

  it('3098/3099: an export of services names a country of use other than Peru', () => {
    expect(findings(services('US'))).toBeUndefined();
    expect(findings(services())).toBe('3098');
    expect(findings(services('PE'))).toBe('3099');
    expect(findings(services('usa'))).toBe('3099');
  });

  it('3097: an export of services comes from an issuer in the padrón 05 of service exporters', () => {
    expect(findings(services('US'), false)).toBe('3097');
    expect(findings({ ...services('US'), operationType: '0200' }, false)).not.toBe('3097');
    expect(findings(services('US'), true)).toBeUndefined();
  });

  it('3273: the 9995 total is the export lines’ value', () => {
    const goods = {
      ...services('US'),
      operationType: '0200',
      totals: { lineExtension: 2500, taxInclusive: 2500 },
    };
    expect(findings(goods)).toBeUndefined();
    const spec = bill(goods);
    const broken = buildBill(spec).replace(
      '<cbc:TaxableAmount currencyID="PEN">2500.00</cbc:TaxableAmount><cbc:TaxAmount currencyID="PEN">0.00</cbc:TaxAmount><cac:TaxCategory><cac:TaxScheme>',
      '<cbc:TaxableAmount currencyID="PEN">2400.00</cbc:TaxableAmount><cbc:TaxAmount currencyID="PEN">0.00</cbc:TaxAmount><cac:TaxCategory><cac:TaxScheme>',
    );
    expect(findingsOfXml(broken)).toBe('3273');
  });
});

describe('3218: the advance must be accepted in the register', () => {
  let sim: SunatSimulator;
  beforeAll(async () => {
    sim = await startSunatSimulator({ now: () => NOW, signatureVerifier: 'xmlsec1', xsd: false });
  });
  afterAll(() => sim.close());

  it('refuses a factura that deducts an advance the register does not hold, then accepts it once the advance is', async () => {
    const final = (number: number) => signedBill({ number, ...withAdvances([advance({ id: 'F001-60' })]) });
    const early = final(61);
    const refused = await sendBill(sim.url, early.name, early.xml);
    expect(refused.cdr?.responseCode).toBe('3218');

    const advanceDoc = signedBill({ number: 60, lines: [{ quantity: 1, unitValue: 600 }] });
    expect((await sendBill(sim.url, advanceDoc.name, advanceDoc.xml)).cdr?.responseCode).toBe('0');
    const later = final(62);
    expect((await sendBill(sim.url, later.name, later.xml)).cdr?.responseCode).toBe('0');
  });

  it('3097: refuses an export of services until its issuer is in the padrón 05, with SUNAT’s text', async () => {
    const services = (number: number) =>
      signedBill({
        number,
        operationType: '0201',
        customer: { scheme: '0', id: 'US-4471' },
        serviceCountry: 'US',
        lines: [{ quantity: 1, unitValue: 2500, affectation: '40' }],
      });
    const first = services(70);
    const refused = await sendBill(sim.url, first.name, first.xml);
    expect({ code: refused.cdr?.responseCode, text: refused.cdr?.description }).toEqual({
      code: '3097',
      text: expect.stringContaining(
        'El emisor a la fecha no se encuentra registrado ó habilitado en el Registro de exportadores de servicios SUNAT',
      ),
    });
    sim.control.setServiceExporters([RUC]);
    const second = services(71);
    expect((await sendBill(sim.url, second.name, second.xml)).cdr?.responseCode).toBe('0');
  });
});
