import { describe, expect, it } from '@jest/globals';
import type { DocumentInputDraft } from '@facturador/contracts';
import {
  DOCUMENT_RULES,
  observeDocument,
  ruleMessages,
  validateDocument,
  type ValidateOptions,
} from '../../src/calc.ts';
import { boletaDraft, facturaDraft, line, parse } from '../taxes/documents.ts';

const TODAY = '2026-11-26';
const check = (draft: DocumentInputDraft, options: Partial<ValidateOptions> = {}) =>
  validateDocument(parse(draft), { today: TODAY, ...options });

/** The issues of one code, as [field, message] pairs. */
const issuesOf = (draft: DocumentInputDraft, code: string, options: Partial<ValidateOptions> = {}) =>
  check(draft, options)
    .filter((found) => found.code === code)
    .map((found) => [found.field, found.message]);

const creditNote = (overrides: Partial<DocumentInputDraft> = {}): DocumentInputDraft =>
  facturaDraft({
    documentType: '07',
    series: 'FC01',
    reference: {
      documentType: '01',
      series: 'F001',
      number: 12,
      reasonCode: '01',
      reasonDescription: 'Anulación',
    },
    ...overrides,
  });

const detractionDraft = (overrides: Partial<DocumentInputDraft> = {}): DocumentInputDraft =>
  facturaDraft({
    operationType: '1001',
    lines: [line({ unitCode: 'ZZ', unitValue: '1000' })],
    detraction: { code: '037', percent: '12', account: '00-000-123456' },
    ...overrides,
  });

describe('valid documents pass every rule', () => {
  it.each([
    ['factura', facturaDraft()],
    ['boleta', boletaDraft()],
    [
      'boleta without document up to S/ 700',
      boletaDraft({
        customer: { documentType: '-', documentNumber: '-', name: 'VARIOS' },
        lines: [line({ unitValue: '593.22' })],
      }),
    ],
    ['credit note of a factura', creditNote()],
    [
      'debit note of a boleta',
      boletaDraft({
        documentType: '08',
        series: 'BD01',
        reference: {
          documentType: '03',
          series: 'B001',
          number: 3,
          reasonCode: '01',
          reasonDescription: 'Mora',
        },
      }),
    ],
    ['USD factura', facturaDraft({ currency: 'USD' })],
    [
      'export',
      facturaDraft({
        operationType: '0200',
        customer: { documentType: '0', documentNumber: 'US-EIN-123456', name: 'ACME TRADING INC.' },
        lines: [line({ affectation: '40' })],
      }),
    ],
    ['detracción', detractionDraft()],
    [
      'credit sale',
      facturaDraft({
        payment: { method: 'Credito', installments: [{ amount: '118', dueDate: '2026-12-26' }] },
      }),
    ],
    ['issue date two days ahead', facturaDraft({ issueDate: '2026-11-28' })],
    [
      'carné de extranjería',
      boletaDraft({ customer: { documentType: '4', documentNumber: '001234567', name: 'JOHN DOE' } }),
    ],
  ])('%s', (_name, draft) => {
    expect(check(draft)).toEqual([]);
  });

  it('has one rule per file, all of them run', () => {
    expect(DOCUMENT_RULES).toHaveLength(43);
  });
});

