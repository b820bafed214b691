import type { AffectationCode, DocumentInputDraft } from '@facturador/contracts';

/**
 * SUNAT's homologation set (Guía de homologación GEM, Anexo N.° 1: 14 groups, cases 1–100) as
 * data, each case written with our own input type. Items, series, amounts and the documents each
 * note modifies follow openubl's homologation tests (project-openubl/xhandler-rust,
 * xbuilder/tests/homologacion_group1…14.rs), read for facts: item i has quantity i and a unit
 * value of 100 × i. After each group come its negatives: the same case with one field broken, and
 * the SUNAT code that refuses it (homologation.test.ts runs them through the product's pre-flight
 * and, bypassing it, through the double).
 */

/** The double's clock is 2026-11-21 (Lima); every comprobante is dated the day before. */
export const TODAY = '2026-11-21';
export const ISSUE_DATE = '2026-11-20';

export interface BillDocument {
  kind: 'bill';
  number: number;
  input: DocumentInputDraft;
  /** The company's IGV rate the engine computes with; 18 unless said. */
  igvPercent?: string;
}

/** A resumen diario (RC) informing boletas that were never sent alone. */
export interface SummaryDocument {
  kind: 'RC';
  sequence: number;
  referenceDate: string;
  issuerName?: string;
  boletas: { number: number; input: DocumentInputDraft }[];
}

/** A comunicación de baja (RA): its facturas are sent first when `sendFirst`, then voided. */
export interface VoidedDocument {
  kind: 'RA';
  sequence: number;
  issuerName?: string;
  sendFirst: boolean;
  facturas: { number: number; input: DocumentInputDraft; reason: string }[];
}

export type Expected =
  /** SUNAT answers 0, or ≥ 4000 with these observations in the CDR's notes. */
  | { outcome: 'accepted'; observations?: readonly string[] }
  /**
   * SUNAT refuses with `code`. `preflight` is the code validateDocument / validateSummary gives
   * before a number is spent: the same as SUNAT's, another (`preflightNote` says why), or null
   * when only SUNAT's registry can tell (a reference it does not hold).
   */
  | {
      outcome: 'refused';
      code: string;
      preflight: string | null;
      preflightNote?: string;
      /** Set when the double does not refuse it yet: its half is printed and skipped, the pre-flight's runs. */
      doublePending?: string;
    };

export interface HomologationCase {
  /** «Grupo 1 · Caso 3»; a negative adds «· error NNNN». */
  id: string;
  group: number;
  /** As SUNAT's Anexo N.° 1 names it. */
  description: string;
  document: BillDocument | SummaryDocument | VoidedDocument;
  expected: Expected;
  /** Set when the product cannot issue it yet: the runner prints and skips it. */
  pending?: string;
}

// ---------------------------------------------------------------------------------------------
// Parties and items

export const ISSUER = {
  ruc: '20000000001',
  businessName: 'FACTURADOR PRUEBAS S.A.C.',
  address: 'AV. LOS OLIVOS 123',
  ubigeo: '150101',
  establishmentCode: '0000',
} as const;

const company = { documentType: '6', documentNumber: '20100070970', name: 'CLIENTE EJEMPLO S.A.' } as const;
const person = { documentType: '1', documentNumber: '12345678', name: 'JUAN PÉREZ QUISPE' } as const;

type Line = DocumentInputDraft['lines'][number];

/** Item i: «Item i», quantity i, unit value 100 × i, with the affectation `affectationOf(i)`. */
function items(
  n: number,
  affectationOf: (i: number) => AffectationCode = () => '10',
  iscRate?: string,
): Line[] {
  return Array.from({ length: n }, (_, k) => {
    const i = k + 1;
    return {
      description: `Item${i}`,
      quantity: String(i),
      unitCode: 'NIU',
      unitValue: String(100 * i),
      affectation: affectationOf(i),
      ...(iscRate ? { iscRate } : {}),
    };
  });
}

/** Groups 2 and 9: item 1 sold (onerosa), the rest given away with the codes of the group. */
const oneSoldRestFree =
  (sold: AffectationCode, free: readonly AffectationCode[]) =>
  (i: number): AffectationCode =>
    i === 1 ? sold : free[(i - 2) % free.length]!;
