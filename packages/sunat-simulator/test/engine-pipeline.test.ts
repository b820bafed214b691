import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import fc from 'fast-check';
import { type DocumentInputDraft, documentInputSchema } from '@facturador/contracts';
import {
  buildSignedDocument,
  buildSignedSummary,
  computeDocument,
  summaryLineOf,
  type Issuer,
  type SigningKey,
} from '@facturador/einvoice';
import { generateSigningIdentity, startSunatSimulator, type SunatSimulator } from '../src/index.ts';
import { getStatus, post, envelope, sendBill } from './fixtures/client.ts';

// Real HTTP, xmlsec1 processes and RSA on a shared 2-core machine: jest's 5 s is too short for a test that is not stuck.
jest.setTimeout(30_000);

/**
 * The product's own pipeline (computeDocument → buildSignedDocument) against the double: the engine
 * and the double read the amounts independently, so an engine bug shows up here as a SUNAT code.
 */
const issuer: Issuer = {
  ruc: '20000000001',
  businessName: 'FACTURADOR PRUEBAS S.A.C.',
  address: 'AV. LOS OLIVOS 123',
  ubigeo: '150101',
  establishmentCode: '0000',
};
const user = { user: '20000000001MODDATOS', password: 'moddatos' };
const company = { documentType: '6', documentNumber: '20100070970', name: 'CLIENTE EJEMPLO S.A.' } as const;

function signingKey(commonName = 'FACTURADOR PRUEBAS', ruc = issuer.ruc): SigningKey {
  const id = generateSigningIdentity(commonName, ruc);
  const certificateBase64 = id.certificatePem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
  return { privateKeyPem: id.privateKeyPem, certificatePem: id.certificatePem, certificateBase64 };
}

const compute = (draft: DocumentInputDraft, number: number, igvPercent = '18') =>
  computeDocument(documentInputSchema.parse(draft), {
    issuer,
    number,
    igvPercent,
    issueTime: '10:30:00',
  });

const cases: [string, DocumentInputDraft, number][] = [
  [
    'factura gravada',
    {
      documentType: '01',
      series: 'F001',
      issueDate: '2026-11-20',
      customer: company,
      lines: [
        { description: 'CUADERNO A4', quantity: '2', unitCode: 'NIU', unitValue: '50', affectation: '10' },
        {
          description: 'INSTALACIÓN',
          quantity: '1',
          unitCode: 'ZZ',
          unitValue: '200',
          affectation: '10',
          sunatProductCode: '81111811',
        },
      ],
    },
    1,
  ],
  [
    'factura mixta (descuentos, exonerado, gratuito, ISC, ICBPER, descuento global)',
    {
      documentType: '01',
      series: 'F001',
      issueDate: '2026-11-20',
      customer: company,
      lines: [
        {
          description: 'POLO',
          quantity: '10',
          unitCode: 'NIU',
          unitValue: '20',
          affectation: '10',
          discount: '20',
        },
        { description: 'LIBRO', quantity: '5', unitCode: 'NIU', unitValue: '10', affectation: '20' },
        { description: 'LLAVERO', quantity: '2', unitCode: 'NIU', unitValue: '15', affectation: '11' },
        {
          description: 'CERVEZA',
          quantity: '1',
          unitCode: 'NIU',
          unitValue: '100',
          affectation: '10',
          iscRate: '10',
        },
        {
          description: 'BOLSA',
          quantity: '2',
          unitCode: 'NIU',
          unitValue: '0.10',
          affectation: '10',
          icbperBags: 2,
        },
      ],
      globalDiscount: '10',
    },
    2,
  ],
  [
    'factura al crédito',
    {
      documentType: '01',
      series: 'F001',
      issueDate: '2026-11-20',
      dueDate: '2027-01-20',
      customer: company,
      lines: [
        { description: 'LAPTOP', quantity: '1', unitCode: 'NIU', unitValue: '1000', affectation: '10' },
      ],
      payment: {
        method: 'Credito',
        installments: [
          { amount: '590', dueDate: '2026-12-20' },
          { amount: '590', dueDate: '2027-01-20' },
        ],
      },
    },
    3,
  ],
  [
    'factura con detracción',
    {
      documentType: '01',
      series: 'F001',
      issueDate: '2026-11-20',
      operationType: '1001',
      customer: company,
      lines: [
        { description: 'MANTENIMIENTO', quantity: '1', unitCode: 'ZZ', unitValue: '1000', affectation: '10' },
      ],
      detraction: { code: '037', percent: '12', account: '00-000-123456' },
    },
    4,
  ],
  [
    'exportación de servicios (0201) a un cliente del exterior',
    {
      documentType: '01',
      series: 'F001',
      issueDate: '2026-11-20',
      operationType: '0201',
      currency: 'USD',
      customer: { documentType: '0', documentNumber: 'US-EIN-4471', name: 'ACME SOFTWARE INC.' },
      serviceCountry: 'US',
      lines: [
        {
          description: 'DESARROLLO DE SOFTWARE',
          quantity: '1',
          unitCode: 'ZZ',
          unitValue: '2500',
          affectation: '40',
        },
      ],
    },
    5,
  ],
  [
    'exportación de bienes (0200) FOB en dólares',
    {
      documentType: '01',
      series: 'F001',
      issueDate: '2026-11-20',
      operationType: '0200',
      currency: 'USD',
      customer: { documentType: '0', documentNumber: '98-7654321', name: 'ANDES TRADING LLC' },
      lines: [
        {
          description: 'CAFÉ EN GRANO 60 KG',
          quantity: '20',
          unitCode: 'NIU',
          unitValue: '310.5',
          affectation: '40',
        },
      ],
      incoterm: 'FOB',
    },
    6,
  ],
  [
    'factura de anticipo F001-7',
    {
      documentType: '01',
      series: 'F001',
      issueDate: '2026-11-20',
      customer: company,
      lines: [
        { description: 'ANTICIPO 30 %', quantity: '1', unitCode: 'ZZ', unitValue: '600', affectation: '10' },
      ],
      advance: true,
    },
    7,
  ],
  [
    // After its advance: the double refuses (3218) an advance it has not accepted.
    'factura que deduce el anticipo F001-7',
    {
      documentType: '01',
      series: 'F001',
      issueDate: '2026-11-20',
      customer: company,
      lines: [
        { description: 'ESCRITORIO', quantity: '10', unitCode: 'NIU', unitValue: '200', affectation: '10' },
      ],
      advanceDeductions: [{ documentType: '01', series: 'F001', number: 7, amount: '708' }],
    },
    8,
  ],
  [
    'boleta',
    {
      documentType: '03',
      series: 'B001',
      issueDate: '2026-11-20',
      customer: { documentType: '1', documentNumber: '12345678', name: 'JUAN PÉREZ QUISPE' },
      lines: [
        { description: 'GASEOSA 500 ML', quantity: '3', unitCode: 'NIU', unitValue: '10', affectation: '10' },
      ],
    },
    1,
  ],
  [
    'nota de crédito de la factura F001-1',
    {
      documentType: '07',
      series: 'FC01',
      issueDate: '2026-11-21',
      customer: company,
      lines: [
        { description: 'CUADERNO A4', quantity: '2', unitCode: 'NIU', unitValue: '50', affectation: '10' },
      ],
      reference: {
        documentType: '01',
        series: 'F001',
        number: 1,
        reasonCode: '01',
        reasonDescription: 'Anulación de la operación',
      },
    },
    1,
  ],
  [
    'nota de débito de la factura F001-1',
    {
      documentType: '08',
      series: 'FD01',
      issueDate: '2026-11-21',
      customer: company,
      lines: [
        { description: 'PENALIDAD', quantity: '1', unitCode: 'ZZ', unitValue: '50', affectation: '10' },
      ],
      reference: {
        documentType: '01',
        series: 'F001',
        number: 1,
        reasonCode: '02',
        reasonDescription: 'Aumento en el valor',
      },
    },
    1,
  ],
];