describe('customer', () => {
  it('2800, not 2017, for a factura to a buyer without RUC (Factura row 17); 2017 on its notes', () => {
    const dni = { documentType: '1' as const, documentNumber: '46027896', name: 'JUAN PÉREZ' };
    expect(issuesOf(facturaDraft({ customer: dni }), '2800')).toEqual([
      ['customer.documentType', 'Una factura necesita el RUC del cliente'],
    ]);
    expect(issuesOf(facturaDraft({ customer: dni }), '2017')).toEqual([]);
    expect(issuesOf(creditNote({ customer: dni }), '2017')).toHaveLength(1);
    expect(issuesOf(creditNote({ customer: dni }), '2800')).toEqual([]);
    const noteWithoutReference = facturaDraft({ documentType: '08', series: 'FD01', customer: dni });
    expect(issuesOf(noteWithoutReference, '2017')).toHaveLength(1);
    expect(issuesOf(boletaDraft(), '2017')).toEqual([]);
  });

  it('2017: every RUC has its check digit, on a boleta too', () => {
    const badRuc = { documentType: '6' as const, documentNumber: '20100066604', name: 'X' };
    expect(issuesOf(facturaDraft({ customer: badRuc }), '2017')).toEqual([
      ['customer.documentNumber', ruleMessages.invalidRuc],
    ]);
    expect(issuesOf(boletaDraft({ customer: badRuc }), '2017')).toHaveLength(1);
  });

  it('2801: a DNI has eight digits, an error on a factura (Factura row 17)', () => {
    const withDni = (documentNumber: string) =>
      issuesOf(
        facturaDraft({
          operationType: '0200',
          lines: [line({ affectation: '40' })],
          customer: { documentType: '1', documentNumber, name: 'X' },
        }),
        '2801',
      );
    expect(withDni('4602789')).toEqual([['customer.documentNumber', 'El DNI debe tener 8 dígitos']]);
    expect(withDni('460278961')).toHaveLength(1);
    expect(withDni('4602789A')).toHaveLength(1);
    expect(withDni('46027896')).toEqual([]);
  });

  it('4207: a boleta whose DNI is not eight digits is only observed (Boleta row 16): it does not block', () => {
    const boleta = (documentNumber: string) =>
      parse(boletaDraft({ customer: { documentType: '1', documentNumber, name: 'ANA PÉREZ' } }));
    expect(validateDocument(boleta('4602789'), { today: TODAY })).toEqual([]);
    expect(observeDocument(boleta('4602789'))).toEqual([
      {
        field: 'customer.documentNumber',
        code: '4207',
        severity: 'observation',
        message: ruleMessages.invalidDniObserved,
      },
    ]);
    expect(observeDocument(boleta('46027896'))).toEqual([]);
    expect(observeDocument(parse(facturaDraft()))).toEqual([]);
  });

  it('2802: carné de extranjería and pasaporte are up to 12 letters or digits', () => {
    const withDocument = (documentType: '4' | '7' | 'A', documentNumber: string) =>
      issuesOf(boletaDraft({ customer: { documentType, documentNumber, name: 'X' } }), '2802');
    expect(withDocument('4', '0012345678901')).toEqual([
      ['customer.documentNumber', ruleMessages.invalidForeignDocument],
    ]);
    expect(withDocument('7', 'AB-123')).toHaveLength(1);
    expect(withDocument('7', 'AB1234567')).toEqual([]);
    expect(withDocument('A', 'AB-123')).toEqual([]);
  });

  it('2396: a boleta above S/ 700 names its customer', () => {
    const anonymous = { documentType: '-' as const, documentNumber: '-', name: 'VARIOS' };
    expect(
      issuesOf(boletaDraft({ customer: anonymous, lines: [line({ unitValue: '593.23' })] }), '2396'),
    ).toEqual([['customer.documentType', ruleMessages.boletaNeedsCustomer]]);
    // 593.22 × 1.18 = 700.00: exactly S/ 700 needs no name.
    expect(
      issuesOf(boletaDraft({ customer: anonymous, lines: [line({ unitValue: '593.22' })] }), '2396'),
    ).toEqual([]);
    const boletaNote = boletaDraft({
      documentType: '07',
      series: 'BC01',
      customer: anonymous,
      lines: [line({ unitValue: '1000' })],
      reference: {
        documentType: '03',
        series: 'B001',
        number: 3,
        reasonCode: '01',
        reasonDescription: 'Anulación',
      },
    });
    expect(issuesOf(boletaNote, '2396')).toHaveLength(1);
  });

  it('2396: a USD boleta is judged in soles when the rate is known, else it must name the customer', () => {
    const usd = boletaDraft({
      currency: 'USD',
      customer: { documentType: '-', documentNumber: '-', name: 'VARIOS' },
      lines: [line({ unitValue: '100' })],
    });
    expect(issuesOf(usd, '2396')).toHaveLength(1);
    expect(issuesOf(usd, '2396', { exchangeRate: '3.75' })).toEqual([]);
    expect(issuesOf(usd, '2396', { exchangeRate: '6' })).toHaveLength(1);
  });
});

