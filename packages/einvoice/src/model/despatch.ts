import type { DespatchInput } from '@facturador/contracts';
import type { Issuer } from './computed.ts';

/**
 * A guía de remisión after enrichment: its number, the issuer as SUNAT knows it, and the
 * indicators (cbc:SpecialInstructions) derived from the input's flags. A guía has no amounts, so
 * there is nothing to process or summarise: the UBL builder writes what is here.
 */
export interface ComputedDespatch extends Omit<DespatchInput, 'issueTime'> {
  issuer: Issuer;
  number: number;
  /** SERIE-NUMERO. */
  id: string;
  issueTime: string;
  /** SUNAT_Envio_Indicador… values, in the order they are written. */
  indicators: readonly DespatchIndicator[];
  /** The date written as the goods' handover to the carrier, when SUNAT asks it apart (GOODS_HANDOVER_DATE). */
  handoverEvent?: string;
}

/** The values of cac:Shipment/cbc:SpecialInstructions this engine writes (SUNAT's GRE XSL, 3388). */
export type DespatchIndicator =
  | 'SUNAT_Envio_IndicadorTransbordoProgramado'
  | 'SUNAT_Envio_IndicadorTrasladoVehiculoM1L'
  | 'SUNAT_Envio_IndicadorTrasporteSubcontratado'
  | 'SUNAT_Envio_IndicadorPagadorFlete_Remitente'
  | 'SUNAT_Envio_IndicadorPagadorFlete_Subcontratador'
  | 'SUNAT_Envio_IndicadorPagadorFlete_Tercero';
