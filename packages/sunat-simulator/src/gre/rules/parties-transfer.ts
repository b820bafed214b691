import { first, text } from '../../document/dom.ts';
import {
  BOTH_XSL,
  REMITENTE_XSL,
  SHIPMENT,
  STAGE,
  TRANSPORTISTA_XSL,
  blank,
  handedToCarrier,
  isM1L,
  modeOf,
  reasonOf,
  type GreDoc,
  type GreRule,
} from './gre-rule.ts';

/** Catálogo 20 (motivo de traslado) and 18 (modalidad) as the Catálogos sheet v20260212 lists them. */
const CATALOG_20 = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '13', '14', '17', '18'];
const CATALOG_18 = ['01', '02'];
const RECIPIENT = 'cac:DeliveryCustomerParty/cac:Party/cac:PartyIdentification/cbc:ID';
const SHIPPER = `${SHIPMENT}/cac:Delivery/cac:Despatch/cac:DespatchParty/cac:PartyIdentification/cbc:ID`;
const CARRIER = `${STAGE}/cac:CarrierParty/cac:PartyIdentification/cbc:ID`;
const SUBCONTRACTOR = `${SHIPMENT}/cac:Consignment/cac:LogisticsOperatorParty/cac:PartyIdentification/cbc:ID`;

const schemeOf = (doc: GreDoc, path: string): string | undefined =>
  first(doc.root, path)?.getAttribute('schemeID') ?? undefined;
/** The destinatario is the remitente itself: RUC (6) and the same number. */
const recipientIsIssuer = (doc: GreDoc): boolean =>
  schemeOf(doc, RECIPIENT) === '6' && text(doc.root, RECIPIENT) === doc.ruc;

/** Parties (remitente, destinatario, carrier, subcontratador) and the transfer (motivo, modalidad). */
export const PARTIES_TRANSFER: GreRule[] = [
  {
    code: '3404',
    severity: 'error',
    source: `${REMITENTE_XSL}: cac:Shipment/cbc:HandlingCode must exist`,
    on: '09',
    broken: (doc) => blank(reasonOf(doc)),
  },
  {
    code: '3405',
    severity: 'error',
    source: `${REMITENTE_XSL}: HandlingCode in Catálogo 20`,
    on: '09',
    broken: (doc) => !blank(reasonOf(doc)) && !CATALOG_20.includes(reasonOf(doc)!),
  },
  {
    code: '2532',
    severity: 'error',
    source: `${REMITENTE_XSL}: cbc:TransportModeCode must exist`,
    on: '09',
    broken: (doc) => blank(modeOf(doc)),
  },
  {
    code: '2773',
    severity: 'error',
    source: `${REMITENTE_XSL}: TransportModeCode ^(01|02)$ (Catálogo 18)`,
    on: '09',
    broken: (doc) => !blank(modeOf(doc)) && !CATALOG_18.includes(modeOf(doc)!),
  },
  {
    code: '2554',
    severity: 'error',
    source: `${REMITENTE_XSL}: motivo 02, 04 or 07 and destinatario ≠ remitente (RUC)`,
    on: '09',
    broken: (doc) => ['02', '04', '07'].includes(reasonOf(doc) ?? '') && !recipientIsIssuer(doc),
  },
  {
    code: '2555',
    severity: 'error',
    source: `${REMITENTE_XSL}: motivo 01, 03, 05, 06, 09, 14 or 17 and destinatario = remitente`,
    on: '09',
    broken: (doc) =>
      ['01', '03', '05', '06', '09', '14', '17'].includes(reasonOf(doc) ?? '') && recipientIsIssuer(doc),
  },
  {
    code: '3417',
    severity: 'error',
    source: `${REMITENTE_XSL}: motivo 06 or 17 and destinatario's schemeID ≠ 6`,
    on: '09',
    broken: (doc) => ['06', '17'].includes(reasonOf(doc) ?? '') && schemeOf(doc, RECIPIENT) !== '6',
  },
  {
    code: '3383',
    severity: 'error',
    source: `${TRANSPORTISTA_XSL}: cac:Delivery/cac:Despatch/cac:DespatchParty (remitente) must exist`,
    on: '31',
    broken: (doc) => blank(text(doc.root, SHIPPER)),
  },
  {
    code: '2560',
    severity: 'error',
    source: `${TRANSPORTISTA_XSL}: remitente = transportista (emisor)`,
    on: '31',
    broken: (doc) => text(doc.root, SHIPPER) === doc.ruc,
  },
  {
    code: '2558',
    severity: 'error',
    source: `${REMITENTE_XSL}: modalidad 01 without M1/L: CarrierParty ID must exist`,
    on: '09',
    broken: (doc) => modeOf(doc) === '01' && !isM1L(doc) && blank(text(doc.root, CARRIER)),
  },
  {
    code: '3347',
    severity: 'error',
    source: `${REMITENTE_XSL}: modalidad 02 with a CarrierParty`,
    on: '09',
    broken: (doc) => modeOf(doc) === '02' && !blank(schemeOf(doc, CARRIER) ?? text(doc.root, CARRIER)),
  },
  {
    code: '4391',
    severity: 'observation',
    source: `${BOTH_XSL}: CarrierParty/PartyLegalEntity/CompanyID (registro MTC) missing (31; 09 handed to a carrier)`,
    broken: (doc) =>
      (doc.type === '31' || handedToCarrier(doc)) &&
      blank(text(doc.root, `${STAGE}/cac:CarrierParty/cac:PartyLegalEntity/cbc:CompanyID`)),
  },
  {
    code: '3391',
    severity: 'error',
    source: `${TRANSPORTISTA_XSL}: LogisticsOperatorParty (subcontratador) schemeID ^(6)$`,
    on: '31',
    broken: (doc) => {
      const scheme = schemeOf(doc, SUBCONTRACTOR);
      return scheme !== undefined && scheme !== '' && scheme !== '6';
    },
  },
  {
    code: '3390',
    severity: 'error',
    source: `${TRANSPORTISTA_XSL}: subcontratador = transportista (emisor)`,
    on: '31',
    broken: (doc) => text(doc.root, SUBCONTRACTOR) === doc.ruc,
  },
];
