import type { Element } from '@xmldom/xmldom';
import { MANY, type Sequence, checkSequence } from './child-order.ts';
import { child, childElements, childText } from './dom.ts';

/**
 * Our own structural rules for RC and RA, in place of SUNAT's UBL 2.0 schemas (which state no
 * licence, so they are not shipped): the element order of SUNAT's SummaryDocuments-1 and
 * VoidedDocuments-1 as greenter's templates write them, plus the value rules SUNAT rejects on
 * (2992 for a line without its IGV rate).
 */
const HEADER: Sequence = [
  ['UBLExtensions', 1, 1],
  ['UBLVersionID', 1, 1],
  ['CustomizationID', 1, 1],
  ['ID', 1, 1],
  ['ReferenceDate', 1, 1],
  ['IssueDate', 1, 1],
  ['Note', 0, MANY],
  ['Signature', 1, 1],
  ['AccountingSupplierParty', 1, 1],
];

const SUMMARY_LINE: Sequence = [
  ['LineID', 1, 1],
  ['DocumentTypeCode', 1, 1],
  ['ID', 1, 1],
  ['AccountingCustomerParty', 0, 1],
  ['BillingReference', 0, 1],
  ['SUNATPerceptionSummaryDocumentReference', 0, 1],
  ['Status', 1, 1],
  ['TotalAmount', 1, 1],
  ['BillingPayment', 1, MANY],
  ['AllowanceCharge', 0, MANY],
  ['TaxTotal', 1, MANY],
];

const VOIDED_LINE: Sequence = [
  ['LineID', 1, 1],
  ['DocumentTypeCode', 1, 1],
  ['DocumentSerialID', 1, 1],
  ['DocumentNumberID', 1, 1],
  ['VoidReasonDescription', 1, 1],
];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function headerErrors(root: Element, idPattern: RegExp, lineName: string): string[] {
  const errors = checkSequence(root, [...HEADER, [lineName, 1, 500]], root.localName ?? '');
  if (!idPattern.test(childText(root, 'ID'))) errors.push(`ID no tiene el formato ${idPattern.source}`);
  for (const name of ['ReferenceDate', 'IssueDate']) {
    if (!DATE.test(childText(root, name))) errors.push(`${name} debe tener el formato AAAA-MM-DD`);
  }
  const supplier = child(root, 'AccountingSupplierParty');
  if (supplier && !/^\d{11}$/.test(childText(supplier, 'CustomerAssignedAccountID'))) {
    errors.push('El RUC del emisor (CustomerAssignedAccountID) debe tener 11 dígitos');
  }
  return errors;
}

export function summaryErrors(root: Element): string[] {
  const errors = headerErrors(root, /^RC-\d{8}-\d{1,5}$/, 'SummaryDocumentsLine');
  childElements(root)
    .filter((node) => node.localName === 'SummaryDocumentsLine')
    .forEach((line, index) => {
      const where = `SummaryDocumentsLine ${index + 1}`;
      errors.push(...checkSequence(line, SUMMARY_LINE, where));
      if (!['03', '07', '08'].includes(childText(line, 'DocumentTypeCode')))
        errors.push(`${where}: DocumentTypeCode debe ser 03, 07 u 08`);
      if (!/^[B][A-Z0-9]{3}-\d{1,8}$/.test(childText(line, 'ID')))
        errors.push(`${where}: ID debe ser SERIE-NÚMERO de una boleta o su nota`);
      const status = child(line, 'Status');
      if (!status || !['1', '2', '3'].includes(childText(status, 'ConditionCode'))) {
        errors.push(`${where}: Status/ConditionCode debe ser 1, 2 o 3 (Catálogo 19)`);
      }
      if (!child(line, 'TotalAmount')?.getAttribute('currencyID'))
        errors.push(`${where}: TotalAmount necesita currencyID`);
      if (!hasIgvRate(line))
        errors.push(`${where}: el IGV no indica su tasa (cbc:Percent), SUNAT lo rechaza con 2992`);
    });
  return errors;
}

/** An IGV TaxSubtotal must carry TaxCategory/Percent; a line that pays IVAP instead has none. */
function hasIgvRate(line: Element): boolean {
  const categories = childElements(line)
    .filter((node) => node.localName === 'TaxTotal')
    .map((total) => child(child(total, 'TaxSubtotal') ?? total, 'TaxCategory'))
    .filter((category): category is Element => category !== undefined);
  const schemeOf = (category: Element) => childText(child(category, 'TaxScheme') ?? category, 'ID');
  const igv = categories.find((category) => schemeOf(category) === '1000');
  if (!igv) return categories.some((category) => schemeOf(category) === '1016');
  return /^\d+(\.\d+)?$/.test(childText(igv, 'Percent'));
}

export function voidedErrors(root: Element): string[] {
  const errors = headerErrors(root, /^RA-\d{8}-\d{1,5}$/, 'VoidedDocumentsLine');
  childElements(root)
    .filter((node) => node.localName === 'VoidedDocumentsLine')
    .forEach((line, index) => {
      const where = `VoidedDocumentsLine ${index + 1}`;
      errors.push(...checkSequence(line, VOIDED_LINE, where));
      if (!['01', '07', '08'].includes(childText(line, 'DocumentTypeCode'))) {
        errors.push(
          `${where}: solo se dan de baja facturas y sus notas (01, 07, 08); las boletas van en un resumen`,
        );
      }
      if (!/^F[A-Z0-9]{3}$/.test(childText(line, 'DocumentSerialID')))
        errors.push(`${where}: DocumentSerialID no es una serie de factura`);
      if (!/^\d{1,8}$/.test(childText(line, 'DocumentNumberID')))
        errors.push(`${where}: DocumentNumberID debe tener de 1 a 8 dígitos`);
      if (childText(line, 'VoidReasonDescription') === '')
        errors.push(`${where}: falta el motivo de la baja`);
    });
  return errors;
}
