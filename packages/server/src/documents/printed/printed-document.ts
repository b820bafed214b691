import {
  CURRENCY_SYMBOLS,
  formatAmount,
  formatDay,
  formatMoney,
  formatQuantity,
  formatUnitPrice,
  TEST_DOCUMENT_TEXTS,
  type CurrencyCode,
  type DocumentEnvironment,
  type DocumentInput,
  type DocumentStatus,
  type IssuedDocumentType,
} from '@facturador/contracts';
import {
  amountInWords,
  CATALOG_51,
  isExportOperation,
  CATALOG_09,
  CATALOG_10,
  CATALOG_54,
  CATALOG_52,
  LEGEND_DETRACTION,
  LEGEND_FREE_TRANSFER,
  unitNameOf,
  type ComputedDocument,
} from '@facturador/einvoice';
import { CURRENCY_NAMES, paddedNumber } from './format.ts';
import { DOCUMENT_TITLES, IDENTITY_SHORT, printedLegend, REFERENCED_TITLES, STAMPS } from './labels.ts';
import { printedLinesOf } from './printed-lines.ts';
import { qrTextOf } from './qr-text.ts';

/** A row of the totals box: only the ones the document has are printed. */
export interface PrintedTotal {
  label: string;
  value: string;
  strong?: boolean;
}

/**
 * Everything a printed document shows, already written as text: the layouts (A4, ticket) only
 * place it. Built from the document as it was signed, so the paper and the XML agree.
 */
export interface PrintedDocument {
  documentType: IssuedDocumentType;
  title: string;
  /** F001-00000123, as the box prints it. */
  boxNumber: string;
  legend: string;
  company: { ruc: string; businessName: string; tradeName?: string; fiscalAddress: string; logo?: string };
  establishment: { code: string; address: string };
  issueDate: string;
  issueTime: string;
  dueDate?: string;
  /** `identity` is absent for SUNAT's «varios» (a boleta to a buyer not identified). */
  customer: { identity?: { label: string; number: string }; name: string; address?: string };
  currency: { code: CurrencyCode; name: string; symbol: string };
  /** Unit price and amount WITH taxes: what the buyer was told and pays. */
  lines: { quantity: string; unit: string; description: string; unitPrice: string; amount: string }[];
  totals: PrintedTotal[];
  amountInWords: string;
  payment: {
    method: string;
    pending?: string;
    installments: { label: string; amount: string; dueDate: string }[];
  };
  detraction?: { legend: string; goods: string; account: string; percent: string; amount: string };
  freeTransferLegend?: string;
  reference?: { document: string; reason: string };
  observations?: string;
  purchaseOrder?: string;
  /**
   * What the operation adds to the header, label and value: an export's «Exportación de …»,
   * Incoterm and country of use; an advance document; the advances a document deducts.
   */
  operationRows?: { label: string; value: string }[];
  qrText: string;
  hash: string;
  consultText: string;
  /** ANULADO or RECHAZADO across the page: the paper of a document that no longer stands says so. */
  stamp?: string;
  /**
   * PRUEBA — SIN VALOR TRIBUTARIO on a document issued in test (issue 40): across every page
   * and beside its number, so that no copy of it passes for a real one.
   */
  testMark?: string;
}

export interface PrintedSource {
  computed: ComputedDocument;
  /** The request as stored: a line given by its price prints that price. */
  input: Pick<DocumentInput, 'lines'>;
  /** The document's state now: a voided one is printed with its stamp. */
  status: DocumentStatus;
  /** Where it was issued: a test document carries the PRUEBA mark. */
  environment: DocumentEnvironment;
  /** The signature's DigestValue, as stored. */
  digestValue: string;
  company: { fiscalAddress: string; logoDataUrl: string | null };
  /** Where a buyer can look the document up. */
  consultUrl: string;
}

/** SUNAT's placeholder for what a buyer «varios» does not give: never printed. */
const NOT_GIVEN = '-';

/** A buyer with an identity document; SUNAT's «varios» (Catálogo 06 '-') has none to print. */
const identified = (customer: { documentType: string; documentNumber: string }) =>
  customer.documentType !== NOT_GIVEN && customer.documentNumber.trim() !== NOT_GIVEN;

