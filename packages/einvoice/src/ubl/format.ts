import type Decimal from 'decimal.js';
import type { ComputedLine } from '../model/computed.ts';

/**
 * Number formats of the XML, as greenter's FormatFilter writes them: the engine already rounded
 * every value, so these only print, and never through a JS number.
 */

/** Amounts: always 2 decimals ("118.00"). */
export const amount = (value: Decimal): string => value.toFixed(2);

/** Unit values, prices and quantities: as computed, cut to `maxDecimals` only when longer. */
export const upTo = (value: Decimal, maxDecimals = 10): string =>
  value.decimalPlaces() > maxDecimals ? value.toFixed(maxDecimals) : value.toFixed();

/** A line's cac:Price/cbc:PriceAmount: its unit value; 0 on a free line, nothing of it is payable. */
export const priceAmount = (line: Pick<ComputedLine, 'isFree' | 'unitValue'>): string =>
  line.isFree ? '0' : upTo(line.unitValue);

/** Percentages (cbc:Percent): 2 decimals, as SUNAT's examples write 18.00. */
export const percent = (value: Decimal): string => value.toFixed(2);
