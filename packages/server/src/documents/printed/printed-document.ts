import { CURRENCY_SYMBOLS, type CurrencyCode, type IssuedDocumentType } from '@facturador/contracts';
import {
  amountInWords,
  CATALOG_09,
  CATALOG_10,
  CATALOG_54,
  CATALOG_52,
  LEGEND_DETRACTION,
  LEGEND_FREE_TRANSFER,
  type ComputedDocument,
} from '@facturador/einvoice';
import {
  CURRENCY_NAMES,
  formatAmount,
  formatDate,
  formatQuantity,
  formatUnitValue,
  paddedNumber,
} from './format.ts';
import { DOCUMENT_TITLES, IDENTITY_SHORT, printedLegend, REFERENCED_TITLES } from './labels.ts';
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
  customer: { label: string; documentNumber: string; name: string; address?: string };
  currency: { code: CurrencyCode; name: string; symbol: string };
  lines: { quantity: string; unit: string; description: string; unitValue: string; amount: string }[];
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
  qrText: string;
  hash: string;
  consultText: string;
}

export interface PrintedSource {
  computed: ComputedDocument;
  /** The signature's DigestValue, as stored. */
  digestValue: string;
  company: { fiscalAddress: string; logoDataUrl: string | null };
  /** Where a buyer can look the document up. */
  consultUrl: string;
}

const isPositive = (value: { isZero(): boolean; isNegative(): boolean }) =>
  !value.isZero() && !value.isNegative();

function totalsOf(doc: ComputedDocument, symbol: string): PrintedTotal[] {
  const t = doc.totals;
  const money = (value: { toFixed(dp: number): string }) => `${symbol} ${formatAmount(value.toFixed(2))}`;
  const discounts = t.globalDiscount.plus(t.lineDiscounts);
  const rows: [string, typeof t.taxed, boolean][] = [
    ['Op. gravada', t.taxed, true],
    ['Op. exonerada', t.exonerated, false],
    ['Op. inafecta', t.unaffected, false],
    ['Op. exportación', t.exported, false],
    ['Op. gratuita', t.free, false],
    ['Op. gravada IVAP', t.ivapBase, false],
    ['Descuentos', discounts, false],
    [`IGV (${formatQuantity(doc.igvPercent.toFixed(2))} %)`, t.igv, true],
    ['IVAP', t.ivap, false],
    ['ISC', t.isc, false],
    ['ICBPER', t.icbper, false],
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
    pending: `${symbol} ${formatAmount(doc.payment.pendingAmount.toFixed(2))}`,
    installments: doc.payment.installments.map((installment, index) => ({
      label: `Cuota ${index + 1}`,
      amount: `${symbol} ${formatAmount(installment.amount.toFixed(2))}`,
      dueDate: formatDate(installment.dueDate),
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
    issueDate: formatDate(doc.issueDate),
    issueTime: doc.issueTime,
    ...(doc.dueDate ? { dueDate: formatDate(doc.dueDate) } : {}),
    customer: {
      label: IDENTITY_SHORT[doc.customer.documentType] ?? doc.customer.documentType,
      documentNumber: doc.customer.documentNumber,
      name: doc.customer.name,
      ...(customerAddress ? { address: customerAddress } : {}),
    },
    currency: { code: doc.currency, name: CURRENCY_NAMES[doc.currency], symbol },
    lines: doc.lines.map((line) => ({
      quantity: formatQuantity(line.quantity.toFixed()),
      unit: line.unitCode,
      description: line.description,
      unitValue: formatUnitValue(line.unitValue.toFixed()),
      amount: formatAmount(line.lineExtensionAmount.toFixed(2)),
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
            amount: `S/ ${formatAmount(doc.detraction.amount.toFixed(2))}`,
          },
        }
      : {}),
    ...(doc.lines.some((line) => line.isFree)
      ? { freeTransferLegend: CATALOG_52[LEGEND_FREE_TRANSFER] }
      : {}),
    ...(doc.reference ? { reference: referenceOf(doc)! } : {}),
    ...(doc.observations ? { observations: doc.observations } : {}),
    ...(doc.purchaseOrder ? { purchaseOrder: doc.purchaseOrder } : {}),
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
  };
}