const INAFECTO = oneSoldRestFree('30', ['31', '32', '33', '34', '35', '36']);
const EXONERADO = oneSoldRestFree('20', ['21', '32', '33', '34', '35', '36']);
/** Groups 3 and 10: every item free, cycling through taxed, exonerated and unaffected free codes. */
const FREE_CODES: readonly AffectationCode[] = ['11', '12', '13', '21', '31', '32', '33'];
const GRATUITO = (i: number): AffectationCode => FREE_CODES[(i - 1) % FREE_CODES.length]!;
/** Group 4, factura 4: items 1–2 taxed, item 3 a taxed withdrawal (13, free). */
const GRAVADO_Y_RETIRO = (i: number): AffectationCode => (i === 3 ? '13' : '10');

interface Sale {
  series: string;
  number: number;
  lines: Line[];
  currency?: 'PEN' | 'USD';
  globalDiscount?: string;
}

const factura = (sale: Sale): BillDocument => ({
  kind: 'bill',
  number: sale.number,
  input: {
    documentType: '01',
    series: sale.series,
    issueDate: ISSUE_DATE,
    customer: company,
    lines: sale.lines,
    ...(sale.currency ? { currency: sale.currency } : {}),
    ...(sale.globalDiscount ? { globalDiscount: sale.globalDiscount } : {}),
  },
});

const boleta = (sale: Sale): BillDocument => ({
  ...factura(sale),
  input: { ...factura(sale).input, documentType: '03', customer: person },
});

/** A note of the openubl set: its own number in the group's series, modifying `of`, reason 01. */
function note(type: '07' | '08', number: number, of: BillDocument, lines: Line[]): BillDocument {
  const modified = of.input;
  return {
    kind: 'bill',
    number,
    input: {
      documentType: type,
      series: modified.series,
      issueDate: ISSUE_DATE,
      customer: modified.customer,
      lines,
      ...(modified.currency ? { currency: modified.currency } : {}),
      reference: {
        documentType: modified.documentType as '01' | '03',
        series: modified.series,
        number: of.number,
        reasonCode: '01',
        reasonDescription:
          type === '07' ? 'Homologación: anulación de la operación' : 'Homologación: intereses por mora',
      },
    },
  };
}

const accepted: Expected = { outcome: 'accepted' };
const refused = (
  code: string,
  preflight: string | null = code,
  notes: { preflightNote?: string; doublePending?: string } = {},
): Expected => ({ outcome: 'refused', code, preflight, ...notes });

/** A broken copy of a bill: same case, another number (a refused number is burned, 1032). */
function broken(
  of: BillDocument,
  number: number,
  change: Partial<DocumentInputDraft>,
  igvPercent?: string,
): BillDocument {
  return { ...of, number, input: { ...of.input, ...change }, ...(igvPercent ? { igvPercent } : {}) };
}

const caseId = (group: number, n: number) => `Grupo ${group} · Caso ${n}`;

interface GroupSpec {
  group: number;
  /** Anexo N.° 1 numbers of the five documents (or one), in order. */
  firstCase: number;
  documents: BillDocument[];
  /** description of each, in order */
  descriptions: string[];
}

function groupCases({ group, firstCase, documents, descriptions }: GroupSpec): HomologationCase[] {
  return documents.map((document, k) => ({
    id: caseId(group, firstCase + k),
    group,
    description: descriptions[k]!,
    document,
    expected: accepted,
  }));
}

// ---------------------------------------------------------------------------------------------
// Groups 1–7: facturas and their notes

/** Five facturas or boletas with these item counts, numbered 1–5 in `series`. */
const fiveSales = (
  make: (sale: Sale) => BillDocument,
  series: string,
  counts: readonly number[],
  lineOf: (n: number, i: number) => Line[],
  extra: Partial<Sale> = {},
) => counts.map((n, k) => make({ series, number: k + 1, lines: lineOf(n, k + 1), ...extra }));

