import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { documentInputSchema, type DocumentInputDraft } from '@facturador/contracts';
import {
  buildSignedSummary,
  buildSummaryXml,
  computeDocument,
  summaryLineOf,
  type ComputedDocument,
  type Issuer,
  type SigningKey,
  type SummaryLine,
} from '@facturador/einvoice';
import { parseXml } from '../src/document/dom.ts';
import { readIdentity } from '../src/document/read-document.ts';
import { generateSigningIdentity, startSunatSimulator, type SunatSimulator } from '../src/index.ts';
import { applyRules } from '../src/rules/index.ts';
import { envelope, getStatus, post, RUC } from './fixtures/client.ts';
import { buildSummary, type SummaryLineSpec } from './fixtures/ubl.ts';

// Real HTTP and RSA on a shared 2-core machine: jest's 5 s is too short for a test that is not stuck.
jest.setTimeout(30_000);

/** The observations the rules give an unsigned RC. */
function observationsOfXml(xml: string): string[] {
  const identity = readIdentity(parseXml(xml)!);
  return applyRules({
    identity,
    root: identity.root,
    type: 'RC',
    isValidProductCode: () => true,
    isInReducedIgvPadron: () => false,
    isInSscoPadron: () => false,
    isServiceExporter: () => true,
    receivedOn: '2026-11-26',
    signing: { senderRuc: RUC, designatedPses: [], certificateRucs: [], issuerKnown: false },
  }).observations.map((o) => o.code);
}

/** The observations the rules give an unsigned RC of these lines. */
const observationsOf = (lines: SummaryLineSpec[]): string[] =>
  observationsOfXml(
    buildSummary({
      ruc: RUC,
      id: 'RC-20261126-1',
      referenceDate: '2026-11-26',
      issueDate: '2026-11-26',
      lines,
    }),
  );

describe('4027: an RC line’s TotalAmount is its values plus its taxes plus its charges, ±5', () => {
  const line = (totalAmount?: number): SummaryLineSpec => ({
    type: '03',
    id: 'B001-1',
    status: '1',
    total: 1180,
    ...(totalAmount === undefined ? {} : { totalAmount }),
  });

  it('passes a line whose total is its base and IGV, within 5', () => {
    expect(observationsOf([line()])).toEqual([]);
    expect(observationsOf([line(1185)])).toEqual([]);
    expect(observationsOf([line(1175)])).toEqual([]);
  });

  it('passes the line the engine builds for a boleta of rice (IVAP): its base is gravada', () => {
    const rice = computeDocument(
      documentInputSchema.parse({
        documentType: '03',
        series: 'B005',
        issueDate: '2026-11-26',
        customer: { documentType: '1', documentNumber: '46027896', name: 'ANA TORRES' },
        lines: [
          {
            description: 'ARROZ PILADO',
            quantity: '10',
            unitCode: 'KGM',
            unitValue: '50',
            affectation: '17',
          },
        ],
      }),
      { issuer, number: 9, igvPercent: '18', issueTime: '10:30:00' },
    );
    const xml = buildSummaryXml({
      kind: 'RC',
      issuer,
      referenceDate: '2026-11-26',
      issueDate: '2026-11-26',
      sequence: 1,
      id: 'RC-20261126-1',
      lines: [summaryLineOf(rice, '1')],
    });
    expect(observationsOfXml(xml)).toEqual([]);
  });

  it('observes a line whose total is off by more than 5', () => {
    expect(observationsOf([line(1185.01)])).toEqual(['4027']);
    expect(observationsOf([line(), line(590)])).toEqual(['4027']);
  });
});

const issuer: Issuer = {
  ruc: '20000000001',
  businessName: 'FACTURADOR PRUEBAS S.A.C.',
  address: 'AV. LOS OLIVOS 123',
  ubigeo: '150101',
  establishmentCode: '0000',
};
const user = { user: '20000000001MODDATOS', password: 'moddatos' };
const person = { documentType: '1', documentNumber: '46027896', name: 'ANA TORRES' } as const;

function signingKey(): SigningKey {
  const id = generateSigningIdentity('FACTURADOR PRUEBAS', issuer.ruc);
  const certificateBase64 = id.certificatePem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
  return { privateKeyPem: id.privateKeyPem, certificatePem: id.certificatePem, certificateBase64 };
}

const boleta = (
  number: number,
  unitValue: string,
  extra: Partial<DocumentInputDraft> = {},
): ComputedDocument =>
  computeDocument(
    documentInputSchema.parse({
      documentType: '03',
      series: 'B005',
      issueDate: '2026-11-20',
      customer: person,
      lines: [{ description: 'SERVICIO', quantity: '1', unitCode: 'ZZ', unitValue, affectation: '10' }],
      ...extra,
    }),
    { issuer, number, igvPercent: '18', issueTime: '10:30:00' },
  );

describe('a boleta that deducts an advance, informed by a resumen diario', () => {
  let sim: SunatSimulator;
  const key = signingKey();
  let sequence = 0;

  beforeAll(async () => {
    sim = await startSunatSimulator({
      now: () => new Date('2026-11-21T15:00:00Z'),
      signatureVerifier: 'xmlsec1',
      pendingPolls: 0,
    });
  });
  afterAll(() => sim.close());

  async function sendRc(lines: SummaryLine[]) {
    sequence += 1;
    const files = buildSignedSummary(
      {
        kind: 'RC',
        issuer,
        referenceDate: '2026-11-20',
        issueDate: '2026-11-21',
        sequence,
        id: `RC-20261121-${sequence}`,
        lines,
      },
      key,
    );
    const sent = await post(
      sim.url,
      envelope(
        'sendSummary',
        { fileName: `${files.fileName}.zip`, contentFile: Buffer.from(files.zip).toString('base64') },
        user.user,
        user.password,
      ),
    );
    const ticket = (sent.body?.sendSummaryResponse as { ticket?: string } | undefined)?.ticket;
    expect(sent.fault).toBeUndefined();
    const cdr = (await getStatus(sim.url, ticket!)).cdr;
    return { code: cdr?.responseCode, notes: (cdr?.notes ?? []).map((note) => note.slice(0, 4)) };
  }

  // The advance B005-1 (300 + IGV = 354) and the sale B005-2 (1,000 + IGV) that deducts 354 of it.
  const advance = boleta(1, '300', { advance: true });
  const sale = (number: number) =>
    boleta(number, '1000', {
      advanceDeductions: [{ documentType: '03', series: 'B005', number: 1, amount: '354' }],
    });

  it('is accepted without observations when its line carries what the boleta declares (payable 826)', async () => {
    const line = summaryLineOf(sale(2), '1');
    expect([line.totals.taxed, line.totals.igv, line.totals.payableAmount].map((v) => v.toFixed(2))).toEqual([
      '700.00',
      '126.00',
      '826.00',
    ]);
    expect(await sendRc([summaryLineOf(advance, '1'), line])).toEqual({ code: '0', notes: [] });
  });

  it('is observed with 4027 when the line’s total keeps the advance (the whole sale, 1,180)', async () => {
    const computed = sale(3);
    const line = summaryLineOf(computed, '1');
    const whole = { ...line, totals: { ...line.totals, payableAmount: computed.totals.taxInclusiveAmount } };
    expect(await sendRc([whole])).toEqual({ code: '0', notes: ['4027'] });
  });
});
