import { describe, expect, it } from '@jest/globals';
import type { DocumentInputDraft } from '@facturador/contracts';
import { ruleMessages, validateDocument } from '../../src/calc.ts';
import { boletaDraft, facturaDraft, line, parse } from '../taxes/documents.ts';

const check = (draft: DocumentInputDraft) => validateDocument(parse(draft), { today: '2026-11-26' });
const found = (draft: DocumentInputDraft) =>
  check(draft).map((issue) => [issue.code, issue.field, issue.message]);

const foreignBuyer = { documentType: '0', documentNumber: 'US-778899', name: 'ACME IMPORTS LLC' } as const;
const serviceExport = (overrides: Partial<DocumentInputDraft> = {}) =>
  facturaDraft({
    operationType: '0201',
    currency: 'USD',
    customer: foreignBuyer,
    lines: [line({ affectation: '40', unitCode: 'ZZ' })],
    serviceCountry: 'US',
    ...overrides,
  });
const advance = (overrides: Record<string, unknown> = {}) => ({
  documentType: '01' as const,
  series: 'F001',
  number: 12,
  amount: '118',
  ...overrides,
});

describe('exports', () => {
  it('an export of goods with its Incoterm, and one of services with its country, pass', () => {
    const goods = facturaDraft({
      operationType: '0200',
      currency: 'USD',
      customer: foreignBuyer,
      lines: [line({ affectation: '40' })],
      incoterm: 'FOB',
    });
    expect(check(goods)).toEqual([]);
    expect(check(serviceExport())).toEqual([]);
  });

  it('3097: an export of services from an issuer outside SUNAT’s register of service exporters, when known', () => {
    const today = '2026-11-26';
    const codes = (draft: DocumentInputDraft, issuerServiceExporter?: boolean) =>
      validateDocument(parse(draft), {
        today,
        ...(issuerServiceExporter === undefined ? {} : { issuerServiceExporter }),
      }).map((issue) => [issue.code, issue.field, issue.message]);
    const refused = [['3097', 'operationType', ruleMessages.issuerNotServiceExporter]];
    expect(codes(serviceExport(), false)).toEqual(refused);
    expect(codes(boletaDraft({ ...serviceExport(), documentType: '03', series: 'B001' }), false)).toEqual(
      refused,
    );
    expect(codes(serviceExport(), true)).toEqual([]);
    // The notes' sheets have no 3097 row: a credit note of that export is not refused by it.
    const note = serviceExport({
      documentType: '07',
      series: 'FC01',
      reference: {
        documentType: '01',
        series: 'F001',
        number: 1,
        reasonCode: '01',
        reasonDescription: 'Anulación',
      },
    });
    expect(codes(note, false).filter(([code]) => code === '3097')).toEqual([]);
    expect(codes(serviceExport())).toEqual([]);
    const goods = serviceExport({ operationType: '0200', serviceCountry: undefined });
    expect(codes(goods, false)).toEqual([]);
  });

  it('3098: an export of services needs the country where the service is used', () => {
    const { serviceCountry: _omitted, ...draft } = serviceExport();
    expect(found(draft)).toEqual([['3098', 'serviceCountry', ruleMessages.serviceCountryRequired]]);
  });

  it('3099: that country is not Peru, and only 0201 carries one', () => {
    expect(found(serviceExport({ serviceCountry: 'PE' }))).toEqual([
      ['3099', 'serviceCountry', ruleMessages.serviceCountryNotPeru],
    ]);
    expect(found(facturaDraft({ serviceCountry: 'US' }))).toEqual([
      ['3099', 'serviceCountry', ruleMessages.serviceCountryOnlyServices],
    ]);
  });

  it('the contract refuses an Incoterm outside the list', () => {
    expect(() => parse(facturaDraft({ incoterm: 'XYZ' as 'FOB' }))).toThrow();
  });
});

describe('advances (anticipos)', () => {
  it('a factura deducting an advance of a factura, and a boleta of a boleta, pass', () => {
    expect(check(facturaDraft({ advanceDeductions: [advance()] }))).toEqual([]);
    expect(
      check(
        boletaDraft({ advanceDeductions: [advance({ documentType: '03', series: 'B001', amount: '59' })] }),
      ),
    ).toEqual([]);
  });

  it('2505: a note deducts no advance, nor does an advance document', () => {
    const note = facturaDraft({
      documentType: '07',
      series: 'FC01',
      reference: {
        documentType: '01',
        series: 'F001',
        number: 3,
        reasonCode: '01',
        reasonDescription: 'Anulación',
      },
      advanceDeductions: [advance()],
    });
    expect(found(note)).toEqual([['2505', 'advanceDeductions', ruleMessages.advanceOnlyInvoices]]);
    expect(found(facturaDraft({ advance: true, advanceDeductions: [advance()] }))).toEqual([
      ['2505', 'advanceDeductions', ruleMessages.advanceIsNotDeduction],
    ]);
  });

  it('2503: the amount deducted is more than zero', () => {
    expect(found(facturaDraft({ advanceDeductions: [advance({ amount: '0.00' })] }))).toEqual([
      ['2503', 'advanceDeductions.0.amount', ruleMessages.advanceAmount],
    ]);
  });

  it('2521: the advance series follows its type', () => {
    expect(found(facturaDraft({ advanceDeductions: [advance({ series: 'B001' })] }))).toEqual([
      ['2521', 'advanceDeductions.0.series', ruleMessages.advanceSeries],
    ]);
  });

  it('3215: the same advance twice', () => {
    const draft = facturaDraft({
      lines: [line({ unitValue: '1000' })],
      advanceDeductions: [advance(), advance()],
    });
    expect(found(draft)).toEqual([['3215', 'advanceDeductions.1', ruleMessages.advanceRepeated]]);
  });

  it('3277/3275/3274: advances never exceed the base they are taken from', () => {
    expect(found(facturaDraft({ advanceDeductions: [advance({ amount: '118.02' })] }))).toEqual([
      ['3277', 'advanceDeductions.0.amount', ruleMessages.advanceTaxedTooLarge],
    ]);
    expect(check(facturaDraft({ advanceDeductions: [advance({ amount: '118.00' })] }))).toEqual([]);
    expect(found(facturaDraft({ advanceDeductions: [advance({ reasonCode: '05' })] }))).toEqual([
      ['3275', 'advanceDeductions.0.amount', ruleMessages.advanceExoneratedTooLarge],
    ]);
    expect(found(facturaDraft({ advanceDeductions: [advance({ reasonCode: '06' })] }))).toEqual([
      ['3274', 'advanceDeductions.0.amount', ruleMessages.advanceUnaffectedTooLarge],
    ]);
  });

  it('an export deducts no taxed advance: it has no IGV base', () => {
    const exported = facturaDraft({
      operationType: '0200',
      customer: foreignBuyer,
      lines: [line({ affectation: '40' })],
      advanceDeductions: [advance()],
    });
    expect(check(exported).map((issue) => issue.code)).toEqual(['3277']);
  });
});