// Grupo 1 — Ventas gravadas con IGV (FF11)
const g1 = fiveSales(factura, 'FF11', [3, 2, 1, 5, 4], (n) => items(n));
const g1Notes = [
  note('07', 1, g1[1]!, items(2)),
  note('07', 2, g1[2]!, items(1)),
  note('07', 3, g1[3]!, items(5)),
  note('08', 1, g1[1]!, items(2)),
  note('08', 2, g1[2]!, items(1)),
  note('08', 3, g1[3]!, items(5)),
];

// Grupo 2 — Ventas inafectas y/o exoneradas (FF12): the inafecto variant, then the exonerado one
// in FF22 (openubl runs both in FF12 against two SUNAT sessions; one register needs two series).
const g2i = fiveSales(factura, 'FF12', [1, 4, 7, 5, 6], (n) => items(n, INAFECTO));
const g2iNotes = [
  note('07', 1, g2i[0]!, items(1, INAFECTO)),
  note('07', 2, g2i[2]!, items(7, INAFECTO)),
  note('07', 3, g2i[4]!, items(5, INAFECTO)),
  note('08', 1, g2i[0]!, items(1, INAFECTO)),
  note('08', 2, g2i[2]!, items(7, INAFECTO)),
  note('08', 3, g2i[4]!, items(6, INAFECTO)),
];
const g2e = fiveSales(factura, 'FF22', [1, 4, 7, 5, 6], (n) => items(n, EXONERADO));
const g2eNotes = [
  note('07', 1, g2e[0]!, items(1, EXONERADO)),
  note('07', 2, g2e[2]!, items(7, EXONERADO)),
  note('07', 3, g2e[4]!, items(5, EXONERADO)),
  note('08', 1, g2e[0]!, items(1, EXONERADO)),
  note('08', 2, g2e[2]!, items(7, EXONERADO)),
  note('08', 3, g2e[4]!, items(6, EXONERADO)),
];

// Grupo 3 — Ventas gratuitas (FF13)
const g3 = fiveSales(factura, 'FF13', [7, 2, 5, 4, 3], (n) => items(n, GRATUITO));
const g3Notes = [
  note('07', 1, g3[1]!, items(2, GRATUITO)),
  note('07', 2, g3[2]!, items(5, GRATUITO)),
  note('08', 1, g3[1]!, items(2, GRATUITO)),
  note('08', 2, g3[2]!, items(5, GRATUITO)),
];

// Grupo 4 — Ventas con descuento global (FF14): S/ 100 off the base (Catálogo 53 code 02, the one
// global discount the product gives; openubl uses 03, which does not touch the base).
const g4 = fiveSales(
  factura,
  'FF14',
  [2, 2, 4, 3, 5],
  (n, k) => (k === 4 ? items(3, GRAVADO_Y_RETIRO) : items(n)),
  { globalDiscount: '100' },
);
const g4Notes = [
  note('07', 1, g4[1]!, items(2)),
  note('07', 2, g4[2]!, items(3)),
  note('07', 3, g4[4]!, items(5)),
  note('08', 1, g4[1]!, items(2)),
  note('08', 2, g4[2]!, items(3)),
  note('08', 3, g4[4]!, items(5)),
];

// Grupo 5 — Operaciones gravadas con ISC (FF30): sistema al valor, 10 %.
const iscItems = (n: number) => items(n, () => '10', '10');
const g5 = factura({ series: 'FF30', number: 1, lines: iscItems(5) });
const g5Notes = [note('07', 1, g5, iscItems(5)), note('08', 1, g5, iscItems(5))];

// Grupo 6 — Operaciones con percepción (FF40): operación 2001 al contado, régimen 51 (2 %): the
// AllowanceCharge 51 on the importe total and the cac:PaymentTerms «Percepcion» with the total to pay.
const g6Sale = factura({ series: 'FF40', number: 1, lines: items(5) });
const g6: BillDocument = {
  ...g6Sale,
  input: { ...g6Sale.input, operationType: '2001', perception: { code: '51' } },
};
const g6Notes = [note('07', 1, g6, items(5)), note('08', 1, g6, items(5))];

