import { afterEach, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { AFFECTATION_CODES, type CatalogueProduct } from '@facturador/contracts';
import { computeDocument } from '@facturador/einvoice/calc';
import { documentsMessages } from '../../src/features/documents/messages.ts';
import { confirmationOf } from '../../src/features/documents/issue/issue-confirmation.ts';
import {
  clearIssueDraft,
  savedIssueDraft,
  saveIssueDraft,
} from '../../src/features/documents/issue/issue-draft.ts';
import {
  buyerIdentityAfterTypeChange,
  checkIssueForm,
  defaultIssueValues,
  emptyLine,
  FORM_IDENTITY_TYPES,
  issueFormResolver,
  toDocumentDraft,
  type IssueFormValues,
  type IssueLineValues,
} from '../../src/features/documents/issue/issue-form-model.ts';
import { liveTotals } from '../../src/features/documents/issue/live-totals.ts';
import { linePriceOf } from '../../src/features/documents/issue/product-price.ts';

const TODAY = '2026-12-06';
const COMPANY = 'c0a80101-0000-4000-8000-000000000001';
/** Inside Stryker, which repeats the suite for every mutant: fewer runs, and no shrinking. */
const RUNS = process.env.STRYKER_MUTATOR_WORKER ? { numRuns: 20, endOnFailure: true } : { numRuns: 300 };

afterEach(() => window.sessionStorage.clear());

/** A factura to a valid RUC with these lines: only the amounts can be wrong. */
function factura(lines: Partial<IssueLineValues>[], extra: Partial<IssueFormValues> = {}): IssueFormValues {
  return {
    ...defaultIssueValues(TODAY),
    companyId: COMPANY,
    series: 'F001',
    customer: {
      documentType: '6',
      documentNumber: '20607854247',
      name: 'Distribuidora Norte S.A.C.',
      address: '',
      email: '',
    },
    lines: lines.map((line) => ({ ...emptyLine(), description: 'Producto', ...line })),
    ...extra,
  };
}

const issuesAt = (values: IssueFormValues) =>
  checkIssueForm(values, TODAY).issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));

describe('Emitir: the price said is the price charged', () => {
  it('a price of 10 with IGV is a document of 10.00, spelled DIEZ CON 00/100 SOLES, sent as that price', () => {
    const values = factura([{ price: '10' }]);
    const totals = liveTotals(values);
    expect(totals).toMatchObject({ total: '10.00', taxed: '8.47', igv: '1.53' });
    expect(totals.words).toContain('DIEZ CON 00/100 SOLES');
    expect(toDocumentDraft(values).lines).toEqual([
      expect.objectContaining({ unitPrice: '10', quantity: '1' }),
    ]);
    expect(toDocumentDraft(values).lines[0]).not.toHaveProperty('unitValue');
    const { input, issues } = checkIssueForm(values, TODAY);
    expect(issues).toEqual([]);
    expect(input?.lines[0]).toMatchObject({ unitPrice: '10' });
  });

  it('100 with IGV is 100.00, and 10.5 % of a restaurant keeps it 100.00', () => {
    expect(liveTotals(factura([{ price: '100' }])).total).toBe('100.00');
    expect(liveTotals(factura([{ price: '100' }]), '10.5')).toMatchObject({ total: '100.00', igv: '9.50' });
  });

  it('3 × 7.90 + 2 × 11.50 + 1 × 21.15 is 67.85, each line what its price says', () => {
    const totals = liveTotals(
      factura([
        { quantity: '3', price: '7.90' },
        { quantity: '2', price: '11.50' },
        { quantity: '1', price: '21.15' },
      ]),
    );
    expect(totals.lineTotals).toEqual(['23.70', '23.00', '21.15']);
    expect(totals.total).toBe('67.85');
  });

  it('prices without IGV send the valor unitario, and the IGV is added on top', () => {
    const values = factura([{ price: '100', discount: '10' }], {
      pricesIncludeIgv: false,
      globalDiscount: '20',
    });
    expect(toDocumentDraft(values).lines[0]).toMatchObject({ unitValue: '100', discount: '10' });
    expect(liveTotals(values)).toMatchObject({
      taxed: '70.00',
      igv: '12.60',
      total: '82.60',
      discounts: '30.00',
    });
  });

  it('discounts on prices with IGV are amounts with IGV: what the buyer sees taken off', () => {
    const totals = liveTotals(
      factura([{ quantity: '2', price: '59', discount: '18' }], { globalDiscount: '10' }),
    );
    // 118 − 18 − 10 = 90.
    expect(totals).toMatchObject({ total: '90.00', discounts: '28.00', discountsIncludeIgv: true });
  });

  it('a comma is a decimal point', () => {
    expect(liveTotals(factura([{ quantity: '1,5', price: '10,20' }])).total).toBe('15.30');
  });
});

