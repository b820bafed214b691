import { describe, expect, it } from '@jest/globals';
import { documentInputSchema } from '@facturador/contracts';
import { buildDocumentXml, computeDocument, type Issuer } from '@facturador/einvoice';
import { parseXml } from '../src/document/dom.ts';
import { readIdentity } from '../src/document/read-document.ts';
import { describe as sunatText } from '../src/codes.ts';
import { applyRules } from '../src/rules/index.ts';

/**
 * The percepción rows of the Factura sheet (rows 63–64): a factura of operation 2001 the product's
 * engine builds, unsigned (the rules never look at the signature), broken in one place per code,
 * so each test fails without its rule module.
 */
const issuer: Issuer = {
  ruc: '20000000001',
  businessName: 'FACTURADOR PRUEBAS S.A.C.',
  address: 'AV. LOS OLIVOS 123',
  ubigeo: '150101',
  establishmentCode: '0000',
};

/** S/ 1,000 + IGV at the counter, régimen 51 (2 %): base 1,180.00, percepción 23.60, total 1,203.60. */
const xml = buildDocumentXml(
  computeDocument(
    documentInputSchema.parse({
      documentType: '01',
      series: 'F001',
      issueDate: '2026-11-20',
      operationType: '2001',
      customer: { documentType: '6', documentNumber: '20100070970', name: 'CLIENTE EJEMPLO S.A.' },
      lines: [
        { description: 'CEMENTO', quantity: '1', unitCode: 'NIU', unitValue: '1000', affectation: '10' },
      ],
      perception: { code: '51' },
    }),
    { issuer, number: 1, igvPercent: '18', issueTime: '10:30:00' },
  ),
);

function errorOf(document: string): string | undefined {
  const identity = readIdentity(parseXml(document)!);
  return applyRules({
    identity,
    root: identity.root,
    type: '01',
    isValidProductCode: () => true,
    isInReducedIgvPadron: () => false,
    isInSscoPadron: () => false,
    isServiceExporter: () => true,
    receivedOn: '2026-11-21',
    signing: { senderRuc: issuer.ruc, designatedPses: [], certificateRucs: [], issuerKnown: false },
  }).error?.code;
}

const TERMS =
  '<cac:PaymentTerms><cbc:ID>Percepcion</cbc:ID><cbc:Amount currencyID="PEN">1203.60</cbc:Amount></cac:PaymentTerms>';
const CHARGE =
  '<cac:AllowanceCharge><cbc:ChargeIndicator>true</cbc:ChargeIndicator><cbc:AllowanceChargeReasonCode>51</cbc:AllowanceChargeReasonCode><cbc:MultiplierFactorNumeric>0.02</cbc:MultiplierFactorNumeric><cbc:Amount currencyID="PEN">23.60</cbc:Amount><cbc:BaseAmount currencyID="PEN">1180.00</cbc:BaseAmount></cac:AllowanceCharge>';
const edit = (from: string, to: string) => {
  expect(xml).toContain(from);
  return xml.replace(from, to);
};
const charge = (part: string, value: string) =>
  edit(CHARGE, CHARGE.replace(new RegExp(`<cbc:${part}[^>]*>[^<]*</cbc:${part}>`), value));

describe('the percepción within a factura (Factura rows 63–64)', () => {
  it('passes as the engine builds it', () => {
    expect(errorOf(xml)).toBeUndefined();
  });

  const cases: [string, string, () => string][] = [
    ['3093', 'an operation 2001 at the counter without the 51–53 charge', () => edit(CHARGE, '')],
    ['3309', 'an operation 2001 at the counter without the «Percepcion» terms', () => edit(TERMS, '')],
    ['3308', 'a percepción in a venta interna (0101)', () => edit('listID="2001"', 'listID="0101"')],
    [
      '3330',
      'a percepción on credit',
      () =>
        edit(
          '<cbc:PaymentMeansID>Contado</cbc:PaymentMeansID>',
          '<cbc:PaymentMeansID>Credito</cbc:PaymentMeansID><cbc:Amount currencyID="PEN">1180.00</cbc:Amount>',
        ),
    ],
    [
      '3310',
      '«Percepcion» terms without the total',
      () => edit(TERMS, '<cac:PaymentTerms><cbc:ID>Percepcion</cbc:ID></cac:PaymentTerms>'),
    ],
    ['3233', 'a charge without its base', () => charge('BaseAmount', '')],
    [
      '2792',
      'a charge amount in dollars',
      () => charge('Amount', '<cbc:Amount currencyID="USD">23.60</cbc:Amount>'),
    ],
    [
      '2788',
      'a base in dollars',
      () => charge('BaseAmount', '<cbc:BaseAmount currencyID="USD">1180.00</cbc:BaseAmount>'),
    ],
    [
      '2797',
      'a base above the importe total',
      () => charge('BaseAmount', '<cbc:BaseAmount currencyID="PEN">1300.00</cbc:BaseAmount>'),
    ],
    [
      '2798',
      'an amount off by more than 1',
      () => charge('Amount', '<cbc:Amount currencyID="PEN">25.00</cbc:Amount>'),
    ],
    [
      '2798',
      'the factor of another régimen (1 % for 51)',
      () => edit(CHARGE, CHARGE.replace('0.02<', '0.01<').replace('23.60', '11.80')),
    ],
  ];

  it.each(cases)('%s: %s', (code, _what, broken) => {
    expect(errorOf(broken())).toBe(code);
    expect(sunatText(code)).not.toBe(`Error ${code}`);
  });
});
