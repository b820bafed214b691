import { describe, expect, it } from '@jest/globals';
import type { DocumentInputDraft } from '@facturador/contracts';
import {
  computeAmounts,
  ruleMessages,
  summaryLate4443,
  unitValueFormatAccepts,
  validateDocument,
  validateSummary,
  versionOn,
  type ListedPeriod,
  type SummaryHeader,
} from '../../src/calc.ts';
import { money } from '../../src/money/index.ts';
import { summaryIssuerName2228 } from '../../src/rules/summary-issuer-name-2228.ts';
import { unitValueFormat2369 } from '../../src/rules/unit-value-format-2369.ts';
import { boletaDraft, facturaDraft, ISSUER, line, parse } from '../taxes/documents.ts';

/** Rules SUNAT added or changed on a date: the day before judges by the old rule, the day itself by the new. */
const BEFORE = '2024-02-28';
const FROM = '2024-02-29';

describe('the Spanish texts of the dated rules', () => {
  it('say what SUNAT refuses or observes, and what to do', () => {
    expect(ruleMessages.issuerSsco('29/02/2024')).toBe(
      'SUNAT considera a la empresa un Sujeto sin Capacidad Operativa (SSCO) al 29/02/2024: no acepta sus facturas ni las notas que las modifican',
    );
    expect(ruleMessages.unitValueFormat).toBe(
      'El valor unitario debe tener hasta 12 enteros y 10 decimales, sin ceros a la izquierda',
    );
    expect(ruleMessages.summaryIssuerName(120, 3, 100)).toBe(
      'La razón social del emisor de este comprobante no cabe en una comunicación de baja ni en un resumen diario de SUNAT (de 3 a 100 caracteres, en una sola línea; tiene 120): anúlalo con una nota de crédito',
    );
    expect(ruleMessages.lateSummary(8, 7)).toBe(
      'El resumen diario llega a SUNAT 8 días después de la fecha de sus comprobantes, fuera del plazo de 7 días (observación 4443 de SUNAT)',
    );
  });
});

describe('versionOn: the version of a rule in force on a date', () => {
  const versions = [
    { from: '2024-01-01', rule: 'old' },
    { from: '2024-02-29', rule: 'new' },
  ];
  it('is none before the first, then each from its day', () => {
    expect(versionOn(versions, '2023-12-31')).toBeUndefined();
    expect(versionOn(versions, '2024-01-01')).toBe('old');
    expect(versionOn(versions, BEFORE)).toBe('old');
    expect(versionOn(versions, FROM)).toBe('new');
    expect(versionOn(versions, '2030-01-01')).toBe('new');
  });
});

describe('1086: the issuer is a Sujeto sin capacidad operativa on the issue date', () => {
  const since2024: ListedPeriod[] = [{ from: '2024-01-01' }];
  /** Only 1086's issues: the dates here are long past SUNAT's send deadline (2108), judged apart. */
  const codes1086 = (draft: DocumentInputDraft, issuerSsco?: readonly ListedPeriod[]) =>
    validateDocument(parse(draft), { today: draft.issueDate!, ...(issuerSsco ? { issuerSsco } : {}) })
      .filter((found) => found.code === '1086')
      .map((found) => [found.field, found.message]);
  const creditNoteOf = (documentType: '01' | '03', issueDate: string) =>
    (documentType === '01' ? facturaDraft : boletaDraft)({
      documentType: '07',
      series: documentType === '01' ? 'FC01' : 'BC01',
      issueDate,
      reference: {
        documentType,
        series: documentType === '01' ? 'F001' : 'B001',
        number: 1,
        reasonCode: '01',
        reasonDescription: 'Anulación',
      },
    });

  it('refuses a factura from 2024-02-29, not the day before', () => {
    expect(codes1086(facturaDraft({ issueDate: BEFORE }), since2024)).toEqual([]);
    expect(codes1086(facturaDraft({ issueDate: FROM }), since2024)).toEqual([
      ['issueDate', ruleMessages.issuerSsco('29/02/2024')],
    ]);
  });

  it('judges the issue date against the period, both ends inclusive', () => {
    const period: ListedPeriod[] = [{ from: '2025-03-10', to: '2025-03-20' }];
    expect(codes1086(facturaDraft({ issueDate: '2025-03-09' }), period)).toEqual([]);
    expect(codes1086(facturaDraft({ issueDate: '2025-03-10' }), period)).toHaveLength(1);
    expect(codes1086(facturaDraft({ issueDate: '2025-03-20' }), period)).toHaveLength(1);
    expect(codes1086(facturaDraft({ issueDate: '2025-03-21' }), period)).toEqual([]);
  });

  it('applies to notes of a factura, never to boletas or their notes', () => {
    expect(codes1086(creditNoteOf('01', FROM), since2024)).toHaveLength(1);
    expect(codes1086(creditNoteOf('03', FROM), since2024)).toEqual([]);
    expect(codes1086(boletaDraft({ issueDate: FROM }), since2024)).toEqual([]);
  });

  it('stays silent when the caller does not know the list (the padrón reducido does not carry it)', () => {
    expect(codes1086(facturaDraft({ issueDate: FROM }))).toEqual([]);
    expect(codes1086(facturaDraft({ issueDate: FROM }), [])).toEqual([]);
  });
});

