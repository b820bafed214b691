import type { DespatchPartyInput } from '@facturador/contracts';
import { type Node, text } from './builder.ts';

/** SUNAT's attributes on a Catálogo 06 identity (4255–4257 observe their absence). */
export const identityScheme = (schemeID: string): Record<string, string> => ({
  schemeID,
  schemeName: 'Documento de Identidad',
  schemeAgencyName: 'PE:SUNAT',
  schemeURI: 'urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo06',
});

/** PartyIdentification + PartyLegalEntity, the shape of every party of a guía. */
export function appendPartyBody(
  party: Node,
  documentType: string,
  documentNumber: string,
  name: string,
): void {
  text(party.ele('cac:PartyIdentification'), 'cbc:ID', documentNumber, identityScheme(documentType));
  text(party.ele('cac:PartyLegalEntity'), 'cbc:RegistrationName', name);
}

/** A `<wrapper><cac:Party>…</cac:Party></wrapper>` party (supplier, customer, originator). */
export function appendWrappedParty(root: Node, wrapper: string, party: DespatchPartyInput): void {
  appendPartyBody(root.ele(wrapper).ele('cac:Party'), party.documentType, party.documentNumber, party.name);
}