// Grupo 7 — Operaciones con otro tipo de moneda (FF50): dólares, with ISC as openubl's.
const g7 = factura({ series: 'FF50', number: 1, lines: iscItems(5), currency: 'USD' });
const g7Notes = [note('07', 1, g7, iscItems(5)), note('08', 1, g7, iscItems(5))];

// ---------------------------------------------------------------------------------------------
// Groups 8–12: boletas and their notes

// Grupo 8 — Ventas gravadas con IGV (BB11)
const g8 = fiveSales(boleta, 'BB11', [4, 7, 5, 3, 2], (n) => items(n));
const g8Notes = [
  note('07', 1, g8[1]!, items(7)),
  note('07', 2, g8[2]!, items(5)),
  note('07', 3, g8[3]!, items(3)),
  note('08', 1, g8[1]!, items(7)),
  note('08', 2, g8[2]!, items(5)),
  note('08', 3, g8[3]!, items(3)),
];

// Grupo 9 — Ventas inafectas y/o exoneradas (BB12, and BB22 for the exonerado variant).
const g9i = fiveSales(boleta, 'BB12', [2, 4, 7, 5, 1], (n) => items(n, INAFECTO));
const g9iNotes = [
  note('07', 1, g9i[0]!, items(2, INAFECTO)),
  note('07', 2, g9i[3]!, items(5, INAFECTO)),
  note('07', 3, g9i[4]!, items(1, INAFECTO)),
  note('08', 1, g9i[0]!, items(2, INAFECTO)),
  note('08', 2, g9i[3]!, items(5, INAFECTO)),
  note('08', 3, g9i[4]!, items(1, INAFECTO)),
];
const g9e = fiveSales(boleta, 'BB22', [2, 4, 7, 5, 1], (n) => items(n, EXONERADO));
const g9eNotes = [
  note('07', 1, g9e[0]!, items(2, EXONERADO)),
  note('07', 2, g9e[3]!, items(5, EXONERADO)),
  note('07', 3, g9e[4]!, items(1, EXONERADO)),
  note('08', 1, g9e[0]!, items(2, EXONERADO)),
  note('08', 2, g9e[3]!, items(5, EXONERADO)),
  note('08', 3, g9e[4]!, items(1, EXONERADO)),
];

// Grupo 10 — Ventas gratuitas (BB13)
const g10 = fiveSales(boleta, 'BB13', [7, 2, 5, 4, 9], (n) => items(n, GRATUITO));
const g10Notes = [
  note('07', 1, g10[0]!, items(7, GRATUITO)),
  note('07', 2, g10[1]!, items(2, GRATUITO)),
  note('07', 3, g10[3]!, items(4, GRATUITO)),
  note('08', 1, g10[0]!, items(7, GRATUITO)),
  note('08', 2, g10[1]!, items(2, GRATUITO)),
  note('08', 3, g10[3]!, items(4, GRATUITO)),
];

// Grupo 11 — Ventas con descuento global (BB14)
const g11 = fiveSales(boleta, 'BB14', [10, 7, 6, 9, 4], (n) => items(n), { globalDiscount: '100' });
const g11Notes = [
  note('07', 1, g11[0]!, items(10)),
  note('07', 2, g11[1]!, items(7)),
  note('07', 3, g11[3]!, items(9)),
  note('08', 1, g11[0]!, items(10)),
  note('08', 2, g11[1]!, items(7)),
  note('08', 3, g11[3]!, items(9)),
];

// Grupo 12 — Operaciones con otro tipo de moneda (BB50): dólares, with ISC.
const g12 = boleta({ series: 'BB50', number: 1, lines: iscItems(3), currency: 'USD' });
const g12Notes = [note('07', 1, g12, iscItems(3)), note('08', 1, g12, iscItems(3))];

// ---------------------------------------------------------------------------------------------
// Groups 13 and 14: resumen diario and comunicación de baja

/** Five boletas B001-1…5 of one gravado item of 100 × i, informed only by the resumen. */
const summaryBoletas = [1, 2, 3, 4, 5].map((i) => ({
  number: i,
  input: boleta({
    series: 'B001',
    number: i,
    lines: [
      {
        description: `Item${i}`,
        quantity: '1',
        unitCode: 'NIU',
        unitValue: String(100 * i),
        affectation: '10',
      },
    ],
  }).input,
}));

