import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { parseXml } from '../src/document/dom.ts';
import { readIdentity } from '../src/document/read-document.ts';
import { startSunatSimulator, type SunatSimulator } from '../src/index.ts';
import { applyRules } from '../src/rules/index.ts';
import { NOW, RUC, sendBill } from './fixtures/client.ts';
import { signedBill } from './fixtures/docs.ts';
import type { BillSpec } from './fixtures/ubl.ts';

// Real HTTP, xmlsec1 processes and RSA on a shared 2-core machine: jest's 5 s is too short for a test that is not stuck.
jest.setTimeout(30_000);

/**
 * Step 6: one document per rule, correct except for the one thing the rule checks, so each test
 * fails if its rule module is removed (the document would be accepted with 0).
 */

/** What the rules see of a test document, with the registers answered as the test needs. */
function rulesContextOf(doc: ReturnType<typeof signedBill>, options: { validProductCodes?: boolean } = {}) {
  const identity = readIdentity(parseXml(doc.xml)!);
  return {
    identity,
    root: identity.root,
    type: doc.spec.type,
    isValidProductCode: () => options.validProductCodes ?? true,
    isInReducedIgvPadron: () => false,
    isInSscoPadron: () => false,
    isServiceExporter: () => true,
    receivedOn: identity.issueDate ?? '',
    signing: { senderRuc: doc.spec.ruc, designatedPses: [], certificateRucs: [], issuerKnown: false },
  };
}