describe('Emitir: an impossible amount is a field error, never a crash', () => {
  it('a discount above its line lands on that line’s discount, and the totals still show', () => {
    const values = factura([{ price: '50' }, { price: '20', discount: '33.61' }]);
    expect(issuesAt(values)).toEqual([
      {
        path: 'lines.1.discount',
        message: 'El descuento no puede ser mayor que la cantidad por el precio unitario',
      },
    ]);
    const totals = liveTotals(values);
    expect(totals.total).toBe('36.39');
    expect(totals.lineTotals).toEqual(['50.00', '-13.61']);
  });

  it('on prices without IGV the discount is compared with the valor unitario, in SUNAT’s words', () => {
    const values = factura([{ price: '20', discount: '20.01' }], { pricesIncludeIgv: false });
    expect(issuesAt(values)).toEqual([
      {
        path: 'lines.0.discount',
        message: 'El descuento no puede ser mayor que la cantidad por el valor unitario',
      },
    ]);
  });

  it('a global discount above the total lands on the global discount; the words say why they are missing', () => {
    const values = factura([{ price: '10' }], { globalDiscount: '23.61' });
    expect(issuesAt(values)).toEqual([
      {
        path: 'globalDiscount',
        message: 'El descuento global no puede ser mayor que el total de los ítems gravados',
      },
    ]);
    const totals = liveTotals(values);
    expect(totals.total).toBe('-13.61');
    expect(totals.words).toBe(documentsMessages.totals.wordsUnavailable);
  });

  it('a global discount a céntimo past many small lines is still 3277’s, at the global discount', () => {
    // Three lines of 0.01 keep 0.03 of base each rounded up; 0.04 with IGV is past their 0.03.
    const values = factura([{ price: '0.01' }, { price: '0.01' }, { price: '0.01' }], {
      globalDiscount: '0.04',
    });
    expect(issuesAt(values)).toEqual([
      {
        path: 'globalDiscount',
        message: 'El descuento global no puede ser mayor que el total de los ítems gravados',
      },
    ]);
    expect(liveTotals(values)).toMatchObject({
      total: '-0.01',
      words: documentsMessages.totals.wordsUnavailable,
    });
  });

  it('a total beyond 999,999,999,999.99 lands on the price of the line that takes it there', () => {
    const values = factura([
      { price: '600000000000' },
      { price: '10' },
      { price: '500000000000' },
      { price: '1' },
    ]);
    expect(issuesAt(values)).toEqual([
      {
        path: 'lines.2.price',
        message: 'El importe total del comprobante no puede superar 999,999,999,999.99',
      },
    ]);
    expect(liveTotals(values).words).toBe(documentsMessages.totals.wordsUnavailable);
  });

  it('a line whose value alone is beyond it lands on its own price', () => {
    const values = factura([{ price: '1' }, { quantity: '2', price: '999999999999' }], {
      pricesIncludeIgv: false,
    });
    expect(issuesAt(values).map((issue) => issue.path)).toEqual(expect.arrayContaining(['lines.1.price']));
    expect(issuesAt(values).every((issue) => issue.path.startsWith('lines.1.'))).toBe(true);
  });

  it('a price or a discount that is not an amount is said at its field', () => {
    const values = factura([{ price: '-5', discount: '1.234' }]);
    expect(issuesAt(values)).toEqual([
      { path: 'lines.0.price', message: 'El precio unitario debe ser un número con hasta 10 decimales' },
      { path: 'lines.0.discount', message: 'El descuento debe ser un importe con hasta 2 decimales' },
    ]);
  });
});

