/**
 * The double's own copy of the dates SUNAT's validations started or changed, written from the
 * Control_de_Cambios sheet (v20260212) and never read from the product's engine: a wrong date on
 * either side shows up as a code the other did not expect. Dates are YYYY-MM-DD, compared as text.
 */

/**
 * 2024-02-05, ERR-1086 «Se agrega validación para rechazar emisión de comprobantes de Sujetos sin
 * capacidad operativa (SSCO)», FAC, NC, ND, LC, DAE-ADQ y DAE-OP, fecha de vigencia 2024-02-29;
 * same day: «Listados de padrones con vigencia: Se agrega el padrón 02 - Sujetos sin capacidad
 * operativa (SSCO)».
 */
export const SSCO_CHECK_FROM = '2024-02-29';

/**
 * 2024-02-05, ERR-2228 «Se establece que el campo debe tener un mínimo de 3 caracteres», Resumen
 * Diario, Comunicación de baja y Resumen de reversiones, fecha de vigencia 2024-02-29. Before it the
 * rows read «alfanumérico de hasta 100 caracteres».
 */
export const REGISTRATION_NAME_MIN_3_FROM = '2024-02-29';

/**
 * 2024-02-05, ERR-2369 «Se aclara que en caso de valores enteros, no deberán tener ceros a la
 * izquierda», FAC, BOL, NC, ND, LC y DAE-OP, fecha de vigencia 2024-02-29.
 */
export const PRICE_NO_LEADING_ZEROS_FROM = '2024-02-29';

/**
 * 2024-10-11, OBS-4443 «Se agrega validación para observar los envíos realizados fuera del plazo
 * establecido en la norma vigente», Resumen diario, fecha de vigencia 2024-11-11. The row (05,
 * ReferenceDate): «El valor del Tag UBL es mayor a 7 días desde la fecha de recepción del resumen».
 */
export const LATE_SUMMARY_OBSERVED_FROM = '2024-11-11';
export const LATE_SUMMARY_DAYS = 7;
