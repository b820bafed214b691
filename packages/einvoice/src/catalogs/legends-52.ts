/**
 * Catálogo 52: legends. 1002 and 2006 are printed with the exact words SUNAT's catalogue gives
 * (2006 in the wording of the SPOT regulation, as the brief asks).
 */
export const LEGEND_AMOUNT_IN_WORDS = '1000';
export const LEGEND_FREE_TRANSFER = '1002';
export const LEGEND_DETRACTION = '2006';
export const LEGEND_IVAP = '2007';

export const CATALOG_52 = {
  [LEGEND_AMOUNT_IN_WORDS]: 'Monto en letras',
  [LEGEND_FREE_TRANSFER]: 'TRANSFERENCIA GRATUITA DE UN BIEN Y/O SERVICIO PRESTADO GRATUITAMENTE',
  [LEGEND_DETRACTION]: 'Operación sujeta al Sistema de Pago de Obligaciones Tributarias',
  [LEGEND_IVAP]: 'Operación sujeta al IVAP',
} as const;
