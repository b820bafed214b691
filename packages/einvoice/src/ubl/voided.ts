import type { VoidedDocuments } from '../model/computed.ts';
import type { ReversionDocuments } from '../retention-perception/model.ts';
import { createRoot, serialize, text } from './builder.ts';
import { NS } from './namespaces.ts';
import { appendSummarySupplier } from './parties.ts';
import type { Signatory } from '../sign/signatory.ts';
import { appendExtensions, appendSignatureReference } from './signature-block.ts';

/**
 * Comunicación de baja (RA): UBL 2.0 with CustomizationID 1.0 (greenter's voided template).
 * Only facturas and their notes with an accepted CDR go here; boletas are voided in an RC.
 * A resumen de reversiones (RR) of retenciones and percepciones has the same form
 * (Resumen_de_reversiones1_0: /VoidedDocuments, lines of type 20 or 40).
 */
export function buildVoidedXml(voided: VoidedDocuments | ReversionDocuments, signatory?: Signatory): string {
  const root = createRoot(NS.voided, 'VoidedDocuments', true);
  appendExtensions(root);
  text(root, 'cbc:UBLVersionID', '2.0');
  text(root, 'cbc:CustomizationID', '1.0');
  text(root, 'cbc:ID', voided.id);
  text(root, 'cbc:ReferenceDate', voided.referenceDate);
  text(root, 'cbc:IssueDate', voided.issueDate);
  appendSignatureReference(root, voided.issuer, signatory);
  appendSummarySupplier(root, voided.issuer);
  voided.lines.forEach((line, index) => {
    const node = root.ele('sac:VoidedDocumentsLine');
    text(node, 'cbc:LineID', String(index + 1));
    text(node, 'cbc:DocumentTypeCode', line.documentType);
    text(node, 'sac:DocumentSerialID', line.series);
    text(node, 'sac:DocumentNumberID', String(line.number));
    text(node, 'sac:VoidReasonDescription', line.reason);
  });
  return serialize(root);
}