describe('series and references', () => {
  it('1001 (row 3, what SUNAT answers): F for facturas, B for boletas', () => {
    expect(issuesOf(facturaDraft({ series: 'B009' }), '1001')).toEqual([
      ['series', 'La serie de Factura debe empezar con F'],
    ]);
    expect(issuesOf(boletaDraft({ series: 'F001' }), '1001')).toEqual([
      ['series', 'La serie de Boleta de venta debe empezar con B'],
    ]);
    expect(issuesOf(facturaDraft({ series: 'B009' }), '2345')).toEqual([]);
  });

  it('2345: a note takes the letter of the document it modifies', () => {
    expect(issuesOf(creditNote({ series: 'BC01' }), '2345')).toEqual([
      ['series', ruleMessages.noteSeriesMismatch('F')],
    ]);
    const badReference = creditNote({
      reference: {
        documentType: '01',
        series: 'B001',
        number: 1,
        reasonCode: '01',
        reasonDescription: 'Anulación',
      },
    });
    expect(issuesOf(badReference, '2345')).toEqual([
      ['reference.series', ruleMessages.referenceSeriesMismatch],
    ]);
    expect(issuesOf(creditNote(), '2345')).toEqual([]);
  });

  it('2524: a note needs the document it modifies; 2582: only a note has one', () => {
    expect(issuesOf(creditNote({ reference: undefined }), '2524')).toEqual([
      ['reference', 'Una nota necesita el comprobante que modifica'],
    ]);
    const facturaWithReference = facturaDraft({ reference: creditNote().reference! });
    expect(issuesOf(facturaWithReference, '2582')).toEqual([
      ['reference', ruleMessages.onlyNotesTakeReference],
    ]);
  });

  it('2172: reasons come from Catálogo 09 (credit, 01–13) and 10 (debit, 01–03)', () => {
    const withReason = (documentType: '07' | '08', reasonCode: string) =>
      issuesOf(
        creditNote({
          documentType,
          series: documentType === '07' ? 'FC01' : 'FD01',
          reference: {
            documentType: '01',
            series: 'F001',
            number: 1,
            reasonCode,
            reasonDescription: 'Motivo',
          },
        }),
        '2172',
      );
    expect(withReason('07', '13')).toEqual([]);
    expect(withReason('07', '14')).toEqual([['reference.reasonCode', ruleMessages.creditNoteReason]]);
    expect(withReason('08', '03')).toEqual([]);
    expect(withReason('08', '04')).toEqual([['reference.reasonCode', ruleMessages.debitNoteReason]]);
  });

  it('3257/3259: credit note 13 is on credit and modifies a factura', () => {
    const note13 = (overrides: Partial<DocumentInputDraft>) =>
      creditNote({
        reference: {
          documentType: '01',
          series: 'F001',
          number: 1,
          reasonCode: '13',
          reasonDescription: 'Cuotas',
        },
        ...overrides,
      });
    expect(issuesOf(note13({}), '3257')).toEqual([['payment.method', ruleMessages.creditNote13NeedsCredit]]);
    const onCredit = note13({
      payment: { method: 'Credito', installments: [{ amount: '118', dueDate: '2026-12-26' }] },
    });
    expect(check(onCredit)).toEqual([]);
    const ofBoleta = boletaDraft({
      documentType: '07',
      series: 'BC01',
      payment: { method: 'Credito', installments: [{ amount: '118', dueDate: '2026-12-26' }] },
      reference: {
        documentType: '03',
        series: 'B001',
        number: 1,
        reasonCode: '13',
        reasonDescription: 'Cuotas',
      },
    });
    expect(issuesOf(ofBoleta, '3259')).toEqual([
      ['reference.documentType', ruleMessages.creditNote13NeedsFactura],
    ]);
  });
});

describe('dates', () => {
  it('2329: the issue date is at most two days ahead, across a month end', () => {
    expect(issuesOf(facturaDraft({ issueDate: '2026-11-29' }), '2329')).toEqual([
      ['issueDate', 'La fecha de emisión no puede ser posterior a dos días desde hoy'],
    ]);
    expect(issuesOf(facturaDraft({ issueDate: '2026-12-03' }), '2329', { today: '2026-11-30' })).toHaveLength(
      1,
    );
    expect(issuesOf(facturaDraft({ issueDate: '2026-12-02' }), '2329', { today: '2026-11-30' })).toEqual([]);
    expect(issuesOf(facturaDraft({ issueDate: '2026-11-20' }), '2329')).toEqual([]);
  });
});

