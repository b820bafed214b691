/**
 * SUNAT's validations that changed on a date (Control_de_Cambios of the sheets this calendar
 * follows), each as a table of versions read by the document's date: a document dated before a
 * change is judged by the version it was issued under, and a rule has no version before it exists.
 */

/** One version of a rule: in force from `from` (YYYY-MM-DD, inclusive) until the next one starts. */
export interface RuleVersion<T> {
  from: string;
  rule: T;
}

/** The entry of a dated table (in date order) in force on `date`: the one that started last. */
export function startedLast<E extends { from: string }>(entries: readonly E[], date: string): E | undefined {
  return entries.filter((entry) => entry.from <= date).at(-1);
}

/** The version in force on `date` (the one that started last); undefined before the first. */
export function versionOn<T>(versions: readonly RuleVersion<T>[], date: string): T | undefined {
  return startedLast(versions, date)?.rule;
}

/** The product's dates start in 2000 (the contract refuses earlier ones): «since always» for it. */
const SINCE_EVER = '2000-01-01';

/**
 * ERR-1086: «El valor del Tag UBL se encuentra en el listado de Sujetos sin capacidad operativa
 * (ind_padron igual a "02") y "Fecha de emisión" del comprobante comprendida en el rango de
 * vigencia» (Factura row 10; NC/ND row 10 «Si el 'Tipo de documento que modifica' es '01'»; not on
 * boletas). Control de Cambios 2024-02-05: «Se agrega validación para rechazar emisión de
 * comprobantes de Sujetos sin capacidad operativa (SSCO)», FAC, NC, ND…, vigencia 2024-02-29.
 */
export const ISSUER_SSCO_1086: readonly RuleVersion<true>[] = [{ from: '2024-02-29', rule: true }];

/** The length a RegistrationName may have, in characters, on one line (no tab, no line break). */
export interface NameLength {
  min: number;
  max: number;
}

/**
 * ERR-2228 on the issuer's RegistrationName of a resumen diario (row 07.2), a comunicación de baja
 * (row 8) and a resumen de reversiones (row 8): an..100, «alfanumérico de 3 hasta 100 caracteres
 * (…no se permite ningún otro "whitespace character"…)». Control de Cambios 2024-02-05: «Se
 * establece que el campo debe tener un mínimo de 3 caracteres», vigencia 2024-02-29; before it,
 * any name of up to 100 characters.
 */
export const SUMMARY_ISSUER_NAME_2228: readonly RuleVersion<NameLength>[] = [
  { from: SINCE_EVER, rule: { min: 1, max: 100 } },
  { from: '2024-02-29', rule: { min: 3, max: 100 } },
];

/**
 * ERR-2369 on a line's unit value (cac:Price/cbc:PriceAmount, Factura row 32, Boleta 31, NC/ND 29):
 * «decimal positivo de 12 enteros y hasta 10 decimales» (SUNAT's XSL: ^[0-9]{1,12}(\.[0-9]{1,10})?$,
 * zero allowed: a free line's is 0, 2640). Control de Cambios 2024-02-05, vigencia 2024-02-29:
 * «Se aclara que en caso de valores enteros, no deberán tener ceros a la izquierda»: the integer
 * part is 0 or starts with 1–9.
 */
export const UNIT_VALUE_FORMAT_2369: readonly RuleVersion<RegExp>[] = [
  { from: SINCE_EVER, rule: /^\d{1,12}(\.\d{1,10})?$/ },
  { from: '2024-02-29', rule: /^(0|[1-9]\d{0,11})(\.\d{1,10})?$/ },
];

/** How many days after its documents' date a resumen diario may reach SUNAT without an observation. */
export interface SummaryWindow {
  days: number;
}

/**
 * OBS-4443 on a resumen diario's ReferenceDate (row 05): «El valor del Tag UBL es mayor a 7 días
 * desde la fecha de recepción del resumen» — an observation, the summary is still accepted (its
 * void lines are refused apart, ERR-2957, past the same 7 days). Control de Cambios 2024-10-11:
 * «Se agrega validación para observar los envíos realizados fuera del plazo establecido en la
 * norma vigente», Resumen diario, vigencia 2024-11-11; read by the day SUNAT receives it.
 */
export const LATE_SUMMARY_4443: readonly RuleVersion<SummaryWindow>[] = [
  { from: '2024-11-11', rule: { days: 7 } },
];

/** How a guía remitente in transporte público tells the day its goods are handed to the carrier. */
export interface GoodsHandover {
  /** The UBL place of that date, apart from cac:TransitPeriod/cbc:StartDate. */
  element: 'cac:LoadingTransportEvent/cbc:OccurrenceDate';
}

/**
 * «Fecha de entrega de bienes al transportista» of a guía remitente in transporte público (09,
 * modalidad 01, not in an M1/L vehicle). SUNAT's validation XSL of the GRE (SFS 2024,
 * ValidaExprRegGreRemitente-2.0.1) still reads it from cac:TransitPeriod/cbc:StartDate (4385
 * missing, 4386 before the issue date: observations), and its Control de Cambios v20260212 has no
 * guía change. The separate element and its date come from integrators, NOT from a SUNAT source
 * found: lycet#650 (cac:LoadingTransportEvent/cbc:OccurrenceDate, mandatory from 2026-06-02) and
 * greenter's despatch2022.xml.twig (fecEntregaBienes, commit 8b36bb6 of 2026-06-06). Kept as dated
 * data so that correcting the date (or the tag) is one line; before it, the element is not sent.
 */
export const GOODS_HANDOVER_DATE: readonly RuleVersion<GoodsHandover>[] = [
  { from: '2026-06-02', rule: { element: 'cac:LoadingTransportEvent/cbc:OccurrenceDate' } },
];