// Any text in any field: what a person, a paste, a restored draft or a browser extension can put there.
const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('', ' ', '0', '-1', '1e5', 'NaN', 'Infinity', '0.', '.5', '1,5', '١٢٣', '9'.repeat(40)),
);
/** Figures, the kind of text the engine gets to compute with: up to 13 digits, up to 12 decimals. */
const amountText = fc
  .tuple(
    fc.bigInt({ min: 0n, max: 9_999_999_999_999n }),
    fc.integer({ min: 0, max: 12 }),
    fc.constantFrom('.', ','),
    fc.boolean(),
  )
  .map(([units, scale, point, negative]) => {
    const digits = units.toString().padStart(scale + 1, '0');
    const text = scale === 0 ? digits : `${digits.slice(0, -scale)}${point}${digits.slice(-scale)}`;
    return negative ? `-${text}` : text;
  });
const amountish = fc.oneof(amountText, amountText, anyText);
const either = <T extends string>(...options: T[]) =>
  fc.oneof(fc.constantFrom(...options), anyText) as fc.Arbitrary<T>;

const lineArbitrary: fc.Arbitrary<IssueLineValues> = fc.record({
  productCode: anyText,
  description: fc.oneof(fc.constant('Producto'), anyText),
  unitCode: either('NIU', 'ZZ', 'KGM'),
  quantity: amountish,
  price: amountish,
  affectation: either(...AFFECTATION_CODES),
  discount: fc.oneof(fc.constant(''), amountish),
});

const formArbitrary: fc.Arbitrary<IssueFormValues> = fc.record({
  companyId: fc.oneof(fc.constant(COMPANY), anyText),
  documentType: either('01', '03'),
  series: either('F001', 'B001'),
  issueDate: either(TODAY, '2026-12-04', '2026-02-13', '2022-09-01', '2026-13-45', '9999-99-99'),
  currency: either('PEN', 'USD'),
  exchangeRate: fc.oneof(fc.constant('3.75'), amountish),
  customer: fc.record({
    documentType: either(...FORM_IDENTITY_TYPES),
    documentNumber: either('20607854247', '45678912', '-'),
    name: fc.oneof(fc.constant('Cliente'), anyText),
    address: anyText,
    email: fc.oneof(fc.constant(''), fc.emailAddress(), anyText),
  }),
  saveCustomer: fc.boolean(),
  pricesIncludeIgv: fc.boolean(),
  lines: fc.array(lineArbitrary, { minLength: 0, maxLength: 6 }),
  payment: fc.record({
    method: either('Contado', 'Credito'),
    installments: fc.array(
      fc.record({ amount: amountish, dueDate: either('2026-12-31', '2027-01-31', '2026-12-01') }),
      { maxLength: 3 },
    ),
  }),
  globalDiscount: fc.oneof(fc.constant(''), amountish),
  detraction: fc.record({
    enabled: fc.boolean(),
    code: either('037', '020', '999'),
    percent: amountish,
    account: anyText,
  }),
  operation: fc.record({
    exportType: either('', '0200', '0201', '0204'),
    incoterm: either('', 'FOB', 'CIF'),
    serviceCountry: either('', 'US', 'PE'),
    advance: fc.boolean(),
    deductedAdvance: either('', 'F001-12', 'B001-3'),
    deductedAmount: fc.oneof(fc.constant(''), amountish),
  }),
  observations: anyText,
});