describe('parameter 006: the buyer’s identity document type on the issue date', () => {
  const cpp = { documentType: 'H', documentNumber: '001234567', name: 'CLIENTE EXTRANJERO' } as const;
  const codesOn = (draft: DocumentInputDraft) =>
    validateDocument(parse(draft), { today: draft.issueDate! })
      .filter((found) => found.code === '2800' || found.code === '2016')
      .map((found) => [found.code, found.field, found.message]);
  const exportTo = (issueDate: string, documentType: 'G' | 'H') =>
    facturaDraft({
      issueDate,
      operationType: '0200',
      currency: 'USD',
      customer: { ...cpp, documentType },
      lines: [line({ affectation: '40' })],
    });
  const noteTo = (issueDate: string) =>
    boletaDraft({
      documentType: '07',
      series: 'BC01',
      issueDate,
      customer: cpp,
      reference: {
        documentType: '03',
        series: 'B001',
        number: 1,
        reasonCode: '01',
        reasonDescription: 'Anulación',
      },
    });

  it('2800: an export factura to a CPP (H) before 2023-01-01, a salvoconducto (G) before 2021-09-01', () => {
    expect(codesOn(exportTo('2022-12-31', 'H'))).toEqual([
      ['2800', 'customer.documentType', ruleMessages.customerTypeNotListed('H', '31/12/2022')],
    ]);
    expect(codesOn(exportTo('2023-01-01', 'H'))).toEqual([]);
    expect(codesOn(exportTo('2021-08-31', 'G'))).toHaveLength(1);
    expect(codesOn(exportTo('2021-09-01', 'G'))).toEqual([]);
  });

  it('2800 on a boleta, 2016 on a note, by the same table', () => {
    expect(codesOn(boletaDraft({ issueDate: '2022-12-31', customer: cpp }))).toEqual([
      ['2800', 'customer.documentType', ruleMessages.customerTypeNotListed('H', '31/12/2022')],
    ]);
    expect(codesOn(boletaDraft({ issueDate: '2023-01-01', customer: cpp }))).toEqual([]);
    expect(codesOn(noteTo('2022-12-31'))).toEqual([
      ['2016', 'customer.documentType', ruleMessages.customerTypeNotListed('H', '31/12/2022')],
    ]);
    expect(codesOn(noteTo('2023-01-01'))).toEqual([]);
    // A note that keeps its export's operation type is judged by its own sheet's code only.
    expect(codesOn({ ...noteTo('2022-12-31'), operationType: '0200' })).toEqual([
      ['2016', 'customer.documentType', ruleMessages.customerTypeNotListed('H', '31/12/2022')],
    ]);
  });

  it('leaves the «varios» guion and a domestic factura (which needs a RUC: 2800 of its own) to the other rules', () => {
    const anonymous = { documentType: '-', documentNumber: '-', name: 'CLIENTES VARIOS' } as const;
    expect(codesOn(boletaDraft({ issueDate: '2022-12-31', customer: anonymous }))).toEqual([]);
    expect(codesOn({ ...noteTo('2022-12-31'), customer: anonymous })).toEqual([]);
    expect(codesOn(facturaDraft({ issueDate: '2022-12-31', customer: cpp }))).toEqual([
      ['2800', 'customer.documentType', ruleMessages.facturaNeedsRuc],
    ]);
  });
});