describe('lines', () => {
  it('2642/3100: exports are all afectación 40, and 40 is only for exports', () => {
    const mixedExport = facturaDraft({ operationType: '0200', lines: [line({ affectation: '40' }), line()] });
    expect(issuesOf(mixedExport, '2642')).toEqual([['lines.1.affectation', ruleMessages.exportNeeds40]]);
    const domestic40 = facturaDraft({ lines: [line(), line({ affectation: '40' })] });
    expect(issuesOf(domestic40, '3100')).toEqual([['lines.1.affectation', ruleMessages.line40NeedsExport]]);
  });

  it('3223: ISC with gravado, exonerado or inafecto (Factura row 36), never with an export or IVAP', () => {
    const draft = facturaDraft({
      lines: [
        line({ iscRate: '10' }),
        line({ affectation: '20', iscRate: '10' }),
        line({ affectation: '30', iscRate: '10' }),
        line({ affectation: '17', iscRate: '10' }),
      ],
    });
    expect(issuesOf(draft, '3223')).toEqual([['lines.3.iscRate', ruleMessages.iscOnlyTaxed]]);
    expect(issuesOf(facturaDraft({ lines: [line({ affectation: '20', iscRate: '0' })] }), '3223')).toEqual(
      [],
    );
  });

  it('3236: an ICBPER line has as many bags as its quantity', () => {
    const draft = facturaDraft({
      lines: [line({ quantity: '2', icbperBags: 2 }), line({ quantity: '2', icbperBags: 3 })],
    });
    expect(issuesOf(draft, '3236')).toEqual([['lines.1.icbperBags', ruleMessages.icbperBags]]);
  });

  it('3271: a discount cannot exceed the line value', () => {
    const draft = facturaDraft({
      lines: [line({ discount: '100' }), line({ quantity: '2', unitValue: '10', discount: '20.01' })],
    });
    expect(issuesOf(draft, '3271')).toEqual([['lines.1.discount', ruleMessages.lineDiscount]]);
  });

  it('2370/2062: amounts stay within n(12,2)', () => {
    const huge = facturaDraft({ lines: [line({ quantity: '1000000', unitValue: '1000000' })] });
    expect(check(huge).map((found) => [found.code, found.field])).toEqual([
      ['2370', 'lines.0.quantity'],
      ['2062', 'lines'],
    ]);
    const free = facturaDraft({
      lines: [line(), line({ quantity: '1000000', unitValue: '1000000', affectation: '21' })],
    });
    expect(issuesOf(free, '2370')).toHaveLength(1);
    expect(issuesOf(free, '2062')).toEqual([]);
  });
});

describe('global discount', () => {
  it('3277: needs lines taxed with IGV and cannot exceed their value', () => {
    const exonerated = facturaDraft({ lines: [line({ affectation: '20' })], globalDiscount: '5' });
    expect(issuesOf(exonerated, '3277')).toEqual([['globalDiscount', ruleMessages.globalDiscountNeedsTaxed]]);
    const tooLarge = facturaDraft({ lines: [line(), line({ affectation: '20' })], globalDiscount: '100.01' });
    expect(issuesOf(tooLarge, '3277')).toEqual([['globalDiscount', ruleMessages.globalDiscountTooLarge]]);
    expect(check(facturaDraft({ globalDiscount: '100' }))).toEqual([]);
    expect(check(facturaDraft({ lines: [line({ affectation: '20' })], globalDiscount: '0' }))).toEqual([]);
  });

  it('3293: is not mixed with IVAP lines', () => {
    const withIvap = facturaDraft({ lines: [line(), line({ affectation: '17' })], globalDiscount: '5' });
    expect(issuesOf(withIvap, '3293')).toEqual([['globalDiscount', ruleMessages.globalDiscountWithIvap]]);
  });
});

describe('detracción', () => {
  it('3127: operation 1001 needs the detracción; 3128: a detracción needs 1001', () => {
    expect(issuesOf(detractionDraft({ detraction: undefined }), '3127')).toEqual([
      ['detraction', ruleMessages.operationNeedsDetraction],
    ]);
    expect(issuesOf(detractionDraft({ operationType: '0101' }), '3128')).toEqual([
      ['operationType', ruleMessages.detractionNeedsOperation],
    ]);
  });

  it('3208: only in soles', () => {
    expect(issuesOf(detractionDraft({ currency: 'USD' }), '3208')).toEqual([
      ['currency', ruleMessages.detractionCurrency],
    ]);
  });

  it('3128: only above S/ 700', () => {
    expect(issuesOf(detractionDraft({ lines: [line({ unitValue: '593.22' })] }), '3128')).toEqual([
      ['detraction', ruleMessages.detractionThreshold],
    ]);
    expect(issuesOf(detractionDraft({ lines: [line({ unitValue: '593.23' })] }), '3128')).toEqual([]);
  });
});

