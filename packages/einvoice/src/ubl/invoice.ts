import type { ComputedDocument } from '../model/computed.ts';
import { appendAdvanceDiscounts, appendAdvanceReferences, appendPrepaidPayments } from './advances.ts';
import { appendGlobalDiscount, appendPerceptionCharge } from './allowances.ts';
import { createRoot, serialize, text } from './builder.ts';
import { appendIdentity, appendNotes, appendOrderReference, appendVersions21 } from './header.ts';
import { appendLine } from './lines.ts';
import { appendMonetaryTotal } from './monetary-total.ts';
import { NS } from './namespaces.ts';
import { appendIncoterm, appendServiceCountry } from './export-delivery.ts';
import { appendCustomer, appendSupplier } from './parties.ts';
import {
  appendDetractionMeans,
  appendDetractionTerms,
  appendPaymentMethod,
  appendPerceptionTerms,
} from './payment-terms.ts';
import type { Signatory } from '../sign/signatory.ts';
import { appendExtensions, appendSignatureReference } from './signature-block.ts';
import { appendDocumentTaxTotal } from './taxes.ts';

const SUNAT_CATALOG = 'urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo';

/** Factura (01) and boleta (03): UBL 2.1 Invoice, elements in the XSD's order (greenter's invoice2.1). */
export function buildInvoiceXml(doc: ComputedDocument, signatory?: Signatory): string {
  const root = createRoot(NS.invoice, 'Invoice');
  appendExtensions(root);
  appendVersions21(root);
  text(root, 'cbc:ProfileID', doc.operationType, {
    schemeName: 'Tipo de Operacion',
    schemeAgencyName: 'PE:SUNAT',
    schemeURI: `${SUNAT_CATALOG}51`,
  });
  appendIdentity(root, doc);
  if (doc.dueDate) text(root, 'cbc:DueDate', doc.dueDate);
  text(root, 'cbc:InvoiceTypeCode', doc.documentType, {
    listID: doc.operationType,
    listAgencyName: 'PE:SUNAT',
    listName: 'Tipo de Documento',
    listURI: `${SUNAT_CATALOG}01`,
  });
  appendNotes(root, doc);
  text(root, 'cbc:DocumentCurrencyCode', doc.currency);
  appendOrderReference(root, doc.purchaseOrder);
  appendAdvanceReferences(root, doc);
  appendSignatureReference(root, doc.issuer, signatory);
  appendSupplier(root, doc.issuer);
  appendCustomer(root, doc.customer);
  appendServiceCountry(root, doc);
  appendIncoterm(root, doc);
  if (doc.detraction) {
    appendDetractionMeans(root, doc.detraction);
    appendDetractionTerms(root, doc.detraction);
  }
  appendPaymentMethod(root, doc);
  appendPerceptionTerms(root, doc);
  appendPrepaidPayments(root, doc);
  appendGlobalDiscount(root, doc);
  appendAdvanceDiscounts(root, doc);
  appendPerceptionCharge(root, doc);
  appendDocumentTaxTotal(root, doc.currency, doc.totals.taxTotal, doc.taxSubtotals);
  appendMonetaryTotal(root, 'cac:LegalMonetaryTotal', doc.currency, doc.totals);
  for (const line of doc.lines) {
    appendLine(root, { line: 'cac:InvoiceLine', quantity: 'cbc:InvoicedQuantity' }, doc.currency, line);
  }
  return serialize(root);
}
