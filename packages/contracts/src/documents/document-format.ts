/**
 * How a document's amounts, quantities and dates are written for people, on paper (the PDF and
 * the ticket) and on screen (the detail page): one formatter for both. Amounts arrive as decimal
 * strings (a Decimal's toFixed, the database's numeric, the API's answer) and are only re-spelled
 * here: grouping works on the digits, never with JS arithmetic on money.
 */

/** `1234567.5` → `1,234,567.50`: Peru groups thousands with a comma and writes decimals after a point. */
export function formatAmount(value: string, decimals = 2): string {
  const negative = value.startsWith('-');
  const [integer = '0', fraction = ''] = value.replace(/^-/, '').split('.');
  const grouped = (integer.replace(/^0+(?=\d)/, '') || '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = decimals > 0 ? `.${fraction.padEnd(decimals, '0').slice(0, decimals)}` : '';
  return `${negative ? '-' : ''}${grouped}${cents}`;
}

/** `S/ 9,074.08`, `US$ 1,200.00`. */
export const formatMoney = (symbol: string, value: string): string => `${symbol} ${formatAmount(value)}`;

/**
 * A unit price with the decimals it carries, at least 2: `10` → `10.00`, `0.055` → `0.055`,
 * `1200.5000` → `1,200.50`. The server has already chosen how many it needs.
 */
export function formatUnitPrice(value: string): string {
  const [, fraction = ''] = value.split('.');
  return formatAmount(value, Math.max(2, fraction.replace(/0+$/, '').length));
}

/** A quantity as typed, without trailing zeros: `2.500` → `2.5`, `1000` → `1,000`. */
export function formatQuantity(value: string): string {
  const [, fraction = ''] = value.split('.');
  return formatAmount(value, fraction.replace(/0+$/, '').length);
}

/**
 * A day (`2026-11-26`, already Lima's) → `26/11/2026`, as Peruvian documents write dates
 * (dd/mm/aaaa). Not for instants: their day depends on the zone.
 */
export function formatDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}