/** An amount the contract takes: up to 12 integer digits and `scale` decimals, small ones more often. */
const amountUpTo = (scale: number) =>
  fc
    .tuple(
      fc.oneof(
        { arbitrary: fc.integer({ min: 0, max: 4 }), weight: 4 },
        { arbitrary: fc.integer({ min: 0, max: 12 }), weight: 1 },
      ),
      fc.integer({ min: 0, max: scale }),
    )
    .chain(([integerDigits, decimals]) =>
      fc.bigInt({ min: 0n, max: 10n ** BigInt(integerDigits + decimals) - 1n }).map((units) => {
        const digits = units.toString().padStart(decimals + 1, '0');
        return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
      }),
    );

/** A form whose every field but the amounts is right: the amounts reach the engine and SUNAT's rules. */
const amountsArbitrary: fc.Arbitrary<IssueFormValues> = fc
  .record({
    documentType: fc.constantFrom('01', '03') as fc.Arbitrary<'01' | '03'>,
    currency: fc.constantFrom('PEN', 'USD') as fc.Arbitrary<'PEN' | 'USD'>,
    pricesIncludeIgv: fc.boolean(),
    lines: fc.array(
      fc.record({
        quantity: amountUpTo(10),
        price: amountUpTo(10),
        affectation: fc.oneof(fc.constant('10' as const), fc.constantFrom(...AFFECTATION_CODES)),
        discount: fc.oneof(fc.constant(''), amountUpTo(2)),
      }),
      { minLength: 1, maxLength: 5 },
    ),
    globalDiscount: fc.oneof(fc.constant(''), amountUpTo(2)),
    credit: fc.oneof(
      { arbitrary: fc.constant(null), weight: 3 },
      { arbitrary: fc.array(amountUpTo(2), { minLength: 1, maxLength: 3 }), weight: 1 },
    ),
  })
  .map(({ documentType, currency, pricesIncludeIgv, lines, globalDiscount, credit }) =>
    factura(lines, {
      documentType,
      series: documentType === '01' ? 'F001' : 'B001',
      currency,
      exchangeRate: '3.75',
      pricesIncludeIgv,
      globalDiscount,
      payment: credit
        ? { method: 'Credito', installments: credit.map((amount) => ({ amount, dueDate: '2027-01-31' })) }
        : { method: 'Contado', installments: [] },
    }),
  );

describe('Emitir: whatever is typed, the form model answers', () => {
  const resolver = issueFormResolver(TODAY);
  /** Nothing throws; every reason has a field and words; what is accepted the server can write, at the total shown. */
  const answers = async (values: IssueFormValues, igvPercent: string) => {
    toDocumentDraft(values);
    const totals = liveTotals(values, igvPercent);
    expect(totals.lineTotals).toHaveLength(values.lines.length);
    const { input, issues } = checkIssueForm(values, TODAY, igvPercent);
    for (const issue of issues) {
      expect(issue.path.length).toBeGreaterThan(0);
      expect(issue.message).toMatch(/\S/);
    }
    await resolver(values, { ratesOf: () => undefined }, { fields: {}, shouldUseNativeValidation: false });
    if (!input || issues.length > 0) return;
    // Accepted: the server writes it, legend 1000 included, and the form showed its total.
    const computed = computeDocument(input, { issuer: ISSUER, number: 1, igvPercent });
    expect(totals.total).toBe(computed.totals.payableAmount.toFixed(2));
    confirmationOf(input, igvPercent, values.exchangeRate);
  };
  const RATES = fc.constantFrom('18', '10', '10.5');

  it('any text in any field: checkIssueForm, toDocumentDraft and liveTotals never throw', async () => {
    await fc.assert(fc.asyncProperty(formArbitrary, RATES, answers), RUNS);
  });

  it('any amounts on a right form: discounts beyond their lines, totals beyond n(12,2), and every one is a field error or a document', async () => {
    await fc.assert(
      fc.asyncProperty(amountsArbitrary, RATES, async (values, igvPercent) => {
        await answers(values, igvPercent);
        // Each reason at a field the person can change, never the list of lines as a whole.
        for (const { path } of checkIssueForm(values, TODAY, igvPercent).issues)
          expect(path.map(String).join('.')).not.toBe('lines');
      }),
      RUNS,
    );
  });
});

