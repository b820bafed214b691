import { describe, expect, it } from '@jest/globals';
import {
  GOODS_HANDOVER_DATE,
  IDENTITY_DOCUMENTS_006,
  identityDocumentListedOn,
  IGV_RATE_TABLE,
  igvPercentFor,
  igvPercentOn,
  ISSUER_SSCO_1086,
  LATE_SUMMARY_4443,
  OTHER_CPE_ROUNDING,
  OTHER_CPE_SEND_DEADLINE,
  otherCpeRegimeOf,
  otherCpeSendDeadlineOf,
  peruvianDate,
  SEND_DEADLINE_TABLE,
  sendDeadlineOf,
  sendFamilyOf,
  validIgvPercentsOn,
  versionOn,
  voidDeadlineOf,
} from '../../src/calendar/index.ts';

/** SUNAT's dated tables, pinned as its sheets write them: the server serves them as they are. */
describe('the dated tables of the calendar', () => {
  it('IGV (parameter 012): 18 % always, and Ley 31556’s 10 % then 10.5 % for restaurants and hotels', () => {
    expect(IGV_RATE_TABLE).toEqual({
      general: [{ from: '2011-03-01', to: null, percent: '18' }],
      restaurant_hotel: [
        { from: '2011-03-01', to: '2022-08-31', percent: '18' },
        { from: '2022-09-01', to: '2026-02-12', percent: '10' },
        { from: '2026-02-13', to: null, percent: '10.5' },
      ],
    });
  });

  it('the rounding of a retención or percepción: observations 4314/4316, errors 3303/3304 from 2021-09-01', () => {
    expect(OTHER_CPE_ROUNDING).toEqual([
      {
        from: '2018-06-30',
        rule: { severity: 'observation', amountCode: '4314', currencyCode: '4316', max: '1' },
      },
      { from: '2021-09-01', rule: { severity: 'error', amountCode: '3303', currencyCode: '3304', max: '1' } },
    ]);
  });

  it('the send deadlines from 2024-11-01 and the rules dated 2024-02-29, 2024-11-11 and 2026-06-02', () => {
    expect(SEND_DEADLINE_TABLE.map(({ from }) => from)).toEqual(['2024-11-01']);
    expect(OTHER_CPE_SEND_DEADLINE).toEqual([{ from: '2024-11-01', rule: { days: 3, code: '2600' } }]);
    expect(ISSUER_SSCO_1086).toEqual([{ from: '2024-02-29', rule: true }]);
    expect(LATE_SUMMARY_4443).toEqual([{ from: '2024-11-11', rule: { days: 7 } }]);
    expect(versionOn(GOODS_HANDOVER_DATE, '2026-06-01')).toBeUndefined();
    expect(versionOn(GOODS_HANDOVER_DATE, '2026-06-02')).toEqual({
      element: 'cac:LoadingTransportEvent/cbc:OccurrenceDate',
    });
  });
});

describe('parameter 006: the identity document types of Catálogo 06, by the day each was listed', () => {
  it('lists the 13 codes, G (salvoconducto) from 2021-09-01 and H (CPP) from 2023-01-01', () => {
    expect(IDENTITY_DOCUMENTS_006.map(({ code }) => code)).toEqual([
      '0',
      '1',
      '4',
      '6',
      '7',
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
      'G',
      'H',
    ]);
    expect(IDENTITY_DOCUMENTS_006.filter(({ from }) => from !== '2000-01-01')).toEqual([
      { code: 'G', from: '2021-09-01' },
      { code: 'H', from: '2023-01-01' },
    ]);
  });

  it('reads a code on a date: the day before it entered, the day itself', () => {
    expect(identityDocumentListedOn('H', '2022-12-31')).toBe(false);
    expect(identityDocumentListedOn('H', '2023-01-01')).toBe(true);
    expect(identityDocumentListedOn('G', '2021-08-31')).toBe(false);
    expect(identityDocumentListedOn('G', '2021-09-01')).toBe(true);
    expect(identityDocumentListedOn('F', '2021-08-31')).toBe(true);
    expect(identityDocumentListedOn('-', '2026-11-26')).toBe(false);
    expect(identityDocumentListedOn('Z', '2026-11-26')).toBe(false);
  });
});

