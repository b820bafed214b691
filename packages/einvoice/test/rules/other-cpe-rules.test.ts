import { describe, expect, it } from '@jest/globals';
import { validateRetentionPerception } from '../../src/rules/validate-other-cpe.ts';
import type { OtherCpeRuleContext } from '../../src/rules/other-cpe-rule.ts';
import { otherCpeRounding3303 } from '../../src/rules/other-cpe-rounding-3303.ts';
import { retentionSixPercent2985 } from '../../src/rules/retention-six-percent-2985.ts';
import { otherCpeSendDeadline2600 } from '../../src/rules/other-cpe-send-deadline-2600.ts';
import { issuer } from '../fixtures/issuer.ts';
import {
  parseRetentionPerception,
  perceptionDraft,
  retentionDraft,
} from '../fixtures/retention-perception.ts';

type Draft = typeof retentionDraft;

const context: OtherCpeRuleContext = { today: '2026-11-20', issuerRuc: issuer.ruc };
const codesOf = (draft: Draft, today = context.today) =>
  validateRetentionPerception(parseRetentionPerception(draft), { ...context, today }).map(
    ({ code, severity, field }) => `${code} ${severity} ${field}`,
  );

const related = (changes: Partial<Draft['relatedDocuments'][number]>, index = 0) =>
  retentionDraft.relatedDocuments.map((document, at) =>
    at === index ? { ...document, ...changes } : document,
  );

describe('the rules of a retención and a percepción', () => {
  it('find nothing in the fixtures', () => {
    expect(codesOf(retentionDraft)).toEqual([]);
    expect(codesOf(perceptionDraft)).toEqual([]);
  });

  it('2618 / 2602: a régimen outside catálogo 23 / 22', () => {
    expect(codesOf({ ...retentionDraft, regime: '03' })).toEqual(['2618 error regime']);
    expect(codesOf({ ...perceptionDraft, regime: '04' })).toEqual(['2602 error regime']);
  });

  it('2620 / 2604: the provider or customer is the issuer', () => {
    const self = { ...retentionDraft.receiver, documentNumber: issuer.ruc };
    expect(codesOf({ ...retentionDraft, receiver: self })).toEqual(['2620 error receiver.documentNumber']);
    expect(codesOf({ ...perceptionDraft, receiver: self })).toEqual(['2604 error receiver.documentNumber']);
  });

  it('2511: a retención is made to a RUC; a percepción may name a DNI', () => {
    const person = { documentType: '1' as const, documentNumber: '12345678', name: 'JUAN PEREZ' };
    expect(codesOf({ ...retentionDraft, receiver: person })).toEqual(['2511 error receiver.documentType']);
    expect(codesOf({ ...perceptionDraft, receiver: person })).toEqual([]);
  });

  it('2692: a retención does not relate a boleta; a percepción does', () => {
    expect(
      codesOf({ ...retentionDraft, relatedDocuments: related({ documentType: '03', series: 'B001' }) }),
    ).toEqual(['2692 error relatedDocuments.0.documentType']);
    const boleta = perceptionDraft.relatedDocuments.map((document) => ({
      ...document,
      documentType: '03' as const,
    }));
    expect(codesOf({ ...perceptionDraft, relatedDocuments: boleta })).toEqual([]);
  });

  it('2661 / 2659: every payment in one month', () => {
    const draft = {
      ...retentionDraft,
      relatedDocuments: related({ payment: { number: 1, date: '2026-10-31', amount: '1180.00' } }, 1),
    };
    expect(codesOf(draft)).toContain('2661 error relatedDocuments.1.payment.date');
    const collections = perceptionDraft.relatedDocuments.map((document, index) =>
      index === 1 ? { ...document, payment: { ...document.payment, date: '2026-12-01' } } : document,
    );
    expect(codesOf({ ...perceptionDraft, relatedDocuments: collections })).toContain(
      '2659 error relatedDocuments.1.payment.date',
    );
  });

  it('2625 / 2612: a payment before the related document (same month) or after the comprobante', () => {
    const early = related({ payment: { number: 1, date: '2026-11-04', amount: '1180.00' } });
    expect(codesOf({ ...retentionDraft, relatedDocuments: early })).toEqual([
      '2625 error relatedDocuments.0.payment.date',
    ]);
    const late = related({ payment: { number: 1, date: '2026-11-21', amount: '1180.00' } });
    expect(codesOf({ ...retentionDraft, relatedDocuments: late })).toEqual([
      '2625 error relatedDocuments.0.payment.date',
    ]);
    // A related document of an earlier month is paid from the first day of the comprobante's month.
    const firstDay = related({ payment: { number: 1, date: '2026-11-01', amount: '500.00' } }, 1);
    expect(codesOf({ ...retentionDraft, relatedDocuments: firstDay })).toEqual([]);
    const collections = perceptionDraft.relatedDocuments.map((document) => ({
      ...document,
      payment: { ...document.payment, date: '2026-11-09' },
    }));
    expect(codesOf({ ...perceptionDraft, relatedDocuments: collections })).toContain(
      '2612 error relatedDocuments.0.payment.date',
    );
  });

  it('2626: the same payment of the same document twice', () => {
    const twice = perceptionDraft.relatedDocuments.map((document) => ({
      ...document,
      payment: { ...document.payment, number: 1 },
    }));
    expect(codesOf({ ...perceptionDraft, relatedDocuments: twice })).toEqual([
      '2626 error relatedDocuments.1.payment.number',
    ]);
  });

  it('2721: a document in dollars without its exchange rate', () => {
    const { exchangeRate: _rate, ...withoutRate } = retentionDraft.relatedDocuments[1]!;
    expect(
      codesOf({ ...retentionDraft, relatedDocuments: [retentionDraft.relatedDocuments[0]!, withoutRate] }),
    ).toEqual(['2721 error relatedDocuments.1.exchangeRate']);
  });
});

