import { all, text, type Element } from '../../document/dom.ts';

/** What a guía rule reads: the DespatchAdvice root, its type (09/31) and who sends it. */
export interface GreDoc {
  root: Element;
  type: '09' | '31';
  /** The RUC of the file name (the issuer). */
  ruc: string;
}

/**
 * One of SUNAT's guía validations as the double applies it. `source` names where it was read:
 * SUNAT's GRE validation XSL (SFS «ValidaExprRegGreRemitente-2.0.1» / «…GreTransportista-2.0.1»,
 * as mirrored in neoevsys/validador_sunat contenido/commons/xsl) and the code's text in the
 * CódigosRetorno sheet of AjustesValidacionesCPE v20260212.
 */
export interface GreRule {
  code: string;
  severity: 'error' | 'observation';
  source: string;
  /** Only on this type of guía; both when absent. */
  on?: '09' | '31';
  broken(doc: GreDoc): boolean;
}

export const REMITENTE_XSL = 'ValidaExprRegGreRemitente-2.0.1.xsl';
export const TRANSPORTISTA_XSL = 'ValidaExprRegGreTransportista-2.0.1.xsl';
export const BOTH_XSL = `${REMITENTE_XSL} y ${TRANSPORTISTA_XSL}`;

export const SHIPMENT = 'cac:Shipment';
export const STAGE = 'cac:Shipment/cac:ShipmentStage';
export const EQUIPMENT = 'cac:Shipment/cac:TransportHandlingUnit/cac:TransportEquipment';

export const modeOf = (doc: GreDoc): string | undefined => text(doc.root, `${STAGE}/cbc:TransportModeCode`);
export const reasonOf = (doc: GreDoc): string | undefined => text(doc.root, `${SHIPMENT}/cbc:HandlingCode`);
export const hasIndicator = (doc: GreDoc, indicator: string): boolean =>
  all(doc.root, `${SHIPMENT}/cbc:SpecialInstructions`).some((el) => text(el) === indicator);
export const isM1L = (doc: GreDoc): boolean => hasIndicator(doc, 'SUNAT_Envio_IndicadorTrasladoVehiculoM1L');
/** The XSL's condition for the issuer moving the goods itself: privado, or público in an M1/L vehicle. */
export const ownTransport = (doc: GreDoc): boolean => doc.type === '31' || modeOf(doc) === '02' || isM1L(doc);
/** Público handed to a carrier (no M1/L vehicle, no «vehículos y conductores del transportista»). */
export const handedToCarrier = (doc: GreDoc): boolean =>
  doc.type === '09' &&
  modeOf(doc) === '01' &&
  !isM1L(doc) &&
  !hasIndicator(doc, 'SUNAT_Envio_IndicadorVehiculoConductoresTransp');
export const blank = (value: string | undefined): boolean => value === undefined || value === '';
