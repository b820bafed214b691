import type Decimal from 'decimal.js';
import type { DailySummary, SummaryLine, TaxSchemeCode } from '../model/computed.ts';
import { type Node, createRoot, serialize, text } from './builder.ts';
import { amount, percent } from './format.ts';
import { NS } from './namespaces.ts';
import { appendSummarySupplier } from './parties.ts';
import type { Signatory } from '../sign/signatory.ts';
import { appendExtensions, appendSignatureReference } from './signature-block.ts';
import { appendTaxScheme } from './taxes.ts';

/**
 * Resumen diario (RC): UBL 2.0 with SUNAT's CustomizationID 1.1 and sac: lines (greenter's
 * summary template). ReferenceDate is the boletas' date, IssueDate the day the summary is made.
 */
export function buildSummaryXml(summary: DailySummary, signatory?: Signatory): string {
  const root = createRoot(NS.summary, 'SummaryDocuments', true);
  appendExtensions(root);
  text(root, 'cbc:UBLVersionID', '2.0');
  text(root, 'cbc:CustomizationID', '1.1');
  text(root, 'cbc:ID', summary.id);
  text(root, 'cbc:ReferenceDate', summary.referenceDate);
  text(root, 'cbc:IssueDate', summary.issueDate);
  appendSignatureReference(root, summary.issuer, signatory);
  appendSummarySupplier(root, summary.issuer);
  summary.lines.forEach((line, index) => appendSummaryLine(root, index + 1, line));
  return serialize(root);
}

/** sac:BillingPayment InstructionID per kind of operation; gravadas always, the rest when not zero. */
const BILLING_PAYMENTS = [
  ['01', 'taxed'],
  ['02', 'exonerated'],
  ['03', 'unaffected'],
  ['04', 'exported'],
  ['05', 'free'],
] as const;

function appendSummaryLine(root: Node, lineId: number, line: SummaryLine): void {
  const currency = { currencyID: line.currency };
  const node = root.ele('sac:SummaryDocumentsLine');
  text(node, 'cbc:LineID', String(lineId));
  text(node, 'cbc:DocumentTypeCode', line.documentType);
  text(node, 'cbc:ID', `${line.series}-${line.number}`);
  const customer = node.ele('cac:AccountingCustomerParty');
  text(customer, 'cbc:CustomerAssignedAccountID', line.customer.documentNumber);
  text(customer, 'cbc:AdditionalAccountID', line.customer.documentType);
  if (line.reference) {
    const reference = node.ele('cac:BillingReference').ele('cac:InvoiceDocumentReference');
    text(reference, 'cbc:ID', `${line.reference.series}-${line.reference.number}`);
    text(reference, 'cbc:DocumentTypeCode', line.reference.documentType);
  }
  // Catálogo 19: 1 add, 2 modify, 3 void (how boletas are voided; RA does not take them).
  text(node.ele('cac:Status'), 'cbc:ConditionCode', line.status);
  text(node, 'sac:TotalAmount', amount(line.totals.payableAmount), currency);
  for (const [instruction, key] of BILLING_PAYMENTS) {
    const value = line.totals[key];
    if (instruction !== '01' && value.isZero()) continue;
    const payment = node.ele('sac:BillingPayment');
    text(payment, 'cbc:PaidAmount', amount(value), currency);
    text(payment, 'cbc:InstructionID', instruction);
  }
  // A boleta of rice pays IVAP instead of IGV (greenter writes one or the other). The IGV subtotal
  // carries its rate: without cbc:Percent SUNAT rejects the line with 2992.
  const ivap = line.totals.ivap;
  if (ivap && !ivap.isZero()) appendSummaryTax(node, line.currency, '1016', ivap);
  else appendSummaryTax(node, line.currency, '1000', line.totals.igv, line.igvPercent);
  if (!line.totals.isc.isZero()) appendSummaryTax(node, line.currency, '2000', line.totals.isc);
  if (!line.totals.icbper.isZero()) appendSummaryTax(node, line.currency, '7152', line.totals.icbper);
}

function appendSummaryTax(
  line: Node,
  currency: string,
  scheme: TaxSchemeCode,
  tax: Decimal,
  rate?: Decimal,
): void {
  const total = line.ele('cac:TaxTotal');
  text(total, 'cbc:TaxAmount', amount(tax), { currencyID: currency });
  const subtotal = total.ele('cac:TaxSubtotal');
  text(subtotal, 'cbc:TaxAmount', amount(tax), { currencyID: currency });
  const category = subtotal.ele('cac:TaxCategory');
  if (rate) text(category, 'cbc:Percent', percent(rate));
  appendTaxScheme(category, scheme);
}