const isPositive = (value: { isZero(): boolean; isNegative(): boolean }) =>
  !value.isZero() && !value.isNegative();

function totalsOf(doc: ComputedDocument, symbol: string): PrintedTotal[] {
  const t = doc.totals;
  const money = (value: { toFixed(dp: number): string }) => formatMoney(symbol, value.toFixed(2));
  const discounts = t.globalDiscount.plus(t.lineDiscounts);
  // An export has no IGV base at all (its lines are all 40): its «Op. exportación» says it all.
  const domestic = !isExportOperation(doc.operationType);
  const rows: [string, typeof t.taxed, boolean][] = [
    ['Op. gravada', t.taxed, domestic],
    ['Op. exonerada', t.exonerated, false],
    ['Op. inafecta', t.unaffected, false],
    ['Op. exportación', t.exported, false],
    ['Op. gratuita', t.free, false],
    ['Op. gravada IVAP', t.ivapBase, false],
    ['Descuentos', discounts, false],
    [`IGV (${formatQuantity(doc.igvPercent.toFixed(2))} %)`, t.igv, domestic],
    ['IVAP', t.ivap, false],
    ['ISC', t.isc, false],
    ['ICBPER', t.icbper, false],
    // What the buyer already paid, with its taxes: the bases above are net of it (SUNAT 3277).
    ['Anticipos deducidos', t.prepaidAmount, false],
  ];
  return [
    ...rows
      .filter(([, value, always]) => always || isPositive(value))
      .map(([label, value]) => ({ label, value: money(value) })),
    { label: 'Importe total', value: money(t.payableAmount), strong: true },
  ];
}

function paymentOf(doc: ComputedDocument, symbol: string): PrintedDocument['payment'] {
  if (doc.payment.method === 'Contado') return { method: 'Contado', installments: [] };
  return {
    method: 'Crédito',
    pending: formatMoney(symbol, doc.payment.pendingAmount.toFixed(2)),
    installments: doc.payment.installments.map((installment, index) => ({
      label: `Cuota ${index + 1}`,
      amount: formatMoney(symbol, installment.amount.toFixed(2)),
      dueDate: formatDay(installment.dueDate),
    })),
  };
}

function referenceOf(doc: ComputedDocument): PrintedDocument['reference'] {
  if (!doc.reference) return undefined;
  const { documentType, series, number, reasonCode, reasonDescription } = doc.reference;
  const reasons = doc.documentType === '08' ? CATALOG_10 : CATALOG_09;
  return {
    document: `${REFERENCED_TITLES[documentType]} ${series}-${paddedNumber(number)}`,
    reason: `${reasonCode} - ${reasons[reasonCode] ?? 'Otros'}: ${reasonDescription}`,
  };
}

/** The header rows an export or an advance adds (SUNAT prints none of them; the buyer needs them). */
function operationRowsOf(doc: ComputedDocument, symbol: string): PrintedDocument['operationRows'] {
  const rows = [
    ...(isExportOperation(doc.operationType)
      ? [{ label: 'Operación', value: CATALOG_51[doc.operationType] ?? 'Exportación' }]
      : []),
    ...(doc.incoterm ? [{ label: 'Incoterm', value: doc.incoterm }] : []),
    ...(doc.serviceCountry ? [{ label: 'País de uso del servicio', value: doc.serviceCountry }] : []),
    ...(doc.advance ? [{ label: 'Operación', value: 'Anticipo' }] : []),
    ...(doc.advanceDeductions ?? []).map((advance) => ({
      label: 'Anticipo',
      value: `${advance.documentId} (${formatMoney(symbol, advance.paidAmount.toFixed(2))})`,
    })),
    // A factura of operation 2001: the percepción and what the buyer pays with it, always in soles.
    ...(doc.perception
      ? [
          { label: 'Operación', value: CATALOG_51[doc.operationType] ?? 'Operación sujeta a percepción' },
          {
            label: 'Percepción',
            value: `${formatQuantity(doc.perception.percent.toString())} %, ${formatMoney(CURRENCY_SYMBOLS.PEN, doc.perception.amount.toFixed(2))}`,
          },
          {
            label: 'Total a cobrar con percepción',
            value: formatMoney(CURRENCY_SYMBOLS.PEN, doc.perception.totalWithPerception.toFixed(2)),
          },
        ]
      : []),
  ];
  return rows.length > 0 ? rows : undefined;
}

