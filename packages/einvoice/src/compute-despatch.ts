import type { DespatchInput } from '@facturador/contracts';
import { GOODS_HANDOVER_DATE, versionOn } from './calendar/index.ts';
import { TRANSPORT_PUBLIC } from './catalogs/transport-modes-18.ts';
import { DEFAULT_ISSUE_TIME } from './compute-document.ts';
import type { Issuer } from './model/computed.ts';
import type { ComputedDespatch, DespatchIndicator } from './model/despatch.ts';

export interface DespatchContext {
  issuer: Issuer;
  /** The correlative already allocated for (company, series). */
  number: number;
  /** HH:MM:SS, Lima time, used when the input has none. */
  issueTime?: string;
}

/**
 * A guía remitente in transporte público whose goods go to a carrier: the one case where the
 * handover date is a date of its own (not in an M1/L vehicle, which the issuer drives itself).
 */
export const handsGoodsToCarrier = (input: DespatchInput): boolean =>
  input.documentType === '09' && input.transportMode === TRANSPORT_PUBLIC && !input.m1OrLVehicle;

/** The input's flags as SUNAT's indicators (cbc:SpecialInstructions). */
function indicatorsOf(input: DespatchInput): DespatchIndicator[] {
  const indicators: DespatchIndicator[] = [];
  if (input.scheduledTransshipment) indicators.push('SUNAT_Envio_IndicadorTransbordoProgramado');
  if (input.documentType === '09' && input.m1OrLVehicle)
    indicators.push('SUNAT_Envio_IndicadorTrasladoVehiculoM1L');
  if (input.documentType === '31') {
    // SUNAT spells it «Trasporte» (ValidaExprRegGreTransportista, 3388).
    if (input.subcontractor) indicators.push('SUNAT_Envio_IndicadorTrasporteSubcontratado');
    if (input.freightPayer) indicators.push(`SUNAT_Envio_IndicadorPagadorFlete_${input.freightPayer}`);
  }
  return indicators;
}

/**
 * A guía input → what the XML says: enrich only (number, time, indicators, the handover date when
 * SUNAT asks it apart on the issue date). Pure; validateDespatch says whether SUNAT would accept it.
 */
export function computeDespatch(input: DespatchInput, context: DespatchContext): ComputedDespatch {
  const { issueTime, ...rest } = input;
  const handover = versionOn(GOODS_HANDOVER_DATE, input.issueDate);
  return {
    ...rest,
    issuer: context.issuer,
    number: context.number,
    id: `${input.series}-${context.number}`,
    issueTime: issueTime ?? context.issueTime ?? DEFAULT_ISSUE_TIME,
    indicators: indicatorsOf(input),
    ...(handover && handsGoodsToCarrier(input) && input.handoverDate
      ? { handoverEvent: input.handoverDate }
      : {}),
  };
}
