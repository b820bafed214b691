import type { DespatchAddressInput, DespatchVehicleInput } from '@facturador/contracts';
import type { ComputedDespatch } from '../model/despatch.ts';
import { type Node, text } from './builder.ts';
import { appendPartyBody, identityScheme } from './despatch-parties.ts';

const RUC_SCHEME = '6';
/** SUNAT's name for the one shipment of a guía (greenter's despatch2022 template writes the same). */
const SHIPMENT_ID = 'SUNAT_Envio';

/**
 * cac:Shipment of a guía, in the UBL 2.1 order (ShipmentType, then ShipmentStage, Delivery,
 * TransportHandlingUnit), at the places SUNAT's GRE XSL reads (ValidaExprRegGreRemitente and
 * …Transportista 2.0.1).
 */
export function appendShipment(root: Node, despatch: ComputedDespatch): void {
  const remitente = despatch.documentType === '09';
  const shipment = root.ele('cac:Shipment');
  text(shipment, 'cbc:ID', SHIPMENT_ID);
  if (remitente && despatch.reasonCode) {
    text(shipment, 'cbc:HandlingCode', despatch.reasonCode, {
      listAgencyName: 'PE:SUNAT',
      listName: 'Motivo de traslado',
      listURI: 'urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo20',
    });
    if (despatch.reasonDescription) text(shipment, 'cbc:HandlingInstructions', despatch.reasonDescription);
  }
  text(shipment, 'cbc:GrossWeightMeasure', despatch.grossWeight, { unitCode: despatch.weightUnit });
  if (despatch.packages !== undefined)
    text(shipment, 'cbc:TotalTransportHandlingUnitQuantity', String(despatch.packages));
  for (const indicator of despatch.indicators) text(shipment, 'cbc:SpecialInstructions', indicator);
  if (!remitente && despatch.subcontractor) {
    const consignment = shipment.ele('cac:Consignment');
    text(consignment, 'cbc:ID', SHIPMENT_ID);
    appendPartyBody(
      consignment.ele('cac:LogisticsOperatorParty'),
      RUC_SCHEME,
      despatch.subcontractor.ruc,
      despatch.subcontractor.name,
    );
  }
  appendStage(shipment, despatch);
  appendDelivery(shipment, despatch);
  if (despatch.vehicle) appendVehicles(shipment, despatch.vehicle, despatch.secondaryVehicles);
}

function appendStage(shipment: Node, despatch: ComputedDespatch): void {
  const stage = shipment.ele('cac:ShipmentStage');
  if (despatch.documentType === '09' && despatch.transportMode) {
    text(stage, 'cbc:TransportModeCode', despatch.transportMode, {
      listName: 'Modalidad de traslado',
      listAgencyName: 'PE:SUNAT',
      listURI: 'urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo18',
    });
  }
  text(stage.ele('cac:TransitPeriod'), 'cbc:StartDate', despatch.startDate);
  if (despatch.documentType === '09' && despatch.carrier) {
    const carrier = stage.ele('cac:CarrierParty');
    text(carrier.ele('cac:PartyIdentification'), 'cbc:ID', despatch.carrier.ruc, { schemeID: RUC_SCHEME });
    const entity = carrier.ele('cac:PartyLegalEntity');
    text(entity, 'cbc:RegistrationName', despatch.carrier.name);
    if (despatch.carrier.mtcRegistration) text(entity, 'cbc:CompanyID', despatch.carrier.mtcRegistration);
  }
  // On a guía transportista the issuer is the carrier: its MTC registration stays at CarrierParty.
  if (despatch.documentType === '31' && despatch.mtcRegistration) {
    text(
      stage.ele('cac:CarrierParty').ele('cac:PartyLegalEntity'),
      'cbc:CompanyID',
      despatch.mtcRegistration,
    );
  }
  if (despatch.handoverEvent) {
    text(stage.ele('cac:LoadingTransportEvent'), 'cbc:OccurrenceDate', despatch.handoverEvent);
  }
  despatch.drivers.forEach((driver, index) => {
    const person = stage.ele('cac:DriverPerson');
    text(person, 'cbc:ID', driver.documentNumber, identityScheme(driver.documentType));
    text(person, 'cbc:FirstName', driver.firstName);
    text(person, 'cbc:FamilyName', driver.lastName);
    text(person, 'cbc:JobTitle', index === 0 ? 'Principal' : 'Secundario');
    text(person.ele('cac:IdentityDocumentReference'), 'cbc:ID', driver.licence);
  });
}

function appendAddress(parent: Node, name: string, address: DespatchAddressInput): void {
  const node = parent.ele(name);
  text(node, 'cbc:ID', address.ubigeo, { schemeAgencyName: 'PE:INEI', schemeName: 'Ubigeos' });
  if (address.establishmentCode) {
    text(
      node,
      'cbc:AddressTypeCode',
      address.establishmentCode,
      address.establishmentRuc ? { listID: address.establishmentRuc } : undefined,
    );
  }
  text(node.ele('cac:AddressLine'), 'cbc:Line', address.address);
}

/** Punto de llegada, then punto de partida and (on a 31) the remitente inside cac:Despatch. */
function appendDelivery(shipment: Node, despatch: ComputedDespatch): void {
  const delivery = shipment.ele('cac:Delivery');
  appendAddress(delivery, 'cac:DeliveryAddress', despatch.destination);
  const dispatch = delivery.ele('cac:Despatch');
  appendAddress(dispatch, 'cac:DespatchAddress', despatch.origin);
  if (despatch.documentType === '31' && despatch.shipper) {
    // DespatchParty is a PartyType: its children go straight in, without cac:Party.
    const { documentType, documentNumber, name } = despatch.shipper;
    appendPartyBody(dispatch.ele('cac:DespatchParty'), documentType, documentNumber, name);
  }
}

function appendVehicles(
  shipment: Node,
  main: DespatchVehicleInput,
  secondary: readonly DespatchVehicleInput[],
): void {
  const equipment = shipment.ele('cac:TransportHandlingUnit').ele('cac:TransportEquipment');
  text(equipment, 'cbc:ID', main.plate);
  if (main.circulationCard) {
    text(
      equipment.ele('cac:ApplicableTransportMeans'),
      'cbc:RegistrationNationalityID',
      main.circulationCard,
    );
  }
  for (const vehicle of secondary) {
    const attached = equipment.ele('cac:AttachedTransportEquipment');
    text(attached, 'cbc:ID', vehicle.plate);
    if (vehicle.circulationCard) {
      text(
        attached.ele('cac:ApplicableTransportMeans'),
        'cbc:RegistrationNationalityID',
        vehicle.circulationCard,
      );
    }
  }
}