const ISSUER = {
  ruc: '20000000001',
  businessName: 'Demo',
  address: '-',
  ubigeo: '150101',
  establishmentCode: '0000',
};

describe('Emitir: a saved product’s price', () => {
  const product = (unitPrice: string, priceIncludesIgv: boolean): CatalogueProduct => ({
    id: '9b2e6679-7425-40de-944b-e07fc1f90ae8',
    code: 'P-1',
    description: 'Producto',
    unitCode: 'NIU',
    unitPrice,
    priceIncludesIgv,
    affectation: '10',
    isActive: true,
    createdAt: '2026-11-26T15:00:00.000Z',
    updatedAt: '2026-11-26T15:00:00.000Z',
  });

  it('is used as saved when it says what the form says', () => {
    expect(linePriceOf(product('23.50', true), true, '18')).toBe('23.50');
    expect(linePriceOf(product('19.49', false), false, '18')).toBe('19.49');
  });

  it('given IGV, is rounded to céntimos; relieved of it, keeps 10 decimals', () => {
    expect(linePriceOf(product('19.49', false), true, '18')).toBe('23');
    expect(linePriceOf(product('100', false), true, '10.5')).toBe('110.5');
    expect(linePriceOf(product('23', true), false, '18')).toBe('19.4915254237');
  });
});

describe('Emitir: the draft', () => {
  const defaults = { ...defaultIssueValues(TODAY), companyId: COMPANY };

  it('comes back as it was typed, and is forgotten once issued', () => {
    const typed = factura([{ price: '10', discount: '1' }], { observations: 'Entregar el lunes' });
    saveIssueDraft(typed, TODAY);
    expect(savedIssueDraft(defaults, [COMPANY])).toEqual(typed);
    clearIssueDraft();
    expect(savedIssueDraft(defaults, [COMPANY])).toBeNull();
  });

  it('is dropped when its company is not the person’s, or nothing was typed', () => {
    saveIssueDraft(factura([{ price: '10' }]), TODAY);
    expect(savedIssueDraft(defaults, ['another-company'])).toBeNull();
    saveIssueDraft(defaults, TODAY);
    expect(savedIssueDraft(defaults, [COMPANY])).toBeNull();
  });

  it('moves a date left at its day’s default to today, and keeps one chosen', () => {
    saveIssueDraft(factura([{ price: '10' }], { issueDate: '2026-12-05' }), '2026-12-05');
    expect(savedIssueDraft(defaults, [COMPANY])?.issueDate).toBe(TODAY);
    saveIssueDraft(factura([{ price: '10' }], { issueDate: '2026-12-04' }), '2026-12-05');
    expect(savedIssueDraft(defaults, [COMPANY])?.issueDate).toBe('2026-12-04');
  });

  it('never breaks the form when damaged: what is not of its shape takes the default', () => {
    window.sessionStorage.setItem('facturador.comprobantes.emitir.borrador', '{not json');
    expect(savedIssueDraft(defaults, [COMPANY])).toBeNull();
    window.sessionStorage.setItem(
      'facturador.comprobantes.emitir.borrador',
      JSON.stringify({
        savedOn: TODAY,
        values: {
          companyId: COMPANY,
          documentType: '99',
          lines: [{ description: 'Café', price: 7, affectation: 'x' }, null],
          customer: 'nobody',
          payment: { method: 'Trueque', installments: 'many' },
        },
      }),
    );
    const restored = savedIssueDraft(defaults, [COMPANY])!;
    expect(restored.documentType).toBe('01');
    expect(restored.lines).toEqual([{ ...emptyLine(), description: 'Café' }, emptyLine()]);
    expect(restored.customer).toEqual(defaults.customer);
    expect(restored.payment).toEqual({ method: 'Contado', installments: [] });
    expect(() => liveTotals(restored)).not.toThrow();
  });
});

