import { addDays } from './dates.ts';
import { startedLast, type RuleVersion } from './rule-versions.ts';

/**
 * The rates and dated rules of the comprobantes de retención (20) and de percepción (40), from
 * SUNAT's sheets Retenciones1_0 and Percepciones1_0 (v20260212) and their catálogos 23 and 22.
 */

/** One régimen of a catálogo: its rate, and the related documents it may still be applied to. */
export interface OtherCpeRegime {
  /** The percentage SUNAT's catálogo gives it (SUNATRetentionPercent / SUNATPerceptionPercent). */
  percent: string;
  /** Only for related documents issued up to this day (inclusive), when the régimen was closed. */
  relatedIssuedUntil?: string;
}

/**
 * Catálogo 23, régimen de retención (Retenciones1_0 rows 29–30, ERR-2618/2619): 01 tasa 3 %,
 * 02 tasa 6 %. The 6 % rate ended on 2014-02-28 (row 39, ERR-2985: «Solo se acepta comprobantes
 * con fecha de emisión hasta el 28/02/2014 si la tasa del comprobante de retencion 6%»).
 */
export const RETENTION_REGIMES_23: Readonly<Record<string, OtherCpeRegime>> = {
  '01': { percent: '3' },
  '02': { percent: '6', relatedIssuedUntil: '2014-02-28' },
};

/**
 * Catálogo 22, régimen de percepción (Percepciones1_0 rows 30–31, ERR-2602/2603): 01 venta
 * interna 2 %, 02 adquisición de combustible 1 %, 03 realizada al agente de percepción con tasa
 * especial 0.5 %.
 */
export const PERCEPTION_REGIMES_22: Readonly<Record<string, OtherCpeRegime>> = {
  '01': { percent: '2' },
  '02': { percent: '1' },
  '03': { percent: '0.5' },
};

/**
 * The percepción charged within a factura (Factura row 63) names its régimen by Catálogo 53 — 51
 * «Percepción venta interna», 52 «… a la adquisición de combustible», 53 «… realizada al agente de
 * percepción con tasa especial» — and its amount is checked against the rate of Parámetros (019),
 * Catálogo 22 (ERR-2798): the same régimen 01, 02, 03.
 */
export const PERCEPTION_CHARGE_REGIMES: Readonly<Record<'51' | '52' | '53', string>> = {
  '51': '01',
  '52': '02',
  '53': '03',
};

/** The régimen of a catálogo for the document type: 23 for a retención, 22 for a percepción. */
export const otherCpeRegimeOf = (documentType: '20' | '40', code: string): OtherCpeRegime | undefined =>
  (documentType === '20' ? RETENTION_REGIMES_23 : PERCEPTION_REGIMES_22)[code];

/** How SUNAT answers a PayableRoundingAmount of more than one sol, and its currency other than PEN. */
export interface RoundingCheck {
  severity: 'error' | 'observation';
  /** |PayableRoundingAmount| > 1. */
  amountCode: string;
  /** PayableRoundingAmount@currencyID ≠ PEN. */
  currencyCode: string;
  /** The largest rounding SUNAT takes, in soles. */
  max: string;
}

/**
 * The rounding of the total paid or collected (cbc:PayableRoundingAmount). Control de Cambios
 * 30/06/2018 adds the field with OBS-4314 and OBS-4316 (Retenciones, Percepciones); 2021-04-06:
 * «A partir del 01/09/2021 las validaciones deben ser de tipo ERROR … OBS-4316 a ERR-3304,
 * OBS-4314 a ERR-3303» (Retenciones y Percepciones).
 */
export const OTHER_CPE_ROUNDING: readonly RuleVersion<RoundingCheck>[] = [
  {
    from: '2018-06-30',
    rule: { severity: 'observation', amountCode: '4314', currencyCode: '4316', max: '1' },
  },
  { from: '2021-09-01', rule: { severity: 'error', amountCode: '3303', currencyCode: '3304', max: '1' } },
];

/**
 * ERR-2600 on a retención's or percepción's IssueDate (row 5): «La diferencia entre la fecha de
 * recepción del XML y el valor del Tag UBL es mayor al plazo máximo vigente»; since 2024-11-01
 * «según normativa vigente para cada tipo de comprobante» (Control de Cambios 2024-10-11). The
 * OSE parameter table gives 3 days for types 20 and 40.
 */
export const OTHER_CPE_SEND_DEADLINE: readonly RuleVersion<{ days: number; code: string }>[] = [
  { from: '2024-11-01', rule: { days: 3, code: '2600' } },
];

/** The last day SUNAT takes a 20 or 40 issued on `issueDate` (the table's first entry before it starts). */
export function otherCpeSendDeadlineOf(issueDate: string): { lastDay: string; days: number; code: string } {
  const entry = startedLast(OTHER_CPE_SEND_DEADLINE, issueDate) ?? OTHER_CPE_SEND_DEADLINE[0]!;
  return { lastDay: addDays(issueDate, entry.rule.days), ...entry.rule };
}
