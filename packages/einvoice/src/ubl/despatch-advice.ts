import { CATALOG_61, RELATED_COMPROBANTES } from '../catalogs/despatch-related-61.ts';
import type { ComputedDespatch } from '../model/despatch.ts';
import type { Signatory } from '../sign/signatory.ts';
import { type Node, createRoot, serialize, text } from './builder.ts';
import { appendWrappedParty, identityScheme } from './despatch-parties.ts';
import { appendShipment } from './despatch-shipment.ts';
import { appendVersions21 } from './header.ts';
import { NS } from './namespaces.ts';
import { appendExtensions, appendSignatureReference } from './signature-block.ts';

/**
 * Guía de remisión electrónica, remitente (09) or transportista (31): UBL 2.1 DespatchAdvice with
 * SUNAT's customization 2.0, the GRE of RS 123-2022 sent through the REST API (never billService:
 * 1085). Element order follows the OASIS schema; the places follow SUNAT's GRE XSL.
 */
export function buildDespatchAdviceXml(despatch: ComputedDespatch, signatory?: Signatory): string {
  const root = createRoot(NS.despatchAdvice, 'DespatchAdvice');
  appendExtensions(root);
  appendVersions21(root);
  text(root, 'cbc:ID', despatch.id);
  text(root, 'cbc:IssueDate', despatch.issueDate);
  text(root, 'cbc:IssueTime', despatch.issueTime);
  text(root, 'cbc:DespatchAdviceTypeCode', despatch.documentType, {
    listAgencyName: 'PE:SUNAT',
    listName: 'Tipo de Documento',
    listURI: 'urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo01',
  });
  if (despatch.observations) text(root, 'cbc:Note', despatch.observations);
  for (const related of despatch.relatedDocuments) appendRelated(root, related);
  appendSignatureReference(root, despatch.issuer, signatory);
  appendWrappedParty(root, 'cac:DespatchSupplierParty', {
    documentType: '6',
    documentNumber: despatch.issuer.ruc,
    name: despatch.issuer.businessName,
  });
  appendWrappedParty(root, 'cac:DeliveryCustomerParty', despatch.recipient);
  // Who pays the freight of a guía transportista, when a third party does.
  if (despatch.documentType === '31' && despatch.freightPayer === 'Tercero' && despatch.freightPayerParty) {
    appendWrappedParty(root, 'cac:OriginatorCustomerParty', despatch.freightPayerParty);
  }
  appendShipment(root, despatch);
  despatch.lines.forEach((line, index) => {
    const node = root.ele('cac:DespatchLine');
    text(node, 'cbc:ID', String(index + 1));
    text(node, 'cbc:DeliveredQuantity', line.quantity, { unitCode: line.unitCode });
    text(node.ele('cac:OrderLineReference'), 'cbc:LineID', String(index + 1));
    const item = node.ele('cac:Item');
    text(item, 'cbc:Description', line.description);
    if (line.productCode) text(item.ele('cac:SellersItemIdentification'), 'cbc:ID', line.productCode);
    if (line.sunatProductCode) {
      text(item.ele('cac:CommodityClassification'), 'cbc:ItemClassificationCode', line.sunatProductCode, {
        listID: 'UNSPSC',
        listAgencyName: 'GS1 US',
        listName: 'Item Classification',
      });
    }
  });
  return serialize(root);
}

function appendRelated(root: Node, related: ComputedDespatch['relatedDocuments'][number]): void {
  const reference = root.ele('cac:AdditionalDocumentReference');
  text(reference, 'cbc:ID', related.number);
  text(reference, 'cbc:DocumentTypeCode', related.documentType, {
    listAgencyName: 'PE:SUNAT',
    listName: 'Documento relacionado al transporte',
    listURI: 'urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo61',
  });
  text(reference, 'cbc:DocumentType', CATALOG_61[related.documentType]?.name ?? related.documentType);
  if (related.issuerRuc && RELATED_COMPROBANTES.includes(related.documentType)) {
    text(
      reference.ele('cac:IssuerParty').ele('cac:PartyIdentification'),
      'cbc:ID',
      related.issuerRuc,
      identityScheme('6'),
    );
  }
}
