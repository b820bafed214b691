/**
 * How amounts and dates are written on a printed document. Amounts arrive as decimal strings
 * (a Decimal's toFixed or the database's numeric) and are only re-spelled here: grouping is
 * done on the digits, never with JS arithmetic on money.
 */

/** `1234567.5` → `1,234,567.50` (Peruvian documents group with commas and use a decimal point). */
export function formatAmount(value: string, decimals = 2): string {
  const [integer = '0', fraction = ''] = value.replace(/^-/, '').split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = decimals > 0 ? `.${fraction.padEnd(decimals, '0').slice(0, decimals)}` : '';
  return `${value.startsWith('-') ? '-' : ''}${grouped}${cents}`;
}

/** A unit value keeps its meaningful decimals (up to 10), at least 2: `12.5` → `12.50`, `0.123456` stays. */
export function formatUnitValue(value: string): string {
  const [, fraction = ''] = value.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  return formatAmount(value, Math.max(2, Math.min(10, trimmed.length)));
}

/** A quantity as typed, without trailing zeros: `2.500` → `2.5`. */
export function formatQuantity(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

export const CURRENCY_NAMES = { PEN: 'SOLES', USD: 'DÓLARES AMERICANOS' } as const;

/** `2026-11-26` → `26/11/2026`, as Peruvian documents print dates. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/** The correlative printed in the document's box: eight digits, as SUNAT's own viewer shows it. */
export const paddedNumber = (number: number) => String(number).padStart(8, '0');
