import { describe, expect, it } from '@jest/globals';
import { parseXml } from '../src/document/dom.ts';
import { readIdentity } from '../src/document/read-document.ts';
import { applyRules, type RuleContext } from '../src/rules/index.ts';
import { rule3236 } from '../src/rules/rule-3236.ts';
import { buildBill, type BillSpec } from './fixtures/ubl.ts';

/**
 * Rules the homologation table (homologation/) found missing: each document is correct but for the
 * one thing its rule checks, so removing the rule makes its test fail.
 */
const spec = (overrides: Partial<BillSpec> = {}): BillSpec => ({
  ruc: '20000000001',
  type: '01',
  series: 'F001',
  number: 1,
  issueDate: '2026-11-26',
  ...overrides,
});

function contextOf(xml: string, type: string): RuleContext {
  const identity = readIdentity(parseXml(xml)!);
  return {
    identity,
    root: identity.root,
    type,
    isValidProductCode: () => true,
    isInReducedIgvPadron: () => false,
    isInSscoPadron: () => false,
    isServiceExporter: () => true,
    receivedOn: identity.issueDate ?? '',
    signing: { senderRuc: '20000000001', designatedPses: [], certificateRucs: [], issuerKnown: false },
  };
}

const errorOf = (xml: string, type: string) => applyRules(contextOf(xml, type)).error?.code;

describe('rules the homologation table asked for', () => {
  it('1001 (row 3): a factura whose series does not start with F; a boleta with B; notes with either', () => {
    expect(errorOf(buildBill(spec({ series: 'B009' })), '01')).toBe('1001');
    expect(errorOf(buildBill(spec()), '01')).toBeUndefined();
    expect(errorOf(buildBill(spec({ series: '0001' })), '01')).toBeUndefined();
    const boleta = { type: '03' as const, customer: { scheme: '1', id: '12345678' } };
    expect(errorOf(buildBill(spec({ ...boleta, series: 'F001' })), '03')).toBe('1001');
    expect(errorOf(buildBill(spec({ ...boleta, series: 'B001' })), '03')).toBeUndefined();
  });

  it('2172 (NotaCredito/NotaDebito row 6): a reason outside Catálogo 09 (credit) or 10 (debit)', () => {
    const credit = buildBill(spec({ type: '07', payment: null, reference: { type: '01', id: 'F001-1' } }));
    const withReason = (xml: string, reason: string) =>
      xml.replace(
        /<cbc:ResponseCode>\d+<\/cbc:ResponseCode>/,
        `<cbc:ResponseCode>${reason}</cbc:ResponseCode>`,
      );
    expect(errorOf(credit, '07')).toBeUndefined();
    expect(errorOf(withReason(credit, '13'), '07')).toBeUndefined();
    expect(errorOf(withReason(credit, '99'), '07')).toBe('2172');
    const debit = buildBill(spec({ type: '08', payment: null, reference: { type: '01', id: 'F001-1' } }));
    expect(errorOf(debit, '08')).toBeUndefined();
    // 04 is a credit note's «Descuento global», not a debit note's reason.
    expect(errorOf(withReason(debit, '04'), '08')).toBe('2172');
  });

  it('3236 (Factura row 37-A): the bags of an ICBPER subtotal equal the line quantity', () => {
    const withBags = (bags: number) =>
      buildBill(spec({ lines: [{ quantity: 2, unitValue: 50 }] })).replace(
        '</cac:TaxSubtotal></cac:TaxTotal><cac:Item>',
        '</cac:TaxSubtotal><cac:TaxSubtotal><cbc:TaxAmount currencyID="PEN">1.00</cbc:TaxAmount>' +
          `<cbc:BaseUnitMeasure unitCode="NIU">${bags}</cbc:BaseUnitMeasure>` +
          '<cac:TaxCategory><cbc:PerUnitAmount currencyID="PEN">0.50</cbc:PerUnitAmount>' +
          '<cac:TaxScheme><cbc:ID>7152</cbc:ID><cbc:Name>ICBPER</cbc:Name><cbc:TaxTypeCode>OTH</cbc:TaxTypeCode></cac:TaxScheme>' +
          '</cac:TaxCategory></cac:TaxSubtotal></cac:TaxTotal><cac:Item>',
      );
    expect(withBags(3)).toContain('<cbc:BaseUnitMeasure unitCode="NIU">3</cbc:BaseUnitMeasure>');
    expect(rule3236.check(contextOf(withBags(3), '01'))).toEqual({
      code: '3236',
      detail: 'Error en la linea: 1 3',
    });
    expect(rule3236.check(contextOf(withBags(2), '01'))).toBeNull();
    expect(rule3236.check(contextOf(withBags(0), '01'))).toBeNull();
  });
});

describe('observations the homologation table asked for', () => {
  it('4207 (Boleta row 16): a boleta whose DNI is not 8 digits is accepted and observed', () => {
    const boleta = (id: string) =>
      applyRules(
        contextOf(buildBill(spec({ type: '03', series: 'B001', customer: { scheme: '1', id } })), '03'),
      );
    expect(boleta('1234567')).toEqual({ observations: [{ code: '4207', detail: 'DNI: 1234567' }] });
    expect(boleta('12345678')).toEqual({ observations: [] });
  });
});