describe('forma de pago', () => {
  it('3266: installments add up to the pending amount, net of the detracción', () => {
    const credit = (amounts: string[]) =>
      detractionDraft({
        payment: {
          method: 'Credito',
          installments: amounts.map((amount, index) => ({ amount, dueDate: `2027-0${index + 1}-15` })),
        },
      });
    expect(issuesOf(credit(['500', '538.40']), '3266')).toEqual([]);
    expect(issuesOf(credit(['1180']), '3266')).toEqual([
      ['payment.installments', 'Las cuotas deben sumar el monto pendiente de pago: 1038.40'],
    ]);
  });

  it('3267: every installment falls due after the issue date', () => {
    const draft = facturaDraft({
      payment: {
        method: 'Credito',
        installments: [
          { amount: '59', dueDate: '2026-11-27' },
          { amount: '59', dueDate: '2026-11-26' },
        ],
      },
    });
    expect(issuesOf(draft, '3267')).toEqual([
      ['payment.installments.1.dueDate', ruleMessages.installmentDueDate],
    ]);
  });
});

describe('3462: the IGV rate must be in force on the issue date', () => {
  const onDate = (issueDate: string) => facturaDraft({ issueDate });
  const codes = (draft: DocumentInputDraft, igvPercent: string, today: string) =>
    validateDocument(parse(draft), { today, igvPercent }).map((found) => found.code);

  it('takes 10 % the day before 2026-02-13 and refuses it that day; 10.5 % the other way round', () => {
    expect(codes(onDate('2026-02-12'), '10', '2026-02-12')).toEqual([]);
    expect(codes(onDate('2026-02-13'), '10', '2026-02-13')).toEqual(['3462']);
    expect(codes(onDate('2026-02-12'), '10.5', '2026-02-12')).toEqual(['3462']);
    expect(codes(onDate('2026-02-13'), '10.5', '2026-02-13')).toEqual([]);
    expect(codes(onDate('2026-02-13'), '18', '2026-02-13')).toEqual([]);
  });

  it('lets a note keep the 10 % of the factura it modifies, and says why in Spanish', () => {
    expect(codes(creditNote({ issueDate: TODAY }), '10', TODAY)).toEqual([]);
    expect(issuesOf(onDate(TODAY), '3462', { igvPercent: '10' })).toEqual([
      ['issueDate', ruleMessages.igvRateNotInForce('10', '26/11/2026')],
    ]);
  });

  it('does not judge a document without IGV', () => {
    expect(codes(facturaDraft({ lines: [line({ affectation: '20' })] }), '12', TODAY)).toEqual([]);
  });
});

describe('what SUNAT refuses of the buyer, before a number is spent (issue 43)', () => {
  it('2022: a name under 3 characters, or on two lines', () => {
    const named = (name: string) =>
      facturaDraft({ customer: { documentType: '6', documentNumber: '20100066603', name } });
    expect(issuesOf(named('AB'), '2022')).toEqual([['customer.name', ruleMessages.customerNameFormat]]);
    expect(issuesOf(named('ACME\nS.A.C.'), '2022')).toHaveLength(1);
    expect(issuesOf(named('ABC'), '2022')).toEqual([]);
  });

  it('2800: an export to a buyer identified by RUC; a foreign buyer needs no RUC (2017)', () => {
    const exported = facturaDraft({ operationType: '0200', lines: [line({ affectation: '40' })] });
    expect(check(exported).map((found) => found.code)).toEqual(['2800']);
  });

  it('2396: a boleta above S/ 700 to type «0» number «0» names nobody', () => {
    const zeros = boletaDraft({
      customer: { documentType: '0', documentNumber: '0', name: 'CLIENTE' },
      lines: [line({ unitValue: '800' })],
    });
    expect(issuesOf(zeros, '2396')).toEqual([['customer.documentType', ruleMessages.boletaNeedsCustomer]]);
  });
});

describe('exports of services (0201, 0204) follow the export rules', () => {
  const foreign = {
    documentType: '0' as const,
    documentNumber: 'CL-76123456',
    name: 'NAVIERA DEL PACÍFICO S.A.',
  };
  it.each(['0201', '0204'] as const)('%s: afectación 40 to a buyer abroad, without RUC', (operationType) => {
    expect(
      check(
        facturaDraft({
          operationType,
          customer: foreign,
          lines: [line({ affectation: '40', unitCode: 'ZZ' })],
          // 3098: an export of services rendered in Peru names the country that uses it.
          ...(operationType === '0201' ? { serviceCountry: 'CL' } : {}),
        }),
      ),
    ).toEqual([]);
    expect(
      check(
        facturaDraft({
          operationType,
          customer: foreign,
          lines: [line()],
          ...(operationType === '0201' ? { serviceCountry: 'CL' } : {}),
        }),
      ).map((f) => f.code),
    ).toEqual(['2642']);
  });
});
