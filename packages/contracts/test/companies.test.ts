import { describe, expect, it } from '@jest/globals';
import {
  certificateDate,
  certificateDaysLeft,
  certificateReminderDue,
  certificateWarning,
  createSeriesRequestSchema,
  DOCUMENT_TYPE_CODES,
  DOCUMENT_TYPE_NAMES,
  dniOfRuc,
  seriesIssue,
} from '../src/index.ts';

describe('companies contracts', () => {
  it('reads the DNI inside a RUC of a natural person (prefix 10), and no other', () => {
    expect(dniOfRuc('10054148289')).toBe('05414828');
    expect(dniOfRuc('20512333797')).toBeNull();
    expect(dniOfRuc('1005414828')).toBeNull();
  });

  it('names every type of catalogue 01 in Spanish', () => {
    expect(DOCUMENT_TYPE_CODES.map((code) => DOCUMENT_TYPE_NAMES[code])).toEqual([
      'Factura',
      'Boleta de venta',
      'Nota de crédito',
      'Nota de débito',
      'Guía de remisión remitente',
      'Guía de remisión transportista',
      'Comprobante de retención',
      'Comprobante de percepción',
      'Liquidación de compra',
    ]);
  });

  it('gives each document type its series letter; notes follow the document they modify', () => {
    const valid: [string, string][] = [
      ['01', 'F001'],
      ['03', 'B001'],
      ['07', 'FC01'],
      ['07', 'B001'],
      ['08', 'FD01'],
      ['09', 'T001'],
      ['31', 'V001'],
      ['20', 'R001'],
      ['40', 'P001'],
      ['04', 'E001'],
    ];
    for (const [type, series] of valid) expect(seriesIssue(type as '01', series)).toBeNull();
    expect(seriesIssue('03', 'F001')).toBe('La serie de Boleta de venta debe empezar con B');
    expect(seriesIssue('07', 'T001')).toBe('La serie de Nota de crédito debe empezar con F o B');
    expect(seriesIssue('01', 'F01')).toMatch(/4 caracteres/);
    expect(seriesIssue('01', 'F-01')).toMatch(/4 caracteres/);
    // The form's schema upper-cases what is typed before the rule applies.
    expect(
      createSeriesRequestSchema.parse({ establishmentId: 'e', documentType: '01', series: 'f001' }),
    ).toEqual({
      establishmentId: 'e',
      documentType: '01',
      series: 'F001',
      nextCorrelative: 1,
    });
  });

  it('warns 30 days before the certificate expires, and once it has', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    expect(certificateWarning('2030-03-01T00:00:00Z', now)).toBeNull();
    expect(certificateWarning('2030-01-31T00:00:00Z', now)).toBe('expiring');
    expect(certificateWarning('2030-01-01T00:00:00Z', now)).toBe('expired');
  });

  it('reminds of a certificate 30 and then 7 days before it expires, in whole days left', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    expect(certificateReminderDue('2030-02-01T00:00:00Z', now)).toBeNull();
    expect(certificateReminderDue('2030-01-31T00:00:00Z', now)).toBe(30);
    expect(certificateReminderDue('2030-01-08T00:00:01Z', now)).toBe(30);
    expect(certificateReminderDue('2030-01-08T00:00:00Z', now)).toBe(7);
    expect(certificateReminderDue('2030-01-01T00:00:01Z', now)).toBe(7);
    expect(certificateReminderDue('2030-01-01T00:00:00Z', now)).toBeNull();
    expect(certificateDaysLeft('2030-01-08T00:00:00Z', now)).toBe(7);
    expect(certificateDaysLeft('2030-01-07T12:00:00Z', now)).toBe(7);
    expect(certificateDaysLeft('2030-01-01T00:00:01Z', now)).toBe(1);
    expect(certificateDaysLeft('2029-12-01T00:00:00Z', now)).toBe(0);
  });

  it('says a certificate’s date as Lima’s calendar has it', () => {
    // 03:00 UTC is still the evening before in Lima (UTC−5).
    expect(certificateDate('2030-03-16T03:00:00Z')).toBe('15 de marzo de 2030');
  });
});