describe('the IGV rate of a date', () => {
  it('is 18 % for restaurants and hotels before the table starts, and for a company without a schedule', () => {
    expect(igvPercentFor('restaurant_hotel', '2011-02-28').toString()).toBe('18');
    expect(igvPercentOn(undefined, '2026-02-13').toString()).toBe('18');
  });

  it('on a note, keeps every reduced rate already in force: 10 % the day before 10.5 %, both after', () => {
    expect(validIgvPercentsOn('2026-02-12', true).sort()).toEqual(['10', '18']);
    expect(validIgvPercentsOn('2022-09-01', true).sort()).toEqual(['10', '18']);
    expect(validIgvPercentsOn('2022-09-01', false).sort()).toEqual(['10', '18']);
  });
});

describe('the send deadlines', () => {
  it('count a note by the letter of what it modifies, and a contingency boleta by its type', () => {
    expect(sendFamilyOf('01', 'F001')).toBe('factura');
    expect(sendFamilyOf('01', '0001')).toBe('factura');
    expect(sendFamilyOf('03', 'B001')).toBe('boleta');
    expect(sendFamilyOf('03', '0001')).toBe('boleta');
    expect(sendFamilyOf('07', 'FC01')).toBe('factura');
    expect(sendFamilyOf('08', 'FD01')).toBe('factura');
    expect(sendFamilyOf('07', 'BC01')).toBe('boleta-note');
    expect(sendFamilyOf('08', 'BD01')).toBe('boleta-note');
  });

  it('give 3 days to facturas and boletas (2108, 1079), 5 to a boleta’s note, and the same before 2024-11-01', () => {
    const deadlines = (issueDate: string) =>
      [
        ['01', 'F001'],
        ['03', 'B001'],
        ['07', 'BC01'],
      ].map(([type, series]) => sendDeadlineOf(type!, series!, issueDate));
    expect(deadlines('2024-11-01')).toEqual([
      { lastDay: '2024-11-04', days: 3, code: '2108' },
      { lastDay: '2024-11-04', days: 3, code: '1079' },
      { lastDay: '2024-11-06', days: 5, code: '1079' },
    ]);
    expect(deadlines('2024-10-31')).toEqual([
      { lastDay: '2024-11-03', days: 3, code: '2108' },
      { lastDay: '2024-11-03', days: 3, code: '1079' },
      { lastDay: '2024-11-05', days: 5, code: '1079' },
    ]);
  });

  it('let a baja or a retención reach SUNAT 7 and 3 days after the issue date, across a month', () => {
    expect(voidDeadlineOf('2026-11-28')).toBe('2026-12-05');
    expect(otherCpeSendDeadlineOf('2026-11-29')).toEqual({ lastDay: '2026-12-02', days: 3, code: '2600' });
    expect(otherCpeSendDeadlineOf('2024-10-31')).toEqual({ lastDay: '2024-11-03', days: 3, code: '2600' });
  });
});

describe('the régimen of a retención or percepción', () => {
  it('reads catálogo 23 for a retención and 22 for a percepción', () => {
    expect(otherCpeRegimeOf('20', '02')).toEqual({ percent: '6', relatedIssuedUntil: '2014-02-28' });
    expect(otherCpeRegimeOf('40', '02')).toEqual({ percent: '1' });
    expect(otherCpeRegimeOf('20', '03')).toBeUndefined();
  });
});

describe('peruvianDate', () => {
  it('writes dd/mm/aaaa', () => {
    expect(peruvianDate('2026-02-13')).toBe('13/02/2026');
  });
});
