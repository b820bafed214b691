import { children, digestValue, first, text, type Document, type Element } from './dom.ts';

export type RootName = 'Invoice' | 'CreditNote' | 'DebitNote' | 'SummaryDocuments' | 'VoidedDocuments';

/** The identity of a received document, read by the double itself (never by the engine). */
export interface DocumentIdentity {
  doc: Document;
  root: Element;
  rootName: RootName | string;
  /** 01/03 from InvoiceTypeCode, 07/08 from the root, RC/RA for summaries. */
  type?: string;
  id?: string;
  series?: string;
  numberText?: string;
  supplierRuc?: string;
  issueDate?: string;
  referenceDate?: string;
  ublVersion?: string;
  customization?: string;
  /** ds:DigestValue, what SUNAT calls the hash and keys its registry with. */
  hash?: string;
}

const ROOT_TYPE: Record<string, string> = {
  CreditNote: '07',
  DebitNote: '08',
  SummaryDocuments: 'RC',
  VoidedDocuments: 'RA',
};

export function readIdentity(doc: Document): DocumentIdentity {
  const root = doc.documentElement!;
  const rootName = root.localName ?? '';
  const id = text(root, 'cbc:ID');
  const isSummary = rootName === 'SummaryDocuments' || rootName === 'VoidedDocuments';
  const type = rootName === 'Invoice' ? text(root, 'cbc:InvoiceTypeCode') : ROOT_TYPE[rootName];
  // Bills: SERIE-NUMERO. Summaries keep their whole ID (RC-YYYYMMDD-n).
  const dash = id && !isSummary ? id.indexOf('-') : -1;
  const supplierRuc = isSummary
    ? text(root, 'cac:AccountingSupplierParty/cbc:CustomerAssignedAccountID')
    : text(root, 'cac:AccountingSupplierParty/cac:Party/cac:PartyIdentification/cbc:ID');
  return {
    doc,
    root,
    rootName,
    type,
    id,
    series: dash !== undefined && dash > 0 ? id!.slice(0, dash) : undefined,
    numberText: dash !== undefined && dash > 0 ? id!.slice(dash + 1) : undefined,
    supplierRuc,
    issueDate: text(root, 'cbc:IssueDate'),
    referenceDate: text(root, 'cbc:ReferenceDate'),
    ublVersion: text(root, 'cbc:UBLVersionID'),
    customization: text(root, 'cbc:CustomizationID'),
    hash: digestValue(doc),
  };
}

/** Document lines: InvoiceLine, CreditNoteLine or DebitNoteLine. */
export function documentLines(root: Element): Element[] {
  return [
    ...children(root, 'cac:InvoiceLine'),
    ...children(root, 'cac:CreditNoteLine'),
    ...children(root, 'cac:DebitNoteLine'),
  ];
}

/** The quantity of a line, whatever the document type calls it. */
export function lineQuantity(line: Element): string | undefined {
  return (
    text(line, 'cbc:InvoicedQuantity') ??
    text(line, 'cbc:CreditedQuantity') ??
    text(line, 'cbc:DebitedQuantity')
  );
}

/** Invoices have LegalMonetaryTotal; debit notes RequestedMonetaryTotal. */
export function monetaryTotal(root: Element): Element | undefined {
  return first(root, 'cac:LegalMonetaryTotal') ?? first(root, 'cac:RequestedMonetaryTotal');
}
