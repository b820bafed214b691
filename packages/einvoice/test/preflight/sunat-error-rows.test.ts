import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { DocumentInputDraft } from '@facturador/contracts';
import { computeAmounts, validateDocument, type ValidateOptions } from '../../src/calc.ts';
import { money } from '../../src/money/index.ts';
import { unitValueFormat2369 } from '../../src/rules/unit-value-format-2369.ts';
import { summaryIssuerName2228 } from '../../src/rules/index.ts';
import { boletaDraft, facturaDraft, ISSUER, line, parse } from '../taxes/documents.ts';

/**
 * The pre-flight table (issue 43): every ERROR row of SUNAT's sheets for 01, 03, 07, 08, RC and RA
 * (sunat-error-rows.json, extracted once by scripts/preflight-table.ts) and where it is decided
 * (decisions.json, by sheet and code): before the number (`preflight`, an einvoice rule), by the
 * double (`double`), by the builder that cannot write otherwise (`structural`), or never met
 * (`not-applicable`, and why). docs/preflight.md sums it up.
 */
type Decision =
  | { decided: 'preflight'; rule: string }
  | { decided: 'double'; rule: string }
  | { decided: 'structural'; builder: string; why: string }
  | { decided: 'not-applicable'; why: string };
interface SheetRow {
  sheet: string;
  row: string;
  field: string;
  code: string;
  condition: string;
}

const ROOT = join(import.meta.dirname, '../../../..');
const read = <T>(name: string) => JSON.parse(readFileSync(join(import.meta.dirname, name), 'utf8')) as T;
const rows = read<SheetRow[]>('sunat-error-rows.json');
const decisions = read<Record<string, Decision>>('decisions.json');
const decisionOf = (row: SheetRow) => decisions[`${row.sheet} ${row.code}`];

const TODAY = '2026-11-26';
const codesOf = (draft: DocumentInputDraft, options: Partial<ValidateOptions> = {}) =>
  validateDocument(parse(draft), { today: TODAY, ...options }).map((found) => found.code);
const note = (documentType: '07' | '08', reasonCode: string, overrides: Partial<DocumentInputDraft> = {}) =>
  facturaDraft({
    documentType,
    series: documentType === '07' ? 'FC01' : 'FD01',
    reference: { documentType: '01', series: 'F001', number: 1, reasonCode, reasonDescription: 'Motivo' },
    ...overrides,
  });
const credit = (overrides: Partial<DocumentInputDraft> = {}) =>
  facturaDraft({
    payment: { method: 'Credito', installments: [{ amount: '118.00', dueDate: '2026-12-26' }] },
    ...overrides,
  } as Partial<DocumentInputDraft>);
const detraction = (overrides: Partial<DocumentInputDraft> = {}) =>
  facturaDraft({
    operationType: '1001',
    lines: [line({ unitCode: 'ZZ', unitValue: '1000' })],
    detraction: { code: '037', percent: '12', account: '00-000-123456' },
    ...overrides,
  });