export function printedDocumentOf(source: PrintedSource): PrintedDocument {
  const doc = source.computed;
  const symbol = CURRENCY_SYMBOLS[doc.currency];
  const customerAddress = doc.customer.address;
  return {
    documentType: doc.documentType,
    title: DOCUMENT_TITLES[doc.documentType],
    boxNumber: `${doc.series}-${paddedNumber(doc.number)}`,
    legend: printedLegend(doc.documentType),
    company: {
      ruc: doc.issuer.ruc,
      businessName: doc.issuer.businessName,
      ...(doc.issuer.tradeName ? { tradeName: doc.issuer.tradeName } : {}),
      fiscalAddress: source.company.fiscalAddress,
      ...(source.company.logoDataUrl ? { logo: source.company.logoDataUrl } : {}),
    },
    establishment: { code: doc.issuer.establishmentCode, address: doc.issuer.address },
    issueDate: formatDay(doc.issueDate),
    issueTime: doc.issueTime,
    ...(doc.dueDate ? { dueDate: formatDay(doc.dueDate) } : {}),
    customer: {
      ...(identified(doc.customer)
        ? {
            identity: {
              label: IDENTITY_SHORT[doc.customer.documentType] ?? doc.customer.documentType,
              number: doc.customer.documentNumber,
            },
          }
        : {}),
      name: doc.customer.name,
      ...(customerAddress && customerAddress !== NOT_GIVEN ? { address: customerAddress } : {}),
    },
    currency: { code: doc.currency, name: CURRENCY_NAMES[doc.currency], symbol },
    lines: printedLinesOf(doc, source.input).map((line) => ({
      quantity: formatQuantity(line.quantity),
      unit: unitNameOf(line.unitCode, line.quantity),
      description: line.description,
      unitPrice: formatUnitPrice(line.unitPrice),
      amount: formatAmount(line.amount),
    })),
    totals: totalsOf(doc, symbol),
    amountInWords: amountInWords(doc.totals.payableAmount, doc.currency),
    payment: paymentOf(doc, symbol),
    ...(doc.detraction
      ? {
          detraction: {
            legend: CATALOG_52[LEGEND_DETRACTION],
            goods: `${doc.detraction.code} - ${CATALOG_54[doc.detraction.code]?.name ?? 'Bien o servicio'}`,
            account: doc.detraction.account,
            percent: `${formatQuantity(doc.detraction.percent)} %`,
            amount: formatMoney(CURRENCY_SYMBOLS.PEN, doc.detraction.amount.toFixed(2)),
          },
        }
      : {}),
    ...(doc.lines.some((line) => line.isFree)
      ? { freeTransferLegend: CATALOG_52[LEGEND_FREE_TRANSFER] }
      : {}),
    ...(doc.reference ? { reference: referenceOf(doc)! } : {}),
    ...(doc.observations ? { observations: doc.observations } : {}),
    ...(doc.purchaseOrder ? { purchaseOrder: doc.purchaseOrder } : {}),
    ...(operationRowsOf(doc, symbol) ? { operationRows: operationRowsOf(doc, symbol)! } : {}),
    qrText: qrTextOf({
      ruc: doc.issuer.ruc,
      documentType: doc.documentType,
      series: doc.series,
      number: doc.number,
      igv: doc.totals.igv.toFixed(2),
      total: doc.totals.payableAmount.toFixed(2),
      issueDate: doc.issueDate,
      customerDocumentType: doc.customer.documentType,
      customerDocumentNumber: doc.customer.documentNumber,
      hash: source.digestValue,
    }),
    hash: source.digestValue,
    consultText: `Consulta este comprobante en ${source.consultUrl} o en www.sunat.gob.pe`,
    ...(STAMPS[source.status] ? { stamp: STAMPS[source.status] } : {}),
    ...(source.environment === 'test' ? { testMark: TEST_DOCUMENT_TEXTS.watermark } : {}),
  };
}