/**
 * A boleta de anticipo B003-1 (S/ 500 + IGV) and the final boleta B003-2 (S/ 1,000 + IGV) that
 * deducts it whole (S/ 590), informed together by one resumen: the RC has no field for advances,
 * so the final boleta's line carries what it declares itself (gravadas 500, IGV 90, total 590).
 */
const advanceBoletas = [
  {
    number: 1,
    input: {
      ...boleta({ series: 'B003', number: 1, lines: items(1).map((l) => ({ ...l, unitValue: '500' })) })
        .input,
      advance: true,
    },
  },
  {
    number: 2,
    input: {
      ...boleta({ series: 'B003', number: 2, lines: items(1).map((l) => ({ ...l, unitValue: '1000' })) })
        .input,
      advanceDeductions: [{ documentType: '03' as const, series: 'B003', number: 1, amount: '590' }],
    },
  },
];

/** Five facturas F001-1…5, each voided «Motivo de baja i». */
const voidedFacturas = (series: string) =>
  [1, 2, 3, 4, 5].map((i) => ({
    number: i,
    input: factura({ series, number: i, lines: items(1) }).input,
    reason: `Motivo de baja ${i}`,
  }));

// ---------------------------------------------------------------------------------------------
// The table

const facturaNames = (counts: readonly number[]) =>
  counts.map((n, k) => `Factura ${k + 1} con ${n} ${n === 1 ? 'ítem' : 'ítems'}`);
const boletaNames = (counts: readonly number[]) =>
  counts.map((n, k) => `Boleta de venta ${k + 1} con ${n} ${n === 1 ? 'ítem' : 'ítems'}`);
const noteNames = (kind: 'Factura' | 'Boleta de venta', credit: number[], debit: number[]) => [
  ...credit.map((n) => `Nota de crédito de ${kind.toLowerCase()} ${n}`),
  ...debit.map((n) => `Nota de débito de ${kind.toLowerCase()} ${n}`),
];