/** A minimal document each pre-flight code refuses: the codes validateDocument answers for it. */
const FAILING: Record<string, () => string[]> = {
  '1086': () => codesOf(facturaDraft(), { issuerSsco: [{ from: '2026-01-01' }] }),
  // A carné CPP (H) on a note dated before H entered parameter 006 (2023-01-01).
  '2016': () =>
    validateDocument(
      parse(
        note('07', '01', {
          issueDate: '2022-12-30',
          customer: { documentType: 'H', documentNumber: '001234567', name: 'CLIENTE EXTRANJERO' },
        }),
      ),
      { today: '2022-12-30' },
    ).map((found) => found.code),
  '3093': () => codesOf(facturaDraft({ operationType: '2001' })),
  '3308': () => codesOf(facturaDraft({ perception: { code: '51' } })),
  '3330': () =>
    codesOf(credit({ operationType: '2001', perception: { code: '51' } } as Partial<DocumentInputDraft>)),
  '2792': () => codesOf(facturaDraft({ operationType: '2001', currency: 'USD', perception: { code: '51' } })),
  '3097': () =>
    codesOf(
      facturaDraft({
        operationType: '0201',
        customer: { documentType: '0', documentNumber: '-', name: 'FOREIGN CLIENT LLC' },
        lines: [line({ unitCode: 'ZZ', affectation: '40' })],
        serviceCountry: 'US',
      }),
      { issuerServiceExporter: false },
    ),
  '2017': () =>
    codesOf(
      facturaDraft({ customer: { documentType: '6', documentNumber: '2010006660', name: 'CLIENTE S.A.C.' } }),
    ),
  '2022': () =>
    codesOf(facturaDraft({ customer: { documentType: '6', documentNumber: '20100066603', name: 'AB' } })),
  '2062': () =>
    codesOf(
      facturaDraft({ lines: [line({ unitValue: '900000000000' }), line({ unitValue: '900000000000' })] }),
    ),
  '2370': () => codesOf(facturaDraft({ lines: [line({ quantity: '10', unitValue: '900000000000' })] })),
  '2108': () => codesOf(facturaDraft({ issueDate: '2026-11-20' })),
  '2172': () => codesOf(note('07', '14')),
  '2228': () =>
    summaryIssuerName2228(
      { kind: 'RA', issuer: { businessName: 'AB' }, referenceDate: TODAY, issueDate: TODAY },
      { today: TODAY },
    ).map((found) => found.code),
  '2329': () => codesOf(facturaDraft({ issueDate: '2026-11-29' })),
  '1001': () => codesOf(facturaDraft({ series: 'B001' })),
  '1079': () => codesOf(boletaDraft({ series: 'B001', issueDate: '2026-11-20' })),
  // A request cannot carry 13 integers (the contract refuses it): the rule guards what the XML
  // would write, so it is given the computed value directly.
  '2369': () => {
    const input = parse(facturaDraft());
    const computed = computeAmounts(input, { issuer: ISSUER, number: 1, igvPercent: '18' });
    const tooLarge = { ...computed.lines[0]!, unitValue: money('1000000000000') };
    return unitValueFormat2369(input, { today: TODAY, computed: { ...computed, lines: [tooLarge] } }).map(
      (found) => found.code,
    );
  },
  '2396': () =>
    codesOf(
      boletaDraft({
        customer: { documentType: '-', documentNumber: '-', name: 'VARIOS' },
        lines: [line({ unitValue: '1000' })],
      }),
    ),
  '2524': () => codesOf(facturaDraft({ documentType: '07', series: 'FC01' })),
  '2582': () => codesOf({ ...note('07', '01'), documentType: '01', series: 'F001' }),
  '2642': () =>
    codesOf(facturaDraft({ operationType: '0200', lines: [line({ affectation: '40' }), line()] })),
  '2800': () => codesOf(facturaDraft({ operationType: '0200', lines: [line({ affectation: '40' })] })),
  '2801': () =>
    codesOf(
      facturaDraft({
        operationType: '0200',
        lines: [line({ affectation: '40' })],
        customer: { documentType: '1', documentNumber: '1234567', name: 'JUAN PÉREZ' },
      }),
    ),
  '2802': () =>
    codesOf(
      boletaDraft({ customer: { documentType: '4', documentNumber: 'ABC-123456789', name: 'JOHN SMITH' } }),
    ),
  '2936': () => codesOf(facturaDraft({ lines: [line({ unitCode: 'XYZ' })] })),
  '3100': () => codesOf(facturaDraft({ lines: [line(), line({ affectation: '40' })] })),
  '3127': () => codesOf(detraction({ detraction: undefined })),
  '3128': () => codesOf(detraction({ lines: [line({ unitCode: 'ZZ', unitValue: '100' })] })),
  '3208': () => codesOf(detraction({ currency: 'USD' }), { exchangeRate: '3.70' }),
  '3223': () => codesOf(facturaDraft({ lines: [line({ affectation: '17', iscRate: '10' })] })),
  '3236': () => codesOf(facturaDraft({ lines: [line({ quantity: '2', icbperBags: 3 })] })),
  '3257': () => codesOf(note('07', '13')),
  '3259': () =>
    codesOf({
      ...note('07', '13'),
      series: 'BC01',
      reference: {
        documentType: '03',
        series: 'B001',
        number: 1,
        reasonCode: '13',
        reasonDescription: 'Motivo',
      },
    }),
  '3266': () =>
    codesOf(
      credit({ payment: { method: 'Credito', installments: [{ amount: '100.00', dueDate: '2026-12-26' }] } }),
    ),
  '3267': () =>
    codesOf(credit({ payment: { method: 'Credito', installments: [{ amount: '118.00', dueDate: TODAY }] } })),
  '3271': () => codesOf(facturaDraft({ lines: [line({ discount: '1000' })] })),
  '3277': () => codesOf(facturaDraft({ globalDiscount: '10', lines: [line({ affectation: '20' })] })),
  '3293': () => codesOf(facturaDraft({ globalDiscount: '10', lines: [line(), line({ affectation: '17' })] })),
  '3462': () => codesOf(facturaDraft(), { igvPercent: '12' }),
};

describe('the pre-flight table: every ERROR row of SUNAT’s sheets, and where it is decided', () => {
  it('holds the rows of the six sheets (01, 03, 07, 08, RC, RA)', () => {
    expect(new Set(rows.map((row) => row.sheet))).toEqual(new Set(['01', '03', '07', '08', 'RC', 'RA']));
    expect(rows.every((row) => /^[0-3]\d{3}$/.test(row.code))).toBe(true);
  });

  it('decides every row: a new row of the sheets without a decision fails here', () => {
    const undecided = rows
      .filter((row) => !decisionOf(row))
      .map((row) => `${row.sheet} ${row.code} (${row.field})`);
    expect(undecided).toEqual([]);
  });

  it('names, for each row, a file that exists: the rule, the double’s rule or the builder; or why it never applies', () => {
    const fileOf = (decision: Decision): string | null => {
      if (decision.decided === 'preflight') return join(ROOT, 'packages/einvoice/src/rules', decision.rule);
      if (decision.decided === 'double') return join(ROOT, decision.rule);
      if (decision.decided === 'structural') return join(ROOT, decision.builder);
      return null;
    };
    const missing = Object.entries(decisions).flatMap(([key, decision]) => {
      const file = fileOf(decision);
      if (file) return existsSync(file) ? [] : [`${key}: ${file}`];
      return decision.decided === 'not-applicable' && decision.why.length > 10 ? [] : [`${key}: no reason`];
    });
    expect(missing).toEqual([]);
  });

  const preflightCodes = [
    ...new Set(rows.filter((row) => decisionOf(row)?.decided === 'preflight').map((row) => row.code)),
  ].sort();

  it.each(preflightCodes)('%s: the pre-flight refuses a document that breaks it', (code) => {
    const failing = FAILING[code];
    expect(failing).toBeDefined();
    expect(failing!()).toContain(code);
  });
});
