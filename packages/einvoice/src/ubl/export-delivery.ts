import type { ComputedDocument } from '../model/computed.ts';
import { type Node, text } from './builder.ts';

/**
 * An export of services 0201 names the country where the service is used, exploited or enjoyed
 * (Factura sheet row 15, SUNAT 3098/3099): cac:Delivery/cac:DeliveryLocation/cac:Address/cac:Country.
 */
export function appendServiceCountry(root: Node, doc: Pick<ComputedDocument, 'serviceCountry'>): void {
  if (!doc.serviceCountry) return;
  const country = root.ele('cac:Delivery').ele('cac:DeliveryLocation').ele('cac:Address').ele('cac:Country');
  text(country, 'cbc:IdentificationCode', doc.serviceCountry, {
    listID: 'ISO 3166-1',
    listAgencyName: 'United Nations Economic Commission for Europe',
    listName: 'Country',
  });
}

/** The Incoterm of an export (Factura sheet row 62, cac:DeliveryTerms/cbc:ID, without validation). */
export function appendIncoterm(root: Node, doc: Pick<ComputedDocument, 'incoterm'>): void {
  if (doc.incoterm) text(root.ele('cac:DeliveryTerms'), 'cbc:ID', doc.incoterm);
}
