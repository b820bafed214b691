import { describe, expect, it } from '@jest/globals';
import type { DocumentInputDraft } from '@facturador/contracts';
import { ruleMessages, validateDocument } from '../../src/calc.ts';
import { buildDocumentXml } from '../../src/ubl/document-xml.ts';
import { compute, facturaDraft, fixed, line, parse } from './documents.ts';

/** A factura of operation 2001 at the counter, S/ 1,000 + IGV, with the percepción of `code`. */
const withPerception = (code: '51' | '52' | '53' = '51', overrides: Partial<DocumentInputDraft> = {}) =>
  facturaDraft({
    operationType: '2001',
    lines: [line({ unitValue: '1000' })],
    perception: { code },
    ...overrides,
  });

describe('a factura with percepción (operación 2001)', () => {
  it('charges the régimen’s rate on the importe total: 51 2 %, 52 1 %, 53 0.5 %', () => {
    const amounts = (['51', '52', '53'] as const).map((code) => {
      const p = compute(withPerception(code)).perception!;
      return [code, fixed(p.factor, 3), fixed(p.baseAmount), fixed(p.amount), fixed(p.totalWithPerception)];
    });
    expect(amounts).toEqual([
      ['51', '0.020', '1180.00', '23.60', '1203.60'],
      ['52', '0.010', '1180.00', '11.80', '1191.80'],
      ['53', '0.005', '1180.00', '5.90', '1185.90'],
    ]);
  });

  it('leaves the factura’s own totals as they are: the percepción is not one of its charges', () => {
    const doc = compute(withPerception());
    expect([doc.totals.payableAmount, doc.totals.chargeTotalAmount].map((v) => fixed(v))).toEqual([
      '1180.00',
      '0.00',
    ]);
  });

  it('writes the «Percepcion» terms and the 51 charge in soles, the charge after the discounts', () => {
    const xml = buildDocumentXml(compute(withPerception()));
    expect(xml).toContain(
      '<cac:PaymentTerms><cbc:ID>Percepcion</cbc:ID><cbc:Amount currencyID="PEN">1203.60</cbc:Amount></cac:PaymentTerms>',
    );
    expect(xml).toContain(
      '<cac:AllowanceCharge><cbc:ChargeIndicator>true</cbc:ChargeIndicator><cbc:AllowanceChargeReasonCode>51</cbc:AllowanceChargeReasonCode><cbc:MultiplierFactorNumeric>0.02</cbc:MultiplierFactorNumeric><cbc:Amount currencyID="PEN">23.60</cbc:Amount><cbc:BaseAmount currencyID="PEN">1180.00</cbc:BaseAmount></cac:AllowanceCharge>',
    );
    expect(xml.indexOf('<cbc:ID>Percepcion</cbc:ID>')).toBeGreaterThan(
      xml.indexOf('<cbc:ID>FormaPago</cbc:ID>'),
    );
    expect(xml.indexOf('<cbc:AllowanceChargeReasonCode>51')).toBeLessThan(xml.indexOf('<cac:TaxTotal>'));
    expect(buildDocumentXml(compute(facturaDraft()))).not.toContain('Percepcion');
  });
});

describe('the percepción rules before the number', () => {
  const found = (draft: DocumentInputDraft) =>
    validateDocument(parse(draft), { today: '2026-11-26' }).map((issue) => [
      issue.code,
      issue.field,
      issue.message,
    ]);

  it('passes a factura 2001 at the counter with its régimen, and one on credit without it', () => {
    expect(found(withPerception())).toEqual([]);
    const credit = {
      payment: { method: 'Credito' as const, installments: [{ amount: '1180.00', dueDate: '2026-12-26' }] },
    };
    expect(
      found(facturaDraft({ operationType: '2001', lines: [line({ unitValue: '1000' })], ...credit })),
    ).toEqual([]);
  });

  it('3093: an operation 2001 at the counter without the percepción', () => {
    expect(found(facturaDraft({ operationType: '2001' }))).toEqual([
      ['3093', 'perception', ruleMessages.operationNeedsPerception],
    ]);
  });

  it('3308: a percepción outside the operation 2001, or on a boleta', () => {
    expect(found(withPerception('51', { operationType: '0101' }))).toEqual([
      ['3308', 'perception', ruleMessages.perceptionNeedsOperation],
    ]);
    const boleta = withPerception('51', {
      documentType: '03',
      series: 'B001',
      customer: { documentType: '1', documentNumber: '46027896', name: 'ANA TORRES' },
    });
    expect(found(boleta)).toContainEqual(['3308', 'perception', ruleMessages.perceptionOnlyFacturas]);
  });

  it('3330: a percepción on credit', () => {
    const credit = {
      payment: { method: 'Credito' as const, installments: [{ amount: '1180.00', dueDate: '2026-12-26' }] },
    };
    expect(found(withPerception('51', credit))).toEqual([
      ['3330', 'perception', ruleMessages.perceptionOnlyCash],
    ]);
  });

  it('2792: a percepción on a factura in dollars', () => {
    expect(found(withPerception('51', { currency: 'USD' }))).toEqual([
      ['2792', 'currency', ruleMessages.perceptionCurrency],
    ]);
  });
});
