import type { ComputedDocument } from '../model/computed.ts';
import type { Signatory } from '../sign/signatory.ts';
import { buildCreditNoteXml } from './credit-note.ts';
import { buildDebitNoteXml } from './debit-note.ts';
import { buildInvoiceXml } from './invoice.ts';

/** One builder per Catálogo 01 type; a new kind (guía, retención) is a new module and a new row. */
const BUILDERS: Record<
  ComputedDocument['documentType'],
  (doc: ComputedDocument, signatory?: Signatory) => string
> = {
  '01': buildInvoiceXml,
  '03': buildInvoiceXml,
  '07': buildCreditNoteXml,
  '08': buildDebitNoteXml,
};

/** The unsigned UBL XML of a computed document; `signatory` when a PSE signs it (SignatoryParty). */
export const buildDocumentXml = (doc: ComputedDocument, signatory?: Signatory): string =>
  BUILDERS[doc.documentType](doc, signatory);
