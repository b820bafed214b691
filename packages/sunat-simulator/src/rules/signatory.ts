import { text, type Element } from '../document/dom.ts';

/** cac:Signature/cac:SignatoryParty/cac:PartyIdentification/cbc:ID, the RUC of who signs. */
export const signatoryRuc = (root: Element): string | undefined =>
  text(root, 'cac:Signature/cac:SignatoryParty/cac:PartyIdentification/cbc:ID') || undefined;