describe('the dated rules of a retención and a percepción, the day before and the day of', () => {
  const input = (draft: Draft) => parseRetentionPerception(draft);

  it('3303: a rounding over S/ 1 was observation 4314 until 2021-08-31 and is error 3303 from 2021-09-01', () => {
    const rounded = (issueDate: string) => ({ ...retentionDraft, issueDate, totalRounding: '1.01' });
    expect(otherCpeRounding3303(input(rounded('2021-08-31')), context)).toEqual([
      expect.objectContaining({ code: '4314', severity: 'observation', field: 'totalRounding' }),
    ]);
    expect(otherCpeRounding3303(input(rounded('2021-09-01')), context)).toEqual([
      expect.objectContaining({ code: '3303', severity: 'error', field: 'totalRounding' }),
    ]);
    expect(
      otherCpeRounding3303(input({ ...rounded('2021-09-01'), totalRounding: '-1.00' }), context),
    ).toEqual([]);
    // Before the field existed (2018-06-30) nothing judged it.
    expect(otherCpeRounding3303(input(rounded('2018-06-29')), context)).toEqual([]);
  });

  it('2985: the 6 % régimen only for related documents issued up to 2014-02-28', () => {
    const sixPercent = (issueDate: string) =>
      input({ ...retentionDraft, regime: '02', relatedDocuments: related({ issueDate }).slice(0, 1) });
    expect(retentionSixPercent2985(sixPercent('2014-02-28'), context)).toEqual([]);
    expect(retentionSixPercent2985(sixPercent('2014-03-01'), context)).toEqual([
      expect.objectContaining({ code: '2985', field: 'relatedDocuments.0.issueDate' }),
    ]);
  });

  it('2600: SUNAT takes a 20 or 40 up to 3 days after its issue date', () => {
    const draft = input(retentionDraft);
    expect(otherCpeSendDeadline2600(draft, { ...context, today: '2026-11-23' })).toEqual([]);
    expect(otherCpeSendDeadline2600(draft, { ...context, today: '2026-11-24' })).toEqual([
      expect.objectContaining({
        code: '2600',
        message:
          'SUNAT recibe este comprobante hasta 3 días después de su fecha de emisión (hasta el 23/11/2026): emítelo con una fecha más reciente',
      }),
    ]);
  });
});