export const HOMOLOGATION_CASES: readonly HomologationCase[] = [
  // Grupo 1 — Facturas y notas: ventas gravadas con IGV
  ...groupCases({
    group: 1,
    firstCase: 1,
    documents: [...g1, ...g1Notes],
    descriptions: [...facturaNames([3, 2, 1, 5, 4]), ...noteNames('Factura', [2, 3, 4], [2, 3, 4])],
  }),
  {
    id: `${caseId(1, 3)} · error 2017`,
    group: 1,
    description: 'Factura 3 con 1 ítem, con un RUC del cliente de 10 dígitos',
    document: broken(g1[2]!, 91, { customer: { ...company, documentNumber: '2010007097' } }),
    expected: refused('2017'),
  },
  {
    id: `${caseId(1, 3)} · error 2800`,
    group: 1,
    description: 'Factura 3 con 1 ítem, a un cliente con DNI',
    document: broken(g1[2]!, 92, { customer: person }),
    expected: refused('2800'),
  },
  {
    id: `${caseId(1, 3)} · error 1001`,
    group: 1,
    description: 'Factura 3 con 1 ítem, con una serie que empieza con B',
    document: broken(g1[2]!, 93, { series: 'B009' }),
    expected: refused('1001'),
  },
  {
    id: `${caseId(1, 3)} · error 3236`,
    group: 1,
    description: 'Factura 3 con 1 ítem, con más bolsas de plástico (ICBPER) que su cantidad',
    document: broken(g1[2]!, 94, { lines: items(1).map((l) => ({ ...l, icbperBags: 3 })) }),
    expected: refused('3236'),
  },
  {
    id: `${caseId(1, 6)} · error 2172`,
    group: 1,
    description: 'Nota de crédito de factura 2 con un tipo de nota fuera del catálogo 09',
    document: (() => {
      const nc = note('07', 92, g1[1]!, items(2));
      return { ...nc, input: { ...nc.input, reference: { ...nc.input.reference!, reasonCode: '99' } } };
    })(),
    expected: refused('2172'),
  },
  {
    id: `${caseId(1, 6)} · error 2119`,
    group: 1,
    description: 'Nota de crédito de una factura que SUNAT no tiene',
    document: (() => {
      const missing = { ...g1[1]!, number: 99 };
      return note('07', 91, missing, items(2));
    })(),
    expected: refused('2119', null),
  },

  // Grupo 2 — Facturas y notas: ventas inafectas y/o exoneradas
  ...groupCases({
    group: 2,
    firstCase: 12,
    documents: [...g2i, ...g2iNotes],
    descriptions: [...facturaNames([1, 4, 7, 5, 6]), ...noteNames('Factura', [1, 3, 5], [1, 3, 5])].map(
      (d) => `${d} (inafectas)`,
    ),
  }),
  ...groupCases({
    group: 2,
    firstCase: 12,
    documents: [...g2e, ...g2eNotes],
    descriptions: [...facturaNames([1, 4, 7, 5, 6]), ...noteNames('Factura', [1, 3, 5], [1, 3, 5])].map(
      (d) => `${d} (exoneradas)`,
    ),
  }).map((c) => ({ ...c, id: `${c.id} · exonerado` })),
  {
    id: `${caseId(2, 13)} · error 2936`,
    group: 2,
    description: 'Factura 2 con 4 ítems, con una unidad de medida fuera del catálogo 03',
    document: broken(g2i[1]!, 91, {
      lines: items(4, INAFECTO).map((l, k) => (k === 0 ? { ...l, unitCode: 'XYZ' } : l)),
    }),
    expected: refused('2936'),
  },

  // Grupo 3 — Facturas y notas: ventas gratuitas
  ...groupCases({
    group: 3,
    firstCase: 23,
    documents: [...g3, ...g3Notes],
    descriptions: [...facturaNames([7, 2, 5, 4, 3]), ...noteNames('Factura', [2, 3], [2, 3])],
  }),
  {
    id: `${caseId(3, 24)} · error 2022`,
    group: 3,
    description: 'Factura 2 con 2 ítems, con una razón social del cliente de 2 caracteres',
    document: broken(g3[1]!, 91, { customer: { ...company, name: 'AB' } }),
    expected: refused('2022'),
  },

  // Grupo 4 — Facturas y notas: ventas con descuento global
  ...groupCases({
    group: 4,
    firstCase: 32,
    documents: [...g4, ...g4Notes],
    descriptions: [...facturaNames([2, 2, 4, 3, 5]), ...noteNames('Factura', [2, 3, 5], [2, 3, 5])],
  }),
  {
    id: `${caseId(4, 33)} · error 2329`,
    group: 4,
    description: 'Factura 2 con 2 ítems, emitida con fecha de tres días después de hoy',
    document: broken(g4[1]!, 91, { issueDate: '2026-11-24' }),
    expected: refused('2329'),
  },

  // Grupo 5 — Facturas y notas: operaciones gravadas con ISC
  ...groupCases({
    group: 5,
    firstCase: 43,
    documents: [g5, ...g5Notes],
    descriptions: ['Factura 1 con 5 ítems', 'Nota de crédito de factura 1', 'Nota de débito de factura 1'],
  }),
  {
    id: `${caseId(5, 43)} · error 3462`,
    group: 5,
    description: 'Factura 1 con 5 ítems, con un IGV de 10 % (la tasa reducida es 10,5 % desde el 2026-02-13)',
    document: broken(g5, 91, {}, '10'),
    expected: refused('3462'),
  },

  // Grupo 6 — Facturas y notas: operaciones con percepción
  ...groupCases({
    group: 6,
    firstCase: 46,
    documents: [g6, ...g6Notes],
    descriptions: ['Factura 1 con 5 ítems', 'Nota de crédito de factura 1', 'Nota de débito de factura 1'],
  }),
  {
    id: `${caseId(6, 46)} · error 3093`,
    group: 6,
    description:
      'Factura 1 con 5 ítems, operación sujeta a percepción al contado sin el cargo de la percepción',
    document: broken(g6, 91, { perception: undefined }),
    expected: refused('3093'),
  },
  {
    id: `${caseId(6, 46)} · error 3330`,
    group: 6,
    description: 'Factura 1 con 5 ítems, con percepción y forma de pago al crédito',
    document: broken(g6, 92, {
      payment: { method: 'Credito', installments: [{ amount: '6490', dueDate: '2026-12-20' }] },
    }),
    expected: refused('3330'),
  },
  {
    id: `${caseId(6, 46)} · error 3308`,
    group: 6,
    description: 'Factura 1 con 5 ítems, con percepción en una venta interna (operación 0101)',
    document: broken(g6, 93, { operationType: '0101' }),
    expected: refused('3308'),
  },

  // Grupo 7 — Facturas y notas: operaciones con otro tipo de moneda
  ...groupCases({
    group: 7,
    firstCase: 49,
    documents: [g7, ...g7Notes],
    descriptions: ['Factura 1 con 5 ítems', 'Nota de crédito de factura 1', 'Nota de débito de factura 1'],
  }),
  {
    id: `${caseId(7, 49)} · error 2108`,
    group: 7,
    description: 'Factura 1 con 5 ítems, enviada cuatro días después de su emisión',
    document: broken(g7, 91, { issueDate: '2026-11-17' }),
    expected: refused('2108'),
  },

  // Grupo 8 — Boletas y notas: ventas gravadas con IGV
  ...groupCases({
    group: 8,
    firstCase: 52,
    documents: [...g8, ...g8Notes],
    descriptions: [...boletaNames([4, 7, 5, 3, 2]), ...noteNames('Boleta de venta', [2, 3, 4], [2, 3, 4])],
  }),
  {
    id: `${caseId(8, 55)} · error 2936`,
    group: 8,
    description: 'Boleta de venta 4 con 3 ítems, con una unidad de medida fuera del catálogo 03',
    document: broken(g8[3]!, 91, {
      lines: items(3).map((l, k) => (k === 2 ? { ...l, unitCode: 'XYZ' } : l)),
    }),
    expected: refused('2936'),
  },

  {
    id: `${caseId(8, 56)} · error 1079`,
    group: 8,
    description: 'Boleta de venta 5 con 2 ítems, enviada sola cinco días después de su emisión',
    document: broken(g8[4]!, 92, { issueDate: '2026-11-16' }),
    expected: refused('1079'),
  },
  {
    id: `${caseId(8, 56)} · observación 4207`,
    group: 8,
    description: 'Boleta de venta 5 con 2 ítems, a un cliente con un DNI de 7 dígitos',
    document: broken(g8[4]!, 93, { customer: { ...person, documentNumber: '1234567' } }),
    expected: { outcome: 'accepted', observations: ['4207'] },
  },

  // Grupo 9 — Boletas y notas: ventas inafectas y/o exoneradas
  ...groupCases({
    group: 9,
    firstCase: 63,
    documents: [...g9i, ...g9iNotes],
    descriptions: [
      ...boletaNames([2, 4, 7, 5, 1]),
      ...noteNames('Boleta de venta', [1, 4, 5], [1, 4, 5]),
    ].map((d) => `${d} (inafectas)`),
  }),
  ...groupCases({
    group: 9,
    firstCase: 63,
    documents: [...g9e, ...g9eNotes],
    descriptions: [
      ...boletaNames([2, 4, 7, 5, 1]),
      ...noteNames('Boleta de venta', [1, 4, 5], [1, 4, 5]),
    ].map((d) => `${d} (exoneradas)`),
  }).map((c) => ({ ...c, id: `${c.id} · exonerado` })),
  {
    id: `${caseId(9, 64)} · error 2329`,
    group: 9,
    description: 'Boleta de venta 2 con 4 ítems, emitida con fecha de tres días después de hoy',
    document: broken(g9i[1]!, 91, { issueDate: '2026-11-24' }),
    expected: refused('2329'),
  },

  // Grupo 10 — Boletas y notas: ventas gratuitas
  ...groupCases({
    group: 10,
    firstCase: 74,
    documents: [...g10, ...g10Notes],
    descriptions: [...boletaNames([7, 2, 5, 4, 9]), ...noteNames('Boleta de venta', [1, 2, 4], [1, 2, 4])],
  }),
  {
    id: `${caseId(10, 75)} · error 2022`,
    group: 10,
    description: 'Boleta de venta 2 con 2 ítems, con un tabulador en el nombre del cliente',
    document: broken(g10[1]!, 91, { customer: { ...person, name: 'JUAN\tPÉREZ QUISPE' } }),
    expected: refused('2022'),
  },

  // Grupo 11 — Boletas y notas: ventas con descuento global
  ...groupCases({
    group: 11,
    firstCase: 85,
    documents: [...g11, ...g11Notes],
    descriptions: [...boletaNames([10, 7, 6, 9, 4]), ...noteNames('Boleta de venta', [1, 2, 4], [1, 2, 4])],
  }),
  {
    id: `${caseId(11, 89)} · error 3462`,
    group: 11,
    description: 'Boleta de venta 5 con 4 ítems, con un IGV de 10 %',
    document: broken(g11[4]!, 91, {}, '10'),
    expected: refused('3462'),
  },

  // Grupo 12 — Boletas y notas: operaciones con otro tipo de moneda
  ...groupCases({
    group: 12,
    firstCase: 96,
    documents: [g12, ...g12Notes],
    descriptions: [
      'Boleta de venta 1 con 3 ítems',
      'Nota de crédito de boleta de venta 1',
      'Nota de débito de boleta de venta 1',
    ],
  }),
  {
    id: `${caseId(12, 97)} · error 2119`,
    group: 12,
    description: 'Nota de crédito de una boleta de venta que SUNAT no tiene',
    document: note('07', 91, { ...g12, number: 99 }, iscItems(3)),
    expected: refused('2119', null),
  },

  // Grupo 13 — Resumen diario de boletas de venta
  {
    id: caseId(13, 99),
    group: 13,
    description: 'Resumen diario de boletas de venta',
    document: { kind: 'RC', sequence: 1, referenceDate: ISSUE_DATE, boletas: summaryBoletas },
    expected: accepted,
  },
  {
    id: `${caseId(13, 99)} · anticipo`,
    group: 13,
    description: 'Resumen diario de una boleta de anticipo y de la boleta que lo deduce',
    document: { kind: 'RC', sequence: 4, referenceDate: ISSUE_DATE, boletas: advanceBoletas },
    expected: accepted,
  },
  {
    id: `${caseId(13, 99)} · observación 4443`,
    group: 13,
    description: 'Resumen diario de boletas de venta emitidas hace once días',
    document: {
      kind: 'RC',
      sequence: 2,
      referenceDate: '2026-11-10',
      boletas: summaryBoletas.map((b) => ({
        ...b,
        number: b.number + 10,
        input: { ...b.input, issueDate: '2026-11-10' },
      })),
    },
    expected: { outcome: 'accepted', observations: ['4443'] },
  },
  {
    id: `${caseId(13, 99)} · error 2228`,
    group: 13,
    description: 'Resumen diario de boletas de venta con una razón social del emisor de 2 caracteres',
    document: {
      kind: 'RC',
      sequence: 3,
      referenceDate: ISSUE_DATE,
      issuerName: 'AB',
      boletas: summaryBoletas.map((b) => ({ ...b, number: b.number + 20 })),
    },
    expected: refused('2228'),
  },

  // Grupo 14 — Comunicación de baja
  {
    id: caseId(14, 100),
    group: 14,
    description: 'Comunicación de baja',
    document: { kind: 'RA', sequence: 1, sendFirst: true, facturas: voidedFacturas('F001') },
    expected: accepted,
  },
  {
    id: `${caseId(14, 100)} · error 2105`,
    group: 14,
    description: 'Comunicación de baja de facturas que SUNAT no tiene',
    document: { kind: 'RA', sequence: 2, sendFirst: false, facturas: voidedFacturas('F002') },
    expected: refused('2105', null),
  },
  {
    id: `${caseId(14, 100)} · error 2228`,
    group: 14,
    description: 'Comunicación de baja con una razón social del emisor de 2 caracteres',
    document: {
      kind: 'RA',
      sequence: 3,
      sendFirst: true,
      issuerName: 'AB',
      facturas: voidedFacturas('F003'),
    },
    expected: refused('2228'),
  },
];
