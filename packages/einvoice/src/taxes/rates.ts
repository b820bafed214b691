/**
 * Fixed rates of the taxes the engine computes, each with the law that sets it. IGV varies by
 * company and date: see ../calendar/igv-rates.ts.
 */

/** IVAP: 4 % of the value of the sale of rice (Ley 28211, art. 7). */
export const IVAP_PERCENT = '4';

/**
 * ICBPER per plastic bag: Ley 30884, art. 12, set S/ 0.10 for 2019 rising S/ 0.10 a year to
 * S/ 0.50 from 2023 on (openubl Defaults uses the same value). Charged per bag, outside the IGV base.
 */
export const ICBPER_PER_BAG = '0.50';

/** ISC sistema al valor (Catálogo 08 code 01), written in cbc:TierRange. */
export const ISC_SYSTEM_AL_VALOR = '01';

/** Above this payable amount (S/) a boleta names its customer and a detracción may apply. */
export const IDENTIFICATION_THRESHOLD_PEN = '700';
