/**
 * The double's own table of SUNAT's parameters for the other CPE, written from the sheets
 * Retenciones1_0, Percepciones1_0 and Resumen_de_reversiones1_0 (v20260212), their catálogos 22
 * and 23 and Control_de_Cambios — never imported from the product, so a wrong entry on either
 * side shows up as a rejection.
 */

/** Catálogo 23 (régimen de retención → tasa, %), ERR-2618/2619. */
export const CATALOGO_23: Readonly<Record<string, number>> = { '01': 3, '02': 6 };

/** Catálogo 22 (régimen de percepción → porcentaje), ERR-2602/2603. */
export const CATALOGO_22: Readonly<Record<string, number>> = { '01': 2, '02': 1, '03': 0.5 };

/** ERR-2985: the 6 % retención (régimen 02) only for related documents issued up to this day. */
export const SIX_PERCENT_LAST_RELATED_DATE = '2014-02-28';

/**
 * OBS-4314 became ERR-3303 on this day (Control de Cambios 2021-04-06: «A partir del 01/09/2021
 * las validaciones deben ser de tipo ERROR … OBS-4314 a ERR-3303», Retenciones y Percepciones).
 */
export const ROUNDING_ERROR_FROM = '2021-09-01';

/** ERR-3303 / OBS-4314: «el valor absoluto es mayor a 1». */
export const MAX_ROUNDING = 1;

/** ERR-2600: the «plazo máximo vigente» for types 20 and 40 (OSE parameter table: 3 days). */
export const SEND_DAYS = 3;

/** ERR-2692: the related document types each kind takes. */
export const RELATED_TYPES: Readonly<Record<'20' | '40', readonly string[]>> = {
  '20': ['01', '12', '07', '08', '20'],
  '40': ['01', '03', '12', '07', '08', '40'],
};

/** The related types the totals leave out (ERR-2628/2629 «07» y «20»; ERR-2667/2668 «07» y «40»). */
export const OUT_OF_TOTALS: Readonly<Record<'20' | '40', readonly string[]>> = {
  '20': ['07', '20'],
  '40': ['07', '40'],
};
