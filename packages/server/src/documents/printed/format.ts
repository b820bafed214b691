/**
 * What only paper writes. Amounts, quantities and dates are written by the one formatter the
 * detail page uses too (@facturador/contracts, document-format.ts).
 */

export const CURRENCY_NAMES = { PEN: 'SOLES', USD: 'DÓLARES AMERICANOS' } as const;

/** The correlative printed in the document's box: eight digits, as SUNAT's own viewer shows it. */
export const paddedNumber = (number: number) => String(number).padStart(8, '0');