describe('the einvoice pipeline against the double', () => {
  let sim: SunatSimulator;
  const key = signingKey();

  beforeAll(async () => {
    sim = await startSunatSimulator({
      now: () => new Date('2026-11-21T15:00:00Z'),
      signatureVerifier: 'xmlsec1',
      pendingPolls: 0,
      serviceExporters: [issuer.ruc],
    });
  });
  afterAll(() => sim.close());

  it.each(cases)('%s is accepted with 0', async (_name, draft, number) => {
    const files = buildSignedDocument(compute(draft, number), key);
    const res = await sendBill(sim.url, files.fileName, files.xml, user);
    expect(res.fault?.message).toBeUndefined();
    expect({ code: res.cdr?.responseCode, description: res.cdr?.description, notes: res.cdr?.notes }).toEqual(
      expect.objectContaining({ code: '0', notes: [] }),
    );
    expect(res.cdr?.hash).toBe(files.digestValue);
  });

  it('a daily summary of boletas is accepted through a ticket', async () => {
    const boleta = compute(cases.find(([name]) => name === 'boleta')![1], 5);
    const files = buildSignedSummary(
      {
        kind: 'RC',
        issuer,
        referenceDate: '2026-11-20',
        issueDate: '2026-11-21',
        sequence: 1,
        id: 'RC-20261121-1',
        lines: [summaryLineOf(boleta, '1')],
      },
      key,
    );
    const zip = Buffer.from(files.zip).toString('base64');
    const sent = await post(
      sim.url,
      envelope(
        'sendSummary',
        { fileName: `${files.fileName}.zip`, contentFile: zip },
        user.user,
        user.password,
      ),
    );
    const ticket = (sent.body?.sendSummaryResponse as { ticket?: string } | undefined)?.ticket;
    expect(sent.fault).toBeUndefined();
    const done = await getStatus(sim.url, ticket!);
    expect(done.cdr?.responseCode).toBe('0');
  });
});