describe('Emitir: what is asked before it goes', () => {
  const inputOf = (values: IssueFormValues) => checkIssueForm(values, TODAY).input!;

  it('a total of 0.00', () => {
    const confirmation = confirmationOf(inputOf(factura([{ price: '0' }])), '18', '');
    expect(confirmation.total).toBe('S/ 0.00');
    expect(confirmation.warnings).toEqual(['El importe total es 0.00: revisa los precios y los descuentos.']);
  });

  it('a boleta above S/ 10,000, a factura above S/ 100,000, a dollar document at its exchange rate', () => {
    const boleta = (price: string) =>
      factura([{ price }], {
        documentType: '03',
        series: 'B001',
        customer: {
          documentType: '1',
          documentNumber: '45678912',
          name: 'Rosa Quispe',
          address: '',
          email: '',
        },
      });
    expect(confirmationOf(inputOf(boleta('10000')), '18', '').warnings).toEqual([]);
    expect(confirmationOf(inputOf(boleta('10000.01')), '18', '').warnings).toEqual([
      'El importe total es mayor que S/ 10,000.00: confirma que es correcto.',
    ]);
    expect(confirmationOf(inputOf(factura([{ price: '90000' }])), '18', '').warnings).toEqual([]);
    expect(confirmationOf(inputOf(factura([{ price: '100001' }])), '18', '').warnings).toHaveLength(1);
    const dollars = factura([{ price: '30000' }], { currency: 'USD', exchangeRate: '3.75' });
    expect(confirmationOf(inputOf(dollars), '18', '3.75')).toMatchObject({
      total: 'US$ 30,000.00',
      warnings: ['El importe total es mayor que S/ 100,000.00: confirma que es correcto.'],
    });
  });

  it('a boleta whose DNI is not eight digits: SUNAT accepts it and observes it (4207), so it is asked', () => {
    const boleta = (documentNumber: string) =>
      factura([{ price: '10' }], {
        documentType: '03',
        series: 'B001',
        customer: { documentType: '1', documentNumber, name: 'Rosa Quispe', address: '', email: '' },
      });
    expect(confirmationOf(inputOf(boleta('4567890')), '18', '').warnings).toEqual([
      'El DNI debe tener 8 dígitos: SUNAT acepta la boleta, pero la observa (4207)',
    ]);
    expect(confirmationOf(inputOf(boleta('45678901')), '18', '').warnings).toEqual([]);
  });
});

describe('Emitir: a change of comprobante keeps what the buyer’s number was typed as', () => {
  const typed = (documentType: (typeof FORM_IDENTITY_TYPES)[number], documentNumber: string) => ({
    documentType,
    documentNumber,
  });

  it('a boleta keeps a typed RUC (or any typed document); an empty one starts at DNI', () => {
    expect(buyerIdentityAfterTypeChange('03', typed('6', '20607854247'))).toBe('6');
    expect(buyerIdentityAfterTypeChange('03', typed('4', '001234567'))).toBe('4');
    expect(buyerIdentityAfterTypeChange('03', typed('6', '  '))).toBe('1');
  });

  it('a factura names its buyer by RUC whatever was typed', () => {
    expect(buyerIdentityAfterTypeChange('01', typed('1', '45678912'))).toBe('6');
    expect(buyerIdentityAfterTypeChange('01', typed('1', ''))).toBe('6');
  });
});

describe('Emitir: a description too long', () => {
  it('is said as too long, not as missing, and its line still counts in the totals', () => {
    const long = factura([{ price: '100', description: 'x'.repeat(501) }]);
    expect(issuesAt(long)).toContainEqual({
      path: 'lines.0.description',
      message: 'La descripción del ítem admite hasta 500 caracteres',
    });
    expect(liveTotals(long).total).toBe('100.00');
    expect(issuesAt(factura([{ price: '100', description: 'x'.repeat(500) }]))).toEqual([]);
  });
});
