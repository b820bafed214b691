/**
 * The double's own copy of SUNAT's parameter 012 «Tasa IGV» (Parámetros sheet: «Fecha de inicio de
 * tasa IGV» YYYYMMDD → «Tasa de IGV»), written from the validation sheets v20260212 and never read
 * from the product's engine: a wrong rate in the engine must show up here as SUNAT's code.
 *
 * The sheets give the parameter's shape, not its rows; the rates and dates below come from the rows
 * that name them (quoted on each entry). Dates are YYYY-MM-DD, compared as text.
 */

export interface RateStart {
  /** First issue date the rate applies to. */
  from: string;
  rate: number;
}

/**
 * The general rate. Every IGV row names it «18.00» (e.g. Factura ERR-3291: «por la tasa vigente al
 * IGV (18.00 o 10.50)»); it has no start date in the sheets, so the double applies it at any date.
 */
export const GENERAL_IGV_RATE = 18;

/**
 * The reduced rate of MYPE restaurants and hotels (Ley 31556), each step from its start date until
 * the next one. Issuers must be in the «Padrón de Tasa especial del IGV» (OBS-4439).
 */
export const REDUCED_IGV_RATES: readonly RateStart[] = [
  // Control de Cambios 22/08/2022 (ERR-3279, ERR-3291, OBS-4290, OBS-4310, OBS-4019): «Se desactiva
  // las validaciones a partir del 01-Set-2022 en el supuesto de emisión por parte de las Mypes según
  // Ley 31556»; 2022-11-11: «Valida que el monto obtenido corresponda con tasa del 18% o 10%».
  { from: '2022-09-01', rate: 10 },
  // Control de Cambios 2026-02-09 (OBS-4019, OBS-4290, OBS-4310, OBS-4439, ERR-3279, ERR-3291 on RC,
  // FAC, BOL, NC y ND), vigencia 2026-02-13: «Se ajusta tasa del IGV del 10% al 10.5%».
  { from: '2026-02-13', rate: 10.5 },
];

/** The reduced rate in force on a date (the step that started last), if the regime existed then. */
export function reducedRateOn(date: string): number | undefined {
  return REDUCED_IGV_RATES.filter((step) => step.from <= date).at(-1)?.rate;
}

/**
 * «Tasa vigente» of the IGV on a document's issue date, as each sheet lists it:
 * - facturas and boletas (01/03): the general rate or the reduced rate in force on that date.
 *   Factura/Boleta ERR-3291/OBS-4290: «por la tasa vigente al IGV (18.00 o 10.50) a la fecha de
 *   emisión», ERR-3462: «Todas las líneas afectas al IGV deben tener la misma tasa vigente».
 * - notes (07/08) and RC lines that are notes: also every earlier reduced rate, since a note keeps
 *   the rate of the document it modifies. NotaCredito/NotaDebito ERR-3291/OBS-4290: «por la tasa
 *   vigente al IGV a la fecha de emisión (18.00, 10.50 o 10.00) … Dado que la tasa del IGV del
 *   "Documento que se modifica" es 10%, 10.5% o 18%»; Resumen diario OBS-4019 (type ≠ 03):
 *   «(18.00, 10.50 o 10.00)».
 */
export function igvRatesInForce(documentType: string, date: string): number[] {
  if (documentType === '07' || documentType === '08') {
    return [GENERAL_IGV_RATE, ...REDUCED_IGV_RATES.filter((s) => s.from <= date).map((s) => s.rate)];
  }
  const reduced = reducedRateOn(date);
  return reduced === undefined ? [GENERAL_IGV_RATE] : [GENERAL_IGV_RATE, reduced];
}