describe('2369: a line’s unit value (cac:Price/cbc:PriceAmount) as SUNAT reads it', () => {
  it('takes leading zeros of an integer part before 2024-02-29, not from that day', () => {
    for (const text of ['0100', '00.5', '007.25']) {
      expect(unitValueFormatAccepts(text, BEFORE)).toBe(true);
      expect(unitValueFormatAccepts(text, FROM)).toBe(false);
    }
  });

  it('has no format before the product’s first date (2000): nothing to judge', () => {
    expect(unitValueFormatAccepts('1000000000000', '1999-12-31')).toBe(true);
  });

  it('takes 0, 0.5 and up to 12 integers and 10 decimals on both sides of the date', () => {
    for (const date of [BEFORE, FROM]) {
      for (const text of ['0', '0.5', '100', '999999999999.9999999999']) {
        expect(unitValueFormatAccepts(text, date)).toBe(true);
      }
      for (const text of ['1000000000000', '1.12345678901', '-1', '1,5', '.5', '1.']) {
        expect(unitValueFormatAccepts(text, date)).toBe(false);
      }
    }
  });

  it('judges what the XML will write: a free line’s 0, and a computed value beyond 12 integers', () => {
    const input = parse(facturaDraft({ lines: [line(), line({ affectation: '11' })] }));
    const computed = computeAmounts(input, { issuer: ISSUER, number: 1, igvPercent: '18' });
    expect(unitValueFormat2369(input, { today: '2026-11-26', computed })).toEqual([]);
    const [first, free] = computed.lines;
    const tooLarge = { ...first!, unitValue: money('1000000000000') };
    expect(
      unitValueFormat2369(input, {
        today: '2026-11-26',
        computed: { ...computed, lines: [tooLarge, free!] },
      }),
    ).toEqual([{ field: 'lines.0.unitValue', code: '2369', message: ruleMessages.unitValueFormat }]);
  });
});

describe('2228: the issuer’s razón social on a resumen diario, a baja or a reversión', () => {
  const summary = (businessName: string, issueDate: string): SummaryHeader => ({
    kind: 'RA',
    issuer: { businessName },
    referenceDate: issueDate,
    issueDate,
  });
  const codes = (businessName: string, issueDate: string) =>
    summaryIssuerName2228(summary(businessName, issueDate), { today: issueDate }).map((found) => found.code);

  it('needs 3 characters from 2024-02-29; 1 was enough the day before', () => {
    expect(codes('AB', BEFORE)).toEqual([]);
    expect(codes('AB', FROM)).toEqual(['2228']);
    expect(codes('ABC', FROM)).toEqual([]);
  });

  it('takes any name up to 100 characters before 2024-02-29, but not an empty one', () => {
    expect(codes('A', BEFORE)).toEqual([]);
    expect(codes('', BEFORE)).toEqual(['2228']);
    expect(codes('', '1999-12-31')).toEqual([]);
  });

  it('takes up to 100 characters, on one line, on both sides of the date', () => {
    for (const date of [BEFORE, FROM]) {
      expect(codes('Ñ'.repeat(100), date)).toEqual([]);
      expect(codes('A'.repeat(101), date)).toEqual(['2228']);
      expect(codes('EMPRESA\nS.A.C.', date)).toEqual(['2228']);
      expect(codes('EMPRESA\tS.A.C.', date)).toEqual(['2228']);
    }
  });

  it('says how long the name is and what SUNAT takes, as an error', () => {
    expect(summaryIssuerName2228(summary('A'.repeat(120), FROM), { today: FROM })).toEqual([
      { code: '2228', severity: 'error', message: ruleMessages.summaryIssuerName(120, 3, 100) },
    ]);
  });
});

describe('4443: a resumen diario that reaches SUNAT more than 7 days after its documents', () => {
  const rc = (referenceDate: string) => ({ kind: 'RC' as const, referenceDate });

  it('observes from the 8th day, never refuses', () => {
    expect(summaryLate4443(rc('2026-03-01'), { today: '2026-03-08' })).toEqual([]);
    expect(summaryLate4443(rc('2026-03-01'), { today: '2026-03-09' })).toEqual([
      { code: '4443', severity: 'observation', message: ruleMessages.lateSummary(8, 7) },
    ]);
  });

  it('exists from 2024-11-11, by the day the summary reaches SUNAT', () => {
    expect(summaryLate4443(rc('2024-11-01'), { today: '2024-11-10' })).toEqual([]);
    expect(summaryLate4443(rc('2024-11-02'), { today: '2024-11-11' })).toHaveLength(1);
  });

  it('is about resúmenes diarios only', () => {
    expect(summaryLate4443({ kind: 'RA', referenceDate: '2026-03-01' }, { today: '2026-03-20' })).toEqual([]);
  });
});

describe('validateSummary', () => {
  it('runs every summary rule: an observation and an error together', () => {
    const late: SummaryHeader = {
      kind: 'RC',
      issuer: { businessName: 'AB' },
      referenceDate: '2026-03-01',
      issueDate: '2026-03-01',
    };
    expect(
      validateSummary(late, { today: '2026-03-10' }).map((found) => [found.code, found.severity]),
    ).toEqual([
      ['4443', 'observation'],
      ['2228', 'error'],
    ]);
    expect(validateSummary({ ...late, issuer: ISSUER }, { today: '2026-03-02' })).toEqual([]);
  });
});