describe('a boleta the PSE signs for its customer (issue 40)', () => {
  const pse = { ruc: '20611900423', name: 'FACTURADOR DEMO S.A.C.' };
  const pseKey = signingKey('FACTURADOR DEMO', pse.ruc);
  const boleta = () => compute(cases.find(([name]) => name === 'boleta')![1], 40);
  let sim: SunatSimulator;

  beforeAll(async () => {
    sim = await startSunatSimulator({
      now: () => new Date('2026-11-21T15:00:00Z'),
      signatureVerifier: 'xmlsec1',
      // SUNAT knows the issuer's own certificate: any other needs a designation.
      certificates: [{ ruc: issuer.ruc, certificate: signingKey().certificatePem }],
    });
  });
  afterAll(() => sim.close());

  it("is refused with 2325 until the issuer designates the PSE, then accepted with the PSE's signature", async () => {
    const files = buildSignedDocument(boleta(), { ...pseKey, signatory: pse });
    expect((await sendBill(sim.url, files.fileName, files.xml, user)).cdr?.responseCode).toBe('2325');

    sim.control.reset();
    sim.control.setPseDesignations([{ ruc: issuer.ruc, pse: pse.ruc, from: '2026-11-01' }]);
    const accepted = await sendBill(sim.url, files.fileName, files.xml, user);
    expect(accepted.cdr?.responseCode).toBe('0');
    expect(accepted.cdr?.hash).toBe(files.digestValue);
  });
});

describe('documents priced with taxes against the double (issue 39)', () => {
  let sim: SunatSimulator;
  const key = signingKey();
  let number = 0;

  beforeAll(async () => {
    sim = await startSunatSimulator({
      now: () => new Date('2026-11-21T15:00:00Z'),
      // The reduced rate's padrón, so 10.5 % is accepted without observation 4439.
      reducedIgvPadron: [{ ruc: issuer.ruc, from: '2022-09-01' }],
    });
  });
  afterAll(() => sim.close());

  it('accepts with 0 whatever a cashier types: prices, quantities of up to 3 decimals, discounts, 18 or 10.5 %', async () => {
    const line = fc.record({
      price: fc.integer({ min: 1, max: 9_999_999 }),
      quantity: fc.integer({ min: 1, max: 100_000 }),
      scale: fc.integer({ min: 0, max: 3 }),
      discountPercent: fc.option(fc.integer({ min: 0, max: 90 })),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { minLength: 1, maxLength: 5 }),
        fc.constantFrom('18', '10.5'),
        async (lines, igvPercent) => {
          number += 1;
          const draft: DocumentInputDraft = {
            documentType: '01',
            series: 'F002',
            issueDate: '2026-11-20',
            customer: company,
            lines: lines.map(({ price, quantity, scale, discountPercent }) => {
              const unitPrice = (price / 100).toFixed(2);
              const qty = (quantity / 10 ** scale).toFixed(scale);
              const gross = Math.round(Number(qty) * price) / 100;
              const discount = discountPercent ? Math.floor(gross * discountPercent) / 100 : 0;
              return {
                description: 'PRODUCTO',
                quantity: qty,
                unitCode: 'NIU',
                unitPrice,
                affectation: '10' as const,
                ...(discount > 0 ? { discount: discount.toFixed(2) } : {}),
              };
            }),
          };
          const files = buildSignedDocument(compute(draft, number, igvPercent), key);
          const res = await sendBill(sim.url, files.fileName, files.xml, user);
          expect({ fault: res.fault?.message, code: res.cdr?.responseCode, notes: res.cdr?.notes }).toEqual({
            fault: undefined,
            code: '0',
            notes: [],
          });
        },
      ),
      { numRuns: 25 },
    );
  });
});

// The OASIS UBL 2.1 schemas are not shipped with the repository: npm test points UBL21_XSD_DIR at
// the copy beside it when there is one; without it this check cannot run, and says so by skipping.
const withSchemas = process.env.UBL21_XSD_DIR ? describe : describe.skip;

withSchemas('the double with the OASIS UBL 2.1 schemas (UBL21_XSD_DIR)', () => {
  let sim: SunatSimulator;
  const key = signingKey();

  beforeAll(async () => {
    sim = await startSunatSimulator({
      now: () => new Date('2026-11-21T15:00:00Z'),
      ubl21SchemaDirectory: process.env.UBL21_XSD_DIR!,
    });
  });
  afterAll(() => sim.close());

  it('accepts the engine’s factura and refuses one the schema does not allow (0306)', async () => {
    const files = buildSignedDocument(compute(cases[0]![1], 90), key);
    expect((await sendBill(sim.url, files.fileName, files.xml, user)).cdr?.responseCode).toBe('0');
    // An element the schema does not know: the XSD step comes before the signature's (received.ts).
    const computed = compute(cases[0]![1], 91);
    const odd = buildSignedDocument(computed, key);
    const broken = odd.xml.replace('<cbc:UBLVersionID>', '<cbc:Unknown>x</cbc:Unknown><cbc:UBLVersionID>');
    const refused = await sendBill(sim.url, odd.fileName, broken, user);
    expect(refused.fault?.code).toMatch(/0306$/);
    expect(refused.fault?.message).toContain('Unknown');
  });
});