describe('business rules (±1 tolerance), each answered with its code in the CDR', () => {
  let sim: SunatSimulator;
  let n = 200;
  const send = async (spec: Partial<BillSpec>) => {
    const doc = signedBill({ number: ++n, ...spec });
    return sendBill(sim.url, doc.name, doc.xml);
  };

  beforeAll(async () => {
    sim = await startSunatSimulator({
      now: () => NOW,
      signatureVerifier: 'xmlsec1',
      xsd: false,
      // The 2801 case is an export of services: its issuer is a registered service exporter (3097).
      serviceExporters: [RUC],
    });
  });
  afterAll(() => sim.close());

  const cases: [string, string, Partial<BillSpec>][] = [
    ['2017', 'a RUC customer whose RUC has 10 digits', { customer: { scheme: '6', id: '2010007097' } }],
    ['2800', 'a factura to a DNI in a domestic sale', { customer: { scheme: '1', id: '12345678' } }],
    [
      '2800',
      'an export factura to a buyer identified by RUC',
      {
        operationType: '0200',
        customer: { scheme: '6', id: '20100070970' },
        lines: [{ quantity: 1, unitValue: 100, affectation: '40' }],
      },
    ],
    ['2021', 'a buyer without a name', { customer: { scheme: '6', id: '20100070970', name: '' } }],
    ['2022', 'a buyer name of 2 characters', { customer: { scheme: '6', id: '20100070970', name: 'AB' } }],
    [
      '2022',
      'a buyer name on two lines',
      { customer: { scheme: '6', id: '20100070970', name: 'CLIENTE\nSAC' } },
    ],
    [
      '2801',
      'an export factura to a DNI of 7 digits',
      {
        operationType: '0201',
        serviceCountry: 'US',
        customer: { scheme: '1', id: '1234567' },
        lines: [{ quantity: 1, unitValue: 100, affectation: '40' }],
      },
    ],
    [
      '2936',
      'a line in a unit outside catálogo 03',
      { lines: [{ quantity: 1, unitValue: 100, unitCode: 'XYZ' }] },
    ],
    ['3030', 'no establishment code (AddressTypeCode)', { addressTypeCode: null }],
    ['3244', 'a factura without FormaPago', { payment: null }],
    ['3246', 'a FormaPago that is not Contado/Credito/CuotaNNN', { payment: 'Efectivo' }],
    [
      '2992',
      'a line tax without cbc:Percent',
      { lines: [{ quantity: 2, unitValue: 50, affectation: '20', omitPercent: true }] },
    ],
    ['3103', 'a line IGV that is not base × rate', { lines: [{ quantity: 2, unitValue: 50, igv: 25 }] }],
    [
      '3270',
      'a unit price that is not (value + IGV) / quantity',
      { lines: [{ quantity: 2, unitValue: 50, priceWithTax: 75 }] },
    ],
    [
      '3271',
      'a line value that is not quantity × unit value',
      { lines: [{ quantity: 2, unitValue: 50, lineExtension: 150 }] },
    ],
    [
      '3278',
      'a total value of sale that is not the sum of the lines',
      { totals: { lineExtension: 90, taxInclusive: 108, payable: 108 } },
    ],
    ['3279', 'a TaxInclusiveAmount without the IGV', { totals: { taxInclusive: 100, payable: 100 } }],
    ['3280', 'a PayableAmount that is not the TaxInclusiveAmount', { totals: { payable: 130 } }],
  ];

  it.each(cases)('%s: %s', async (code, _what, spec) => {
    const res = await send(spec);
    expect(res.fault).toBeUndefined();
    expect(res.cdr?.responseCode).toBe(code);
  });

  it('an export with a gravado line breaks 2642 (its line) and 3107 (its global IGV), in that order', () => {
    const doc = signedBill({ number: 1, operationType: '0200', customer: { scheme: '0', id: 'US123456' } });
    const ctx = rulesContextOf(doc);
    expect(applyRules(ctx).error?.code).toBe('2642');
    expect(applyRules(ctx, new Set(['2642'])).error?.code).toBe('3107');
    expect(applyRules(ctx, new Set(['2642', '3107'])).error).toBeUndefined();
    expect(applyRules(rulesContextOf(signedBill({ number: 2 }))).error).toBeUndefined();
  });

  it.each(cases)(
    '%s is the only rule the document breaks: without it the rules pass',
    (code, _what, spec) => {
      const doc = signedBill({ number: 1, ...spec });
      const ctx = rulesContextOf(doc);
      expect(applyRules(ctx).error?.code).toBe(code);
      expect(applyRules(ctx, new Set([code])).error).toBeUndefined();
    },
  );

  it('the tolerance is ±1: an IGV 0.90 off is accepted, 1.10 off is 3103', async () => {
    const near = await send({ lines: [{ quantity: 2, unitValue: 50, igv: 18.9 }] });
    expect(near.cdr?.responseCode).toBe('0');
    const far = await send({ lines: [{ quantity: 2, unitValue: 50, igv: 19.1 }] });
    expect(far.cdr?.responseCode).toBe('3103');
  });

  it('a boleta to a DNI passes the customer and payment rules that only apply to facturas', async () => {
    const res = await send({
      type: '03',
      series: 'B001',
      customer: { scheme: '1', id: '12345678' },
      payment: null,
    });
    expect(res.cdr?.responseCode).toBe('0');
  });

  it('3496: an invalid SUNAT product code is accepted with an observation Note (4332 before 2026-01-31)', async () => {
    const res = await send({ lines: [{ quantity: 1, unitValue: 10, productCode: '12345' }] });
    expect(res.cdr?.responseCode).toBe('0');
    expect(res.cdr?.notes).toHaveLength(1);
    expect(res.cdr?.notes[0]).toMatch(/^3496 - El Código producto de SUNAT no es válido/);
    const valid = await send({ lines: [{ quantity: 1, unitValue: 10, productCode: '43211503' }] });
    expect(valid.cdr?.notes).toEqual([]);
    const placeholder = await send({ lines: [{ quantity: 1, unitValue: 10, productCode: '99999999' }] });
    expect(placeholder.cdr?.notes).toEqual([]);
    // The day before SUNAT's change and the day of it, judged by the rules alone (no date window).
    const observed = (issueDate: string) => {
      const doc = signedBill({
        number: 1,
        issueDate,
        lines: [{ quantity: 1, unitValue: 10, productCode: '12345' }],
      });
      const ctx = rulesContextOf(doc, { validProductCodes: false });
      return applyRules(ctx).observations.map((found) => found.code);
    };
    expect(observed('2026-01-30')).toEqual(['4332']);
    expect(observed('2026-01-31')).toEqual(['3496']);
  });

  it('a rule can be switched off, and rejections can come as a fault instead of a CDR', async () => {
    const lenient = await startSunatSimulator({
      now: () => NOW,
      xsd: false,
      disabledRules: ['3103'],
      rejectionsAs: 'fault',
    });
    try {
      const off = signedBill({ number: 1, lines: [{ quantity: 2, unitValue: 50, igv: 25 }] });
      expect((await sendBill(lenient.url, off.name, off.xml)).cdr?.responseCode).toBe('0');
      const bad = signedBill({ number: 2, payment: null });
      const res = await sendBill(lenient.url, bad.name, bad.xml);
      expect(res.fault?.code).toBe('Client.3244');
      // Still burned: the number was registered as rejected.
      expect(lenient.registry.get(bad.spec.ruc, '01', 'F001', 2)?.status).toBe('rejected');
    } finally {
      await lenient.close();
    }
  });
});
