import type { ComputedDocument } from '../model/computed.ts';
import { type Node, text } from './builder.ts';

/** UBL 2.1 with SUNAT's customization 2.0, the pair every 2.1 document declares. */
export function appendVersions21(root: Node): void {
  text(root, 'cbc:UBLVersionID', '2.1');
  text(root, 'cbc:CustomizationID', '2.0');
}

/** ID (SERIE-NUMERO), issue date and time. */
export function appendIdentity(
  root: Node,
  doc: Pick<ComputedDocument, 'id' | 'issueDate' | 'issueTime'>,
): void {
  text(root, 'cbc:ID', doc.id);
  text(root, 'cbc:IssueDate', doc.issueDate);
  text(root, 'cbc:IssueTime', doc.issueTime);
}

/** Legends (Catálogo 52) as cbc:Note languageLocaleID, then the free-text observation. */
export function appendNotes(root: Node, doc: Pick<ComputedDocument, 'legends' | 'observations'>): void {
  for (const legend of doc.legends) text(root, 'cbc:Note', legend.text, { languageLocaleID: legend.code });
  if (doc.observations) text(root, 'cbc:Note', doc.observations);
}

export function appendOrderReference(root: Node, purchaseOrder: string | undefined): void {
  if (purchaseOrder) text(root.ele('cac:OrderReference'), 'cbc:ID', purchaseOrder);
}
